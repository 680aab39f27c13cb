export { palette } from './palette';
export { lightColors, darkColors, type ColorValues } from './color-values';
