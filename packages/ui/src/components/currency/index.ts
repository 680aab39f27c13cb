export { Currency, formatRupees } from './currency';
export type { CurrencyProps } from './currency';
