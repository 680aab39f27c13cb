// Live classes' times on the wire: whole seconds, minutes as milliseconds.
import { fieldError } from '../../http/errors';
import { LATEST_INSTANT } from '../../http/formats';

/** ISO-8601 without milliseconds: 2026-11-03T09:50:00Z. */
export const isoSeconds = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

export const MINUTE = 60_000;

/**
 * A class must end where the contract's date-time can still say when: a start
 * near 9999-12-31 plus its duration would otherwise give an `endTime` no answer may carry (a 5xx).
 * The one check for create and update.
 */
export function assertEndsInRange(start: Date, durationMinutes: number): void {
  if (start.getTime() + durationMinutes * MINUTE > LATEST_INSTANT)
    throw fieldError(
      'startTime',
      'The class must end by 9999-12-31 23:59 UTC: startTime plus durationMinutes is later',
    );
}
