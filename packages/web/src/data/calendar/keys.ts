/**
 * The viewer's calendar: the events of a window (the server decides what is the viewer's) and their
 * feed. Events come from classes, bookings and tasks, so those domains' changes refresh `events()`
 * (data/changes.ts); the feed changes only by the viewer's own hand.
 */
export const calendarKeys = {
  all: ['calendar'] as const,
  events: () => [...calendarKeys.all, 'events'] as const,
  /** One window, `[from, to)` as ISO instants. */
  window: (from: string, to: string) => [...calendarKeys.events(), from, to] as const,
  feed: () => [...calendarKeys.all, 'feed'] as const,
};
