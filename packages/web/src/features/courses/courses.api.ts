import { getCourse, listCourses, type CoursePage, type ListCoursesParams } from '@campus/sdk';
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { courseKeys } from '../../data/courses/keys';

// The catalogue's reads. What changes a course (enrol, leave, rate) is in courses.mutations.ts, so
// the catalogue — a visitor's first page — does not load the mutation code.

/** The catalogue, paged by cursor: the pages read so far, "Show more" reads the next. */
export const coursesQuery = (params: ListCoursesParams) =>
  infiniteQueryOptions({
    queryKey: courseKeys.catalogue(params),
    queryFn: ({ pageParam }) => listCourses(pageParam ? { ...params, cursor: pageParam } : params),
    initialPageParam: '',
    getNextPageParam: (last: CoursePage) => last.nextCursor ?? undefined,
    select: (data) => ({ items: data.pages.flatMap((p) => p.items) }),
    placeholderData: keepPreviousData,
  });

export const courseQuery = (id: string) =>
  queryOptions({ queryKey: courseKeys.detail(id), queryFn: () => getCourse(id) });
