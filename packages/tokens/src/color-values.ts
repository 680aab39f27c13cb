import { palette as p } from './palette';

/**
 * The semantic colour values of each theme, as plain data so the contrast test can check every
 * text/background pair without a browser. `light.css.ts` and `dark.css.ts` turn them into classes.
 */
export interface StatusColors {
  /** Filled backgrounds (solid badge, primary button). */
  solid: string;
  solidHover: string;
  /** Text and icons drawn on `solid`. */
  onSolid: string;
  /** Tinted backgrounds (alert, soft badge). */
  soft: string;
  softHover: string;
  /** Text on the page and on `soft`. */
  text: string;
  border: string;
}

export interface ColorValues {
  surface: {
    canvas: string;
    base: string;
    raised: string;
    sunken: string;
    /**
     * A received chat message's fill: set apart from the page and from cards and raised panels in
     * both themes (dark's `sunken` is the page's own colour, so a bubble on it would vanish).
     */
    bubble: string;
    hover: string;
    selected: string;
    overlay: string;
    inverse: string;
  };
  text: { default: string; muted: string; inverse: string; disabled: string };
  border: { subtle: string; default: string; strong: string };
  accent: StatusColors;
  neutral: StatusColors;
  success: StatusColors;
  warning: StatusColors;
  danger: StatusColors;
  info: StatusColors;
  focus: { ring: string };
  shadow: { sm: string; md: string; lg: string };
}

export const lightColors: ColorValues = {
  surface: {
    canvas: p.gray[50],
    base: p.white,
    raised: p.white,
    sunken: p.gray[100],
    bubble: p.gray[100],
    hover: p.gray[100],
    selected: p.indigo[50],
    overlay: 'rgba(3, 7, 18, 0.55)',
    inverse: p.gray[900],
  },
  text: { default: p.gray[900], muted: p.gray[600], inverse: p.gray[50], disabled: p.gray[400] },
  // `default` is the control border: 3:1 against the page, as WCAG 1.4.11 asks of input edges.
  border: { subtle: p.gray[200], default: p.gray[500], strong: p.gray[700] },
  accent: {
    solid: p.indigo[600],
    solidHover: p.indigo[700],
    onSolid: p.white,
    soft: p.indigo[50],
    softHover: p.indigo[100],
    text: p.indigo[700],
    border: p.indigo[600],
  },
  neutral: {
    solid: p.gray[700],
    solidHover: p.gray[800],
    onSolid: p.white,
    soft: p.gray[100],
    softHover: p.gray[200],
    text: p.gray[700],
    border: p.gray[400],
  },
  success: {
    solid: p.green[700],
    solidHover: p.green[800],
    onSolid: p.white,
    soft: p.green[50],
    softHover: p.green[100],
    text: p.green[800],
    border: p.green[600],
  },
  // Amber is too light for white text at any usable shade, so warning solids carry dark text.
  warning: {
    solid: p.amber[400],
    solidHover: p.amber[500],
    onSolid: p.gray[950],
    soft: p.amber[50],
    softHover: p.amber[100],
    text: p.amber[800],
    border: p.amber[500],
  },
  danger: {
    solid: p.red[700],
    solidHover: p.red[800],
    onSolid: p.white,
    soft: p.red[50],
    softHover: p.red[100],
    text: p.red[700],
    border: p.red[600],
  },
  info: {
    solid: p.blue[700],
    solidHover: p.blue[800],
    onSolid: p.white,
    soft: p.blue[50],
    softHover: p.blue[100],
    text: p.blue[800],
    border: p.blue[600],
  },
  focus: { ring: p.indigo[600] },
  shadow: {
    sm: '0 1px 2px rgba(3, 7, 18, 0.06)',
    md: '0 4px 12px rgba(3, 7, 18, 0.10)',
    lg: '0 12px 32px rgba(3, 7, 18, 0.18)',
  },
};

/**
 * Dark theme: solids move to the 300–400 shades with near-black text on them, because white on a
 * mid shade drops under 4.5:1 and a 600 shade looks muddy on a dark page.
 */
export const darkColors: ColorValues = {
  surface: {
    canvas: p.gray[950],
    base: p.gray[900],
    raised: p.gray[800],
    sunken: p.gray[950],
    bubble: p.gray[700],
    hover: p.gray[800],
    selected: p.indigo[950],
    overlay: 'rgba(0, 0, 0, 0.7)',
    inverse: p.gray[100],
  },
  text: { default: p.gray[50], muted: p.gray[400], inverse: p.gray[900], disabled: p.gray[600] },
  border: { subtle: p.gray[800], default: p.gray[500], strong: p.gray[300] },
  accent: {
    solid: p.indigo[400],
    solidHover: p.indigo[300],
    onSolid: p.gray[950],
    soft: p.indigo[950],
    softHover: p.indigo[900],
    text: p.indigo[300],
    border: p.indigo[400],
  },
  neutral: {
    solid: p.gray[300],
    solidHover: p.gray[200],
    onSolid: p.gray[950],
    soft: p.gray[800],
    softHover: p.gray[700],
    text: p.gray[200],
    border: p.gray[600],
  },
  success: {
    solid: p.green[400],
    solidHover: p.green[300],
    onSolid: p.gray[950],
    soft: p.green[950],
    softHover: p.green[900],
    text: p.green[300],
    border: p.green[500],
  },
  warning: {
    solid: p.amber[400],
    solidHover: p.amber[300],
    onSolid: p.gray[950],
    soft: p.amber[950],
    softHover: p.amber[900],
    text: p.amber[300],
    border: p.amber[500],
  },
  danger: {
    solid: p.red[400],
    solidHover: p.red[300],
    onSolid: p.gray[950],
    soft: p.red[950],
    softHover: p.red[900],
    text: p.red[300],
    border: p.red[500],
  },
  info: {
    solid: p.blue[400],
    solidHover: p.blue[300],
    onSolid: p.gray[950],
    soft: p.blue[950],
    softHover: p.blue[900],
    text: p.blue[300],
    border: p.blue[500],
  },
  focus: { ring: p.indigo[300] },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.5)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.6)',
  },
};
