import { cx } from '../../utils/cx';
import { currency } from './currency.css';

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 2,
  minimumFractionDigits: 0,
});

const rupeesWithPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Rupees with Indian digit grouping: `formatRupees(1250000) === '₹12,50,000'`. Whole amounts
 * drop the paise; `{ paise: true }` always shows two decimals.
 */
export function formatRupees(amount: number, options: { paise?: boolean } = {}): string {
  if (!Number.isFinite(amount)) return '—';
  return (options.paise ? rupeesWithPaise : rupees).format(amount);
}

export interface CurrencyProps {
  amount: number;
  paise?: boolean;
  className?: string;
}

/** An amount in ₹ (the product's only currency, spec §9). */
export function Currency({ amount, paise, className }: CurrencyProps) {
  return (
    <data className={cx(currency, className)} value={String(amount)}>
      {formatRupees(amount, { paise })}
    </data>
  );
}
