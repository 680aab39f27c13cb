/**
 * The signed-in person's notification preferences: what reaches them, where and when. They change
 * only by the person's own hand (this page, the time zone set on the first visit), so no server
 * event refreshes them.
 */
export const preferenceKeys = {
  all: ['preferences'] as const,
  /** One person's preferences (the server answers only the person themselves). */
  of: (userId: string) => [...preferenceKeys.all, userId] as const,
};
