// Each kind's deadline and where an item's clock stands. The targets are the defaults an admin will
// be able to change; until working hours are counted within the mentor's published availability
// (and paused while an item waits on the student), a deadline is `since` plus the target in plain
// hours, which only ever moves a deadline later once working hours are counted, never earlier.
import type { InboxItemKind, InboxItemState } from '@campus/sdk/model';

/** The kinds the inbox produces today (the contract reserves `question` and `risk_flag`). */
export type ProducedKind = Extract<
  InboxItemKind,
  'review' | 'resubmission' | 'booking_request' | 'message'
>;

/** Hours from when an item starts waiting to its deadline. */
export const TARGET_HOURS: Record<ProducedKind, number> = {
  review: 24,
  resubmission: 24,
  booking_request: 8,
  message: 12,
};

/** The share of the target after which an item is `warning`. */
export const WARNING_SHARE = 0.75;

export function clockState(since: Date, dueAt: Date, now: Date): InboxItemState {
  const target = dueAt.getTime() - since.getTime();
  const elapsed = now.getTime() - since.getTime();
  if (elapsed >= target) return 'breached';
  return elapsed >= target * WARNING_SHARE ? 'warning' : 'on_time';
}
