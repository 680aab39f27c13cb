import {
  createCourse,
  listCourses,
  listUserCreatedCourses,
  updateCourse,
  type CourseCreateRequest,
  type ListCoursesParams,
} from '@campus/sdk';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { courseKeys } from '../../data/courses/keys';
import { refreshAfter } from '../../data/changes';

/** Every course, drafts included (admins). */
export const manageCoursesQuery = (params: ListCoursesParams) =>
  queryOptions({
    queryKey: courseKeys.manage(params),
    queryFn: () => listCourses({ ...params, status: 'all' }),
    placeholderData: keepPreviousData,
  });

/** An instructor's own courses, drafts included (GET /api/users/{id}/created-courses). */
export const createdCoursesQuery = (userId: string) =>
  queryOptions({
    queryKey: courseKeys.createdBy(userId),
    queryFn: () => listUserCreatedCourses(userId),
  });

/** The course page's read (one key, one cached answer): the editor opens what the page shows. */
export { courseQuery as editableCourseQuery } from './courses.api';

export function useSaveCourse(id?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CourseCreateRequest) => (id ? updateCourse(id, body) : createCourse(body)),
    onSuccess: () => refreshAfter(client, 'course.edited'),
  });
}
