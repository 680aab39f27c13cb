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
import { refreshAfter } from '../../data/changes';
import { courseKeys } from '../../data/courses/keys';
import { mentorKeys } from '../../data/mentors/keys';
import { userKeys } from '../../data/users/keys';

export const mentorProfilesQuery = (params: ListMentorsParams) =>
  queryOptions({
    queryKey: mentorKeys.admin(params),
    queryFn: () => listMentors({ ...params, includeUnlisted: true }),
    placeholderData: keepPreviousData,
  });

/** Instructors are a handful: one page of 100 is all of them. */
export const instructorsQuery = () =>
  queryOptions({
    queryKey: userKeys.instructors(),
    queryFn: () => listUsers({ role: 'instructor', pageSize: 100, sort: 'name', order: 'asc' }),
  });

export const createdCoursesQuery = (id: string) =>
  queryOptions({
    queryKey: courseKeys.createdBy(id),
    queryFn: () => listUserCreatedCourses(id),
  });

function useInvalidate() {
  const client = useQueryClient();
  // The public directory shows the change at once.
  return () => refreshAfter(client, 'mentor-profile.edited');
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
