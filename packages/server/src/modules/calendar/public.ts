// What other areas may use of the calendar: the live-classes area remembers a class it cancels
// (its row is removed), so feeds can tell subscribed calendar apps that it is off.
import type { Tx } from '../../db/client';
import { cancelledLiveClasses, type LiveClassRow } from '../../db/schema/index';

const MINUTE = 60_000;

/** Run in the transaction that removes the classes. */
export async function rememberCancelledClasses(
  tx: Tx,
  rows: LiveClassRow[],
  at: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(cancelledLiveClasses)
    .values(
      rows.map((r) => ({
        id: r.id,
        title: r.title,
        monthYear: r.monthYear,
        domain: r.domain,
        hostId: r.hostId,
        startTime: r.startTime,
        endTime: new Date(r.startTime.getTime() + r.durationMinutes * MINUTE),
        timezone: r.timezone,
        cancelledAt: at,
      })),
    )
    .onConflictDoNothing();
}
