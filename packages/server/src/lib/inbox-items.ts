// How an item of the mentor's inbox is named, for the inbox area and the areas that feed it (tasks,
// bookings, messages): `<kind>:<the record's id>`, stable while the item waits. An area that changes
// what waits on a mentor says so with an InboxChange once its transaction has committed
// (`ctx.extensions.inboxChanged`); the inbox reads the item again and tells the mentor's sockets.
import type { InboxItemKind } from '@campus/sdk/model';

export const inboxItemId = (kind: InboxItemKind, ref: string): string => `${kind}:${ref}`;

/** A submission waits as a first review (attempt 1) or as a resubmission (a later attempt). */
export const submissionKind = (attempt: number): 'review' | 'resubmission' =>
  attempt > 1 ? 'resubmission' : 'review';

/** An item of `mentorId`'s inbox that may have appeared, changed or gone with a committed change. */
export interface InboxChange {
  mentorId: string;
  itemId: string;
  /**
   * The item waited before the change too: still there, it is announced as changed, not added
   * (a student's second message before any reply).
   */
  was: boolean;
}
