import { listCourses, listPrograms } from '@campus/sdk';
import { queryOptions } from '@tanstack/react-query';

export const featuredCoursesQuery = queryOptions({
  queryKey: ['courses', 'list', { sort: 'popular', pageSize: 6 }] as const,
  queryFn: () => listCourses({ sort: 'popular', pageSize: 6 }),
});

/** Same key as the programs feature: one cached list of programs. */
export const programsQuery = queryOptions({
  queryKey: ['programs', 'list'] as const,
  queryFn: () => listPrograms(),
});
