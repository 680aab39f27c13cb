/** Every live-class query sits under `all`, so one invalidation refreshes them all. */
export const liveClassKeys = {
  all: ['liveclasses'] as const,
  today: () => [...liveClassKeys.all, 'today'] as const,
  upcoming: () => [...liveClassKeys.all, 'upcoming'] as const,
  permissions: () => [...liveClassKeys.all, 'permissions'] as const,
  batches: () => [...liveClassKeys.all, 'batches'] as const,
};
