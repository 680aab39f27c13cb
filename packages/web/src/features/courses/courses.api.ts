import { getCourse, listCourses, type ListCoursesParams } from '@campus/sdk';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { courseKeys } from '../../data/courses/keys';

// The catalogue's reads. What changes a course (enrol, leave, rate) is in courses.mutations.ts, so
// the catalogue — a visitor's first page — does not load the mutation code (issue 15).

export const coursesQuery = (params: ListCoursesParams) =>
  queryOptions({
    queryKey: courseKeys.list(params),
    queryFn: () => listCourses(params),
    placeholderData: keepPreviousData,
  });

export const courseQuery = (id: string) =>
  queryOptions({ queryKey: courseKeys.detail(id), queryFn: () => getCourse(id) });
