import {
  assignVars,
  createGlobalTheme,
  createThemeContract,
  globalStyle,
} from '@vanilla-extract/css';

const status = {
  solid: null,
  solidHover: null,
  onSolid: null,
  soft: null,
  softHover: null,
  text: null,
  border: null,
};

/**
 * Colours differ per theme, so they are a contract that `light.css.ts` and `dark.css.ts` each fill:
 * a page ships the CSS of the theme it uses and nothing else.
 */
export const colorVars = createThemeContract({
  surface: {
    canvas: null,
    base: null,
    raised: null,
    sunken: null,
    bubble: null,
    hover: null,
    selected: null,
    overlay: null,
    inverse: null,
  },
  text: { default: null, muted: null, inverse: null, disabled: null },
  border: { subtle: null, default: null, strong: null },
  accent: status,
  neutral: status,
  success: status,
  warning: status,
  danger: status,
  info: status,
  focus: { ring: null },
  shadow: { sm: null, md: null, lg: null },
});

const motion = {
  duration: { fast: '120ms', normal: '200ms', slow: '320ms' },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    exit: 'cubic-bezier(0.4, 0, 1, 1)',
  },
};

/** Everything that does not change between themes lives on :root, once. */
export const tokens = createGlobalTheme(':root', {
  space: {
    none: '0',
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '0.75rem',
    lg: '1rem',
    xl: '1.5rem',
    xxl: '2rem',
    xxxl: '3rem',
  },
  radii: { none: '0', sm: '4px', md: '8px', lg: '12px', full: '9999px' },
  font: {
    body: "'Inter Variable', 'Inter Fallback', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', 'Noto Sans', sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', 'Cascadia Mono', Menlo, Consolas, monospace",
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    xxl: '1.5rem',
    xxxl: '1.875rem',
    display: '2.25rem',
  },
  lineHeight: { tight: '1.25', snug: '1.375', normal: '1.5' },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  motion,
  zIndex: {
    sticky: '100',
    overlay: '1000',
    modal: '1100',
    popover: '1200',
    toast: '1300',
    tooltip: '1400',
  },
  size: { control: '2.5rem', controlSm: '2rem', controlLg: '3rem', container: '72rem' },
});

// People who ask for less motion get none: every transition in the kit reads these durations.
globalStyle(':root', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      vars: assignVars(tokens.motion.duration, { fast: '0ms', normal: '0ms', slow: '0ms' }),
    },
  },
});

/** The whole token set: `vars.color.text.muted`, `vars.space.md`, … */
export const vars = { ...tokens, color: colorVars };

/** Breakpoints in px, shared by sprinkles, media queries and the Storybook viewports. */
export const breakpoints = { tablet: 768, desktop: 1024 } as const;

export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
