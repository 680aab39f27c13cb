import type { InboxItem } from '@campus/sdk';
import { formatDuration } from '@campus/time';

/** Where an item's clock stands, in words and in a tone the row shows it in. */
export interface InboxClock {
  /** "due in 3 h", "late by 40 min", "paused · waiting on the student". */
  text: string;
  tone: 'muted' | 'warning' | 'danger';
}

/** The share of the target from which an item is near its deadline (the contract's `warning`). */
const WARNING_AT = 0.75;

/**
 * An item's clock read at `now`: counted down to its `dueAt` on this screen between the server's
 * reads, so a page left open turns "due in 5 min" into "late by 2 min" without a refetch. The tone
 * follows the same rule as the server's `state` (warning from 75 % of the target, breached at the
 * deadline); a paused item keeps its place and says why it is not counting.
 */
export function inboxClock(
  item: Pick<InboxItem, 'since' | 'dueAt' | 'state'>,
  now: number,
): InboxClock {
  if (item.state === 'paused') return { text: 'paused · waiting on the student', tone: 'muted' };
  const due = Date.parse(item.dueAt);
  const left = due - now;
  if (left <= 0) return { text: `late by ${formatDuration(-left)}`, tone: 'danger' };
  const target = due - Date.parse(item.since);
  const near =
    item.state !== 'on_time' || (target > 0 && now - Date.parse(item.since) >= WARNING_AT * target);
  return { text: `due in ${formatDuration(left)}`, tone: near ? 'warning' : 'muted' };
}
