import { listCourses, listPrograms } from '@campus/sdk';
import { queryOptions } from '@tanstack/react-query';
import { courseKeys } from '../../data/courses/keys';
import { programKeys } from '../../data/programs/keys';

const featured = { sort: 'popular', pageSize: 6 } as const;

/** The catalogue's key for the same list: one cached answer. */
export const featuredCoursesQuery = queryOptions({
  queryKey: courseKeys.list(featured),
  queryFn: () => listCourses(featured),
});

/** The same key as the registration form's: one cached list of programs. */
export const programsQuery = queryOptions({
  queryKey: programKeys.list(),
  queryFn: () => listPrograms(),
});
