import { media, vars } from '@campus/ui';
import { style } from '@vanilla-extract/css';
import { launcherRoom } from '../../features/support/launcher-room';

export const shell = style({
  minBlockSize: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface.canvas,
  color: vars.color.text.default,
});

export const body = style({
  flex: 1,
  inlineSize: '100%',
  maxInlineSize: '90rem',
  marginInline: 'auto',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  padding: vars.space.lg,
  '@media': {
    [media.tablet]: { paddingInlineEnd: launcherRoom },
    [media.desktop]: { padding: vars.space.xl, paddingInlineEnd: launcherRoom },
  },
});

export const bodyWithPanel = style({
  '@media': {
    [media.desktop]: { gridTemplateColumns: '17rem minmax(0, 1fr)' },
  },
});

// Below the desktop width the panel's contents are in the account menu (top-nav): the page starts
// right under the header instead of after a band of settings.
export const panel = style({
  display: 'none',
  '@media': { [media.desktop]: { display: 'block' } },
});

export const main = style({ minInlineSize: 0 });

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  insetBlockStart: '-10rem',
  zIndex: vars.zIndex.tooltip,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  padding: vars.space.sm,
  borderRadius: vars.radii.md,
  selectors: { '&:focus': { insetBlockStart: vars.space.sm } },
});

export const footer = style({
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.lg,
  textAlign: 'center',
  '@media': { [media.tablet]: { paddingInlineEnd: launcherRoom } },
});
