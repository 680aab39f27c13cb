import type { BatchRef } from '@campus/sdk';

/** Every booking query sits under `all`, so one invalidation refreshes both sides' screens. */
export const bookingKeys = {
  all: ['bookings'] as const,
  student: () => [...bookingKeys.all, 'student'] as const,
  /** One of the mentor's session lists (requests, upcoming, past), each paged by cursor. */
  mentor: (list: string) => [...bookingKeys.all, 'mentor', list] as const,
  /** The signed-in mentor's published hours. */
  availability: () => [...bookingKeys.all, 'availability'] as const,
  /**
   * A mentor's free slots, computed on the server from their hours and calendar: the next 7 days,
   * or a window `[from, to)` (a calendar's week).
   */
  slots: (mentorId: string, window?: { from: string; to: string }) =>
    [...bookingKeys.freeSlots(), mentorId, ...(window ? [window.from, window.to] : [])] as const,
  /** Every mentor's free slots: a class a mentor takes or gives up moves them. */
  freeSlots: () => [...bookingKeys.all, 'slots'] as const,
  open: () => [...bookingKeys.all, 'open-groups'] as const,
  batchMentors: (batch: BatchRef) =>
    [...bookingKeys.all, 'batch-mentors', batch.monthYear, batch.domain] as const,
};
