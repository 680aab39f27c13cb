import { createTheme, globalStyle } from '@vanilla-extract/css';
import { colorVars } from './contract.css';
import { darkColors } from '@campus/tokens';

/** Put this class on <html> (or any subtree) to use the dark theme. */
export const darkTheme = createTheme(colorVars, darkColors);

// Native controls, scrollbars and autofill follow the theme too.
globalStyle(`.${darkTheme}`, { colorScheme: 'dark', color: colorVars.text.default });
