import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { iconButton } from './icon-button.css';

export const iconButtonVariants = ['ghost', 'secondary', 'primary'] as const;
export const iconButtonSizes = ['sm', 'md', 'lg'] as const;
export type IconButtonVariant = (typeof iconButtonVariants)[number];
export type IconButtonSize = (typeof iconButtonSizes)[number];

/**
 * No children: anything inside would change the name that axe and screen readers compute. Put a
 * count badge beside it with BadgeAnchor.
 */
export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /**
   * Required: an icon alone says nothing to a screen reader, so the name is not optional here
   * the way it is on Button.
   */
  label: string;
  icon: ReactNode;
  variant?: IconButtonVariant;
  size?: IconButtonSize;
  round?: boolean;
}

export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, variant, size, round, className, type = 'button', ...props },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      className={cx(iconButton({ variant, size, round }), className)}
      {...props}
    >
      <span aria-hidden style={{ display: 'inline-flex' }}>
        {icon}
      </span>
    </button>
  );
});
