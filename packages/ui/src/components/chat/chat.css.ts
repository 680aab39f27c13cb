import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const bubbleRow = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space.xxs, maxWidth: '85%' },
  variants: {
    from: {
      user: { alignSelf: 'flex-end', alignItems: 'flex-end' },
      assistant: { alignSelf: 'flex-start', alignItems: 'flex-start' },
    },
  },
});

export const bubble = recipe({
  base: {
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    borderRadius: vars.radii.lg,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
  variants: {
    from: {
      user: {
        background: vars.color.accent.solid,
        color: vars.color.accent.onSolid,
        borderEndEndRadius: vars.radii.sm,
      },
      assistant: {
        background: vars.color.surface.bubble,
        color: vars.color.text.default,
        borderEndStartRadius: vars.radii.sm,
      },
    },
    tone: {
      default: {},
      error: {
        background: vars.color.danger.soft,
        color: vars.color.danger.text,
        border: `1px solid ${vars.color.danger.border}`,
      },
    },
  },
  defaultVariants: { tone: 'default' },
});

export const meta = style({ fontSize: vars.fontSize.xs, color: vars.color.text.muted });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  width: 'min(24rem, 100%)',
  height: 'min(36rem, 100%)',
  minHeight: '20rem',
  borderRadius: vars.radii.lg,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.raised,
  color: vars.color.text.default,
  boxShadow: vars.color.shadow.lg,
  overflow: 'hidden',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const messages = style({
  flex: 1,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '-2px' },
  },
});

export const suggestions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  paddingInline: vars.space.lg,
  paddingBlockEnd: vars.space.sm,
  listStyle: 'none',
});

export const chip = style({
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.md,
  borderRadius: vars.radii.full,
  border: `1px solid ${vars.color.accent.border}`,
  background: vars.color.surface.raised,
  color: vars.color.accent.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.accent.soft },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '2px' },
  },
});

export const composer = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
});

export const input = style({ flex: 1, minHeight: vars.size.control, resize: 'none' });

const bounce = keyframes({
  '0%, 80%, 100%': { transform: 'translateY(0)', opacity: 0.4 },
  '40%': { transform: 'translateY(-3px)', opacity: 1 },
});

export const typing = style({
  display: 'inline-flex',
  gap: 4,
  alignItems: 'center',
  minHeight: '1.25rem',
});

export const dot = style({
  width: 6,
  height: 6,
  borderRadius: vars.radii.full,
  background: vars.color.text.muted,
  animation: `${bounce} 1.2s infinite ease-in-out`,
  selectors: {
    '&:nth-child(2)': { animationDelay: '0.15s' },
    '&:nth-child(3)': { animationDelay: '0.3s' },
  },
});
