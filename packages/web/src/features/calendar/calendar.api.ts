import {
  createCalendarFeed,
  getCalendarFeed,
  listCalendarEvents,
  revokeCalendarFeed,
  type ListCalendarEventsParams,
} from '@campus/sdk';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarKeys } from '../../data/calendar/keys';
import { refreshAfter } from '../../data/changes';

/*
 * Classes, bookings and due dates change through socket events (live_class_created, booking_*,
 * task_*), which announce the changes that refresh `calendarKeys.events()` (data/changes.ts): an open
 * calendar shows a class the moment its mentor schedules it.
 */
export const calendarQueries = {
  /**
   * The viewer's events overlapping `[from, to)` — or, for an admin, a batch's or a mentor's
   * (`pick`); the previous window stays shown while the next loads.
   */
  window: (
    from: string,
    to: string,
    pick: Pick<ListCalendarEventsParams, 'mentorId' | 'monthYear' | 'domain'> = {},
  ) =>
    queryOptions({
      queryKey: calendarKeys.window(from, to, pick),
      queryFn: () => listCalendarEvents({ from, to, ...pick }),
      placeholderData: keepPreviousData,
    }),
  /** Whether the viewer has a feed (its address is shown only when it is made). */
  feed: () =>
    queryOptions({
      queryKey: calendarKeys.feed(),
      queryFn: () => getCalendarFeed(),
    }),
};

/** Makes the feed, or resets it (the old address stops at once); answers its new addresses. */
export function useCreateFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => createCalendarFeed(),
    onSuccess: () => refreshAfter(client, 'calendar-feed.changed'),
  });
}

export function useRevokeFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => revokeCalendarFeed(),
    onSuccess: () => refreshAfter(client, 'calendar-feed.changed'),
  });
}
