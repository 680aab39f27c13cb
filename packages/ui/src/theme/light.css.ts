import { createTheme, globalStyle } from '@vanilla-extract/css';
import { colorVars } from './contract.css';
import { lightColors } from '@campus/tokens';

/** Put this class on <html> (or any subtree) to use the light theme. */
export const lightTheme = createTheme(colorVars, lightColors);

// Native controls, scrollbars and autofill follow the theme too.
globalStyle(`.${lightTheme}`, { colorScheme: 'light', color: colorVars.text.default });
