// Money in words, one place for the server (spec §9: "Currency symbol: ₹."; amounts in en-IN).

const appFormat = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});
const exactFormat = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** ₹4,999 — rupees as the app shows them (en-IN grouping, paise only when there are some). */
export const rupees = (n: number) => `₹${appFormat.format(n)}`;

/** ₹4,999.00 — rupees to the paisa, as a payment provider's pages show an amount to pay. */
export const rupeesExact = (n: number) => exactFormat.format(n);
