import { listPrograms, updateProgram, type ProgramUpdateRequest } from '@campus/sdk';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Under the `programs` root the home page's list and the public program pages read
 * (['programs', 'list'], ['programs', 'detail', slug]): an edit here refreshes them all.
 */
export const programAdminKeys = {
  all: ['programs'] as const,
  admin: ['programs', 'admin-list'] as const,
};

export const adminProgramsQuery = () =>
  queryOptions({
    queryKey: programAdminKeys.admin,
    queryFn: () => listPrograms({ includeUnpublished: true }),
  });

export function useUpdateProgram(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProgramUpdateRequest) => updateProgram(slug, body),
    onSuccess: () => client.invalidateQueries({ queryKey: programAdminKeys.all }),
  });
}
