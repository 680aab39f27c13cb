import { useEffect, useState } from 'react';
import { cx } from '../../utils/cx';
import { avatar, image } from './avatar.css';

export const avatarSizes = ['sm', 'md', 'lg', 'xl'] as const;
export type AvatarSize = (typeof avatarSizes)[number];

/** "Asha Rao" → "AR", "madonna" → "M", "  " → "?". Works for any script, not only Latin. */
export function getInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = Array.from(words[0] ?? '')[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1] ?? '')[0] ?? '') : '';
  return (first + last).toLocaleUpperCase();
}

export interface AvatarProps {
  /** The person's name: the image's alt text and the source of the initials. */
  name: string;
  src?: string | null;
  size?: AvatarSize;
  /** Decorative when the name is printed right beside it, so it is not read twice. */
  decorative?: boolean;
  className?: string;
}

/** A profile picture, falling back to initials when there is none or it fails to load. */
export function Avatar({ name, src, size, decorative = false, className }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);
  const showImage = Boolean(src) && !failed;
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name };
  return (
    <span className={cx(avatar({ size }), className)} {...(showImage ? {} : a11y)}>
      {showImage ? (
        <img
          className={image}
          src={src ?? undefined}
          alt={decorative ? '' : name}
          onError={() => setFailed(true)}
        />
      ) : (
        getInitials(name)
      )}
    </span>
  );
}
