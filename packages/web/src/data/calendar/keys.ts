/**
 * The viewer's calendar: the events of a window (the server decides what is the viewer's) and their
 * feed. Events come from classes, bookings and tasks, so those domains' changes refresh `events()`
 * (data/changes.ts); the feed changes only by the viewer's own hand.
 */
export const calendarKeys = {
  all: ['calendar'] as const,
  events: () => [...calendarKeys.all, 'events'] as const,
  /** One window, `[from, to)` as ISO instants, of the viewer or of whom an admin picked. */
  window: (from: string, to: string, pick: object = {}) =>
    [...calendarKeys.events(), from, to, pick] as const,
  feed: () => [...calendarKeys.all, 'feed'] as const,
};
