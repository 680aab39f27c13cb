import {
  createCourse,
  getCourse,
  listCourses,
  listUserCreatedCourses,
  updateCourse,
  type CourseCreateRequest,
  type ListCoursesParams,
} from '@campus/sdk';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/** Under `courses`, the catalogue's root: an edit refreshes the public lists and details too. */
export const authoringKeys = {
  all: ['courses'] as const,
  manage: (params: ListCoursesParams) => [...authoringKeys.all, 'manage', params] as const,
  createdBy: (userId: string) => [...authoringKeys.all, 'created-by', userId] as const,
  editable: (id: string) => [...authoringKeys.all, 'detail', id] as const,
};

/** Every course, drafts included (admins). */
export const manageCoursesQuery = (params: ListCoursesParams) =>
  queryOptions({
    queryKey: authoringKeys.manage(params),
    queryFn: () => listCourses({ ...params, status: 'all' }),
    placeholderData: keepPreviousData,
  });

/** An instructor's own courses, drafts included (GET /api/users/{id}/created-courses). */
export const createdCoursesQuery = (userId: string) =>
  queryOptions({
    queryKey: authoringKeys.createdBy(userId),
    queryFn: () => listUserCreatedCourses(userId),
  });

export const editableCourseQuery = (id: string) =>
  queryOptions({ queryKey: authoringKeys.editable(id), queryFn: () => getCourse(id) });

export function useSaveCourse(id?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CourseCreateRequest) => (id ? updateCourse(id, body) : createCourse(body)),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: authoringKeys.all }),
        client.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
}
