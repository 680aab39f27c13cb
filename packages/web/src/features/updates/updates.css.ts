import { vars } from '@campus/ui';
import { style } from '@vanilla-extract/css';

export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const body = style({ overflowWrap: 'anywhere', lineHeight: vars.lineHeight.normal });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
});

/** The update's own actions, pushed to the end of its title row. */
export const actions = style({ marginInlineStart: 'auto' });
