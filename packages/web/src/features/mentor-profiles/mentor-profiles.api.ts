import {
  createMentor,
  deleteMentor,
  listMentors,
  listUserCreatedCourses,
  listUsers,
  updateMentor,
  type ListMentorsParams,
  type MentorCreateRequest,
} from '@campus/sdk';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Under the `mentors` root the public /mentors directory reads (['mentors', 'list', search]), so
 * an edit here shows there at once.
 */
export const mentorProfileKeys = {
  all: ['mentors'] as const,
  admin: (params: ListMentorsParams) => ['mentors', 'admin-list', params] as const,
  instructors: ['users', 'instructors'] as const,
  createdCourses: (id: string) => ['courses', 'created-by', id] as const,
};

export const mentorProfilesQuery = (params: ListMentorsParams) =>
  queryOptions({
    queryKey: mentorProfileKeys.admin(params),
    queryFn: () => listMentors({ ...params, includeUnlisted: true }),
    placeholderData: keepPreviousData,
  });

/** Instructors are a handful: one page of 100 is all of them. */
export const instructorsQuery = () =>
  queryOptions({
    queryKey: mentorProfileKeys.instructors,
    queryFn: () => listUsers({ role: 'instructor', pageSize: 100, sort: 'name', order: 'asc' }),
  });

export const createdCoursesQuery = (id: string) =>
  queryOptions({
    queryKey: mentorProfileKeys.createdCourses(id),
    queryFn: () => listUserCreatedCourses(id),
  });

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: mentorProfileKeys.all });
}

export function useSaveMentor(id?: string) {
  const invalidate = useInvalidate();
  return useMutation({
    // On an edit a link left blank removes the old one (the contract's null), not keeps it.
    mutationFn: (body: MentorCreateRequest) =>
      id
        ? updateMentor(id, {
            ...body,
            profileImageUrl: body.profileImageUrl ?? null,
            linkedinUrl: body.linkedinUrl ?? null,
          })
        : createMentor(body),
    onSuccess: invalidate,
  });
}

export function useDeleteMentor() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: string) => deleteMentor(id), onSuccess: invalidate });
}
