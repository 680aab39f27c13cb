import { media, vars } from '@campus/ui';
import { style } from '@vanilla-extract/css';

export const hero = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingBlock: vars.space.xl,
  '@media': { [media.desktop]: { paddingBlock: vars.space.xxxl } },
});
