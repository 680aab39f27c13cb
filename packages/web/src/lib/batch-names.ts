// How a batch is named everywhere (the batches console, the students table, onboarding): shared,
// because features never import each other.

import { formatMonth } from '@campus/time';

/** `2026-11` → "Nov 2026". */
export const monthLabel = (monthYear: string): string => formatMonth(monthYear);

/** "Nov 2026 · fullstack": how a batch is named everywhere in the console. */
export const batchLabel = (b: { monthYear: string; domain: string }) =>
  `${monthLabel(b.monthYear)} · ${b.domain}`;

/** The months an admin usually starts a batch in: three back, twelve ahead of `now`. */
export function monthChoices(now: Date): { value: string; label: string }[] {
  return Array.from({ length: 16 }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 3 + i, 1));
    const value = `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
    return { value, label: monthLabel(value) };
  });
}
