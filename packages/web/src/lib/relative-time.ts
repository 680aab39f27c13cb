const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Spec §4: "Just now", "Nm ago", "Nh ago", "Nd ago". Each unit is floored, so 59 s is "Just now" and
 * 90 min is "1h ago". A time in the future (a skewed clock) also reads "Just now".
 */
export function relativeTime(timestamp: string | number | Date, now: number = Date.now()): string {
  const at = timestamp instanceof Date ? timestamp.getTime() : new Date(timestamp).getTime();
  const elapsed = now - at;
  if (!Number.isFinite(elapsed) || elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  return `${Math.floor(elapsed / DAY)}d ago`;
}
