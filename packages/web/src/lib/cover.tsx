import type { ReactNode } from 'react';
import * as css from './cover.css';

/** A hue from the title: the same course always gets the same art. */
function coverHue(seed: string): number {
  let h = 0;
  for (const ch of seed) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

/**
 * The cover of a catalogue card. Decorative (empty alt, hidden from screen readers): the card's
 * heading right below names the course, so a description of the picture would only repeat it.
 * Behind the picture is art generated from the title, which is what shows while the picture loads,
 * when there is none, or when its address does not answer.
 */
export function Cover({ src, seed, icon }: { src?: string; seed: string; icon: ReactNode }) {
  const hue = coverHue(seed);
  return (
    <div
      className={css.cover}
      aria-hidden="true"
      style={{
        background: `linear-gradient(135deg, hsl(${hue} 55% 42%), hsl(${(hue + 50) % 360} 60% 30%))`,
      }}
    >
      {icon}
      {src ? <img className={css.image} src={src} alt="" loading="lazy" decoding="async" /> : null}
    </div>
  );
}
