import './fonts';
import './global.css';

export { vars, breakpoints, media } from './contract.css';
export { lightTheme } from './light.css';
export { darkTheme } from './dark.css';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export { visuallyHidden, focusRing } from './shared.css';
export { contrastRatio } from './contrast';
export { themeNames, type ThemeName } from './theme-names';
