/** Everything under `dashboard` is invalidated by actions that change what is due or next. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  section: (name: string) => [...dashboardKeys.all, name] as const,
  createdCourses: (userId: string) => [...dashboardKeys.all, 'created-courses', userId] as const,
};
