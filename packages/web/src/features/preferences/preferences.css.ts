import { vars } from '@campus/ui';
import { style } from '@vanilla-extract/css';

/** A kind's fieldset: no frame of its own, the row's rule separates kinds. */
export const kind = style({
  border: 0,
  margin: 0,
  padding: 0,
  paddingBlock: vars.space.md,
  minInlineSize: 0,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});

export const legend = style({ padding: 0, fontWeight: 600 });

/** The four channels: two columns on a phone, four side by side from a tablet up. */
export const channels = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space.sm,
  marginBlockStart: vars.space.sm,
});

export const mutes = style({ margin: 0, padding: 0, listStyle: 'none' });

export const mute = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});
