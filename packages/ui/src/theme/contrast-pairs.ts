import type { ColorValues } from '@campus/tokens';

export interface ContrastPair {
  name: string;
  foreground: string;
  background: string;
  /** 4.5 for text (WCAG 1.4.3), 3 for control edges and focus rings (WCAG 1.4.11). */
  minimum: number;
}

/** Every foreground/background pairing the kit actually draws, so the theme test can vouch for it. */
export function contrastPairs(c: ColorValues): ContrastPair[] {
  const pairs: ContrastPair[] = [];
  const text = (name: string, foreground: string, background: string) =>
    pairs.push({ name, foreground, background, minimum: 4.5 });
  const edge = (name: string, foreground: string, background: string) =>
    pairs.push({ name, foreground, background, minimum: 3 });

  const pageSurfaces = ['canvas', 'base', 'raised', 'sunken', 'hover', 'selected'] as const;
  for (const surface of pageSurfaces) {
    text(`text.default on ${surface}`, c.text.default, c.surface[surface]);
    text(`text.muted on ${surface}`, c.text.muted, c.surface[surface]);
    text(`accent.text on ${surface}`, c.accent.text, c.surface[surface]);
    edge(`focus.ring on ${surface}`, c.focus.ring, c.surface[surface]);
  }
  for (const surface of ['canvas', 'base', 'raised'] as const) {
    edge(`border.default on ${surface}`, c.border.default, c.surface[surface]);
  }
  // A received chat message (chat.css.ts): its text and the links in it.
  text('text.default on surface.bubble', c.text.default, c.surface.bubble);
  text('accent.text on surface.bubble', c.accent.text, c.surface.bubble);
  text('text.inverse on surface.inverse', c.text.inverse, c.surface.inverse);
  for (const tone of ['accent', 'neutral', 'success', 'warning', 'danger', 'info'] as const) {
    const t = c[tone];
    text(`${tone}.onSolid on solid`, t.onSolid, t.solid);
    text(`${tone}.onSolid on solidHover`, t.onSolid, t.solidHover);
    text(`${tone}.text on soft`, t.text, t.soft);
    text(`${tone}.text on softHover`, t.text, t.softHover);
    text(`${tone}.text on base`, t.text, c.surface.base);
    text(`${tone}.text on canvas`, t.text, c.surface.canvas);
    text(`text.default on ${tone}.soft`, c.text.default, t.soft);
  }
  return pairs;
}
