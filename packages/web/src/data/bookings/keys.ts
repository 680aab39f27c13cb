import type { BatchRef } from '@campus/sdk';

/** Every booking query sits under `all`, so one invalidation refreshes both sides' screens. */
export const bookingKeys = {
  all: ['bookings'] as const,
  student: () => [...bookingKeys.all, 'student'] as const,
  mentor: () => [...bookingKeys.all, 'mentor'] as const,
  schedule: (mentorId: string) => [...bookingKeys.all, 'schedule', mentorId] as const,
  open: () => [...bookingKeys.all, 'open-groups'] as const,
  batchMentors: (batch: BatchRef) =>
    [...bookingKeys.all, 'batch-mentors', batch.monthYear, batch.domain] as const,
};
