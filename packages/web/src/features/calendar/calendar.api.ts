import {
  createCalendarFeed,
  getCalendarFeed,
  listCalendarEvents,
  revokeCalendarFeed,
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
  /** The viewer's events overlapping `[from, to)`; the previous window stays shown while the next loads. */
  window: (from: string, to: string) =>
    queryOptions({
      queryKey: calendarKeys.window(from, to),
      queryFn: () => listCalendarEvents({ from, to }),
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
