// The contract's `date-time`, as PostgreSQL and JavaScript can both hold it.
// RFC 3339 alone admits year 0000, a leap second `:60` and offsets that push an instant past
// 9999-12-31 — PostgreSQL refuses year 0, `Date` cannot represent :60 and an ISO string past 9999
// breaks the contract on the way out. Such values are answered 400 by validation, once, here.
const RFC3339 =
  /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])[Tt ]([01]\d|2[0-3]):([0-5]\d):([0-5]\d)(\.\d{1,9})?([Zz]|[+-]([01]\d|2[0-3]):?([0-5]\d))$/;

const MIN = Date.parse('0001-01-01T00:00:00Z'); // Date.UTC would read year 1 as 1901
const MAX = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** The latest instant the contract's date-time can carry (9999-12-31T23:59:59.999Z). */
export const LATEST_INSTANT = MAX;

export function isDateTime(value: string): boolean {
  const m = RFC3339.exec(value);
  if (!m) return false;
  const [, y, mo, d] = m;
  // The calendar day must exist (2026-02-30 is not a date).
  const day = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  day.setUTCFullYear(Number(y));
  if (day.getUTCMonth() !== Number(mo) - 1 || day.getUTCDate() !== Number(d)) return false;
  const t = Date.parse(value.replace(' ', 'T'));
  return Number.isFinite(t) && t >= MIN && t <= MAX;
}
