// How the assistant writes times and money for the person reading: times in the viewer's zone with
// the zone named (never a bare "IST" for someone elsewhere), rupees as the app shows them.
import { ianaName, isValidTimeZone } from '../../lib/time-zone';

/** The viewer's zone, or UTC when the app sent none or one Intl does not know. */
export const viewerZone = (tz: string | undefined) => (tz && isValidTimeZone(tz) ? tz : 'UTC');

/** "Thu, 27 Nov, 7:00 pm (Asia/Kolkata)": the viewer's wall time and their zone by name. */
export function whenIn(at: Date, tz: string): string {
  const text = new Intl.DateTimeFormat('en-IN', {
    timeZone: tz,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
  return `${text} (${ianaName(tz)})`;
}

/** ₹4,999 — rupees as the app shows them (en-IN grouping, paise only when there are some). */
export const rupees = (n: number) =>
  `₹${n.toLocaleString('en-IN', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;
