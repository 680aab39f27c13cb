import {
  cancelGroupSession,
  cancelOneToOneBooking,
  createGroupSession,
  getBatch,
  getMentorSlots,
  getMyAvailability,
  joinGroupSession,
  leaveGroupSession,
  listMentorBookings,
  listOpenGroupSessions,
  listStudentBookings,
  putMyAvailability,
  requestOneToOneBooking,
  respondToOneToOneBooking,
  type BatchRef,
  type Booking,
  type BookingDecisionRequest,
  type BookingPage,
  type GroupSessionRequest,
  type ListMentorBookingsParams,
  type MentorAvailabilityRequest,
  type OneToOneBookingRequest,
} from '@campus/sdk';
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { bookingKeys } from '../../data/bookings/keys';
import { refreshAfter } from '../../data/changes';

/*
 * Requests, answers and cancellations arrive as socket events (booking_requested, booking_accepted,
 * booking_declined, booking_cancelled) that announce a `booking.changed` (data/changes.ts), which
 * refreshes `bookingKeys.all` at once. The screens still poll while shown, slowly, for what no event
 * announces (a group session filling up, another student taking a slot).
 */
const LIVE_INTERVAL = 15_000;

/**
 * The mentor's three session lists (/mentor-sessions), each read from the server page by page
 * (a mentor's sessions grow without bound): requests to answer and what is coming,
 * soonest first; what is over or closed, newest first.
 */
export const mentorSessionLists = {
  requests: { status: ['pending'] },
  upcoming: { status: ['accepted'] },
  past: { status: ['completed', 'declined', 'cancelled', 'expired'], order: 'desc' },
} satisfies Record<string, ListMentorBookingsParams>;

export type MentorSessionList = keyof typeof mentorSessionLists;

export const bookingQueries = {
  student: () =>
    queryOptions({
      queryKey: bookingKeys.student(),
      queryFn: () => listStudentBookings(),
      refetchInterval: LIVE_INTERVAL,
    }),
  mentor: (list: MentorSessionList) =>
    infiniteQueryOptions({
      queryKey: bookingKeys.mentor(list),
      queryFn: ({ pageParam }) =>
        listMentorBookings({
          ...mentorSessionLists[list],
          ...(pageParam ? { cursor: pageParam } : {}),
        }),
      initialPageParam: '',
      getNextPageParam: (last: BookingPage) => last.nextCursor ?? undefined,
      select: (data) => ({ items: data.pages.flatMap((p) => p.items) }),
      refetchInterval: LIVE_INTERVAL,
    }),
  /** The signed-in mentor's published hours. */
  availability: () =>
    queryOptions({
      queryKey: bookingKeys.availability(),
      queryFn: () => getMyAvailability(),
    }),
  /**
   * A mentor's free 30-minute slots, computed on the server: over the next 7 days, or over
   * `window` (the server leaves out those already begun).
   */
  slots: (mentorId: string, window?: { from: string; to: string }) =>
    queryOptions({
      queryKey: bookingKeys.slots(mentorId, window),
      queryFn: () => getMentorSlots(mentorId, window),
      refetchInterval: LIVE_INTERVAL,
    }),
  openGroups: () =>
    queryOptions({
      queryKey: bookingKeys.open(),
      queryFn: () => listOpenGroupSessions({ pageSize: 50 }),
      refetchInterval: LIVE_INTERVAL,
    }),
  /** A student's mentors are the mentors of their batch (BatchSummary.mentors). */
  batchMentors: (batch: BatchRef) =>
    queryOptions({
      queryKey: bookingKeys.batchMentors(batch),
      queryFn: () => getBatch(batch.monthYear, batch.domain),
      select: (summary) => summary.mentors,
    }),
};

function useBookingMutation<TArgs, TResult>(mutationFn: (args: TArgs) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => refreshAfter(client, 'booking.changed'),
  });
}

export const useRequestOneToOne = () =>
  useBookingMutation((body: OneToOneBookingRequest) => requestOneToOneBooking(body));

export const useRespond = () =>
  useBookingMutation(({ id, body }: { id: string; body: BookingDecisionRequest }) =>
    respondToOneToOneBooking(id, body),
  );

export const usePutAvailability = () =>
  useBookingMutation((body: MentorAvailabilityRequest) => putMyAvailability(body));

export const useCancelOneToOne = () =>
  useBookingMutation((id: string) => cancelOneToOneBooking(id, {}));

export const useCreateGroupSession = () =>
  useBookingMutation((body: GroupSessionRequest) => createGroupSession(body));

export const useCancelGroupSession = () =>
  useBookingMutation((id: string) => cancelGroupSession(id, {}));

/**
 * Joining names the session (for the refusal's message) and refreshes the lists either way: a
 * refused join usually means the list was stale (the last seat went to someone else).
 */
export function useJoinGroupSession() {
  const client = useQueryClient();
  const refresh = () => refreshAfter(client, 'booking.changed');
  return useMutation({
    mutationFn: (session: Pick<Booking, '_id' | 'topic'>) => joinGroupSession(session._id),
    onSuccess: refresh,
    onError: refresh,
  });
}

export const useLeaveGroupSession = () => useBookingMutation((id: string) => leaveGroupSession(id));
