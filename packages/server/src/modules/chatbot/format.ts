// How the assistant writes times and money for the person reading: times in the viewer's zone with
// the zone named (never a bare "IST" for someone elsewhere), rupees as the app shows them.
import { canonicalTimeZone, formatInstant } from '@campus/time';

/** The viewer's zone by its canonical name (Asia/Calcutta reads Asia/Kolkata). */
export const zoneName = (tz: string) => canonicalTimeZone(tz);

/**
 * "Thu, 27 Nov 2026, 7:00 PM IST (Asia/Kolkata)": the viewer's wall time and their zone by name —
 * the kit's `detail` context, so the assistant writes a time as the screens do.
 */
export const whenIn = (at: Date, tz: string): string =>
  formatInstant(at, 'detail', { timeZone: tz });

export { rupees } from '../../lib/money';
