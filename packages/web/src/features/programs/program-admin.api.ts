import { listPrograms, updateProgram, type ProgramUpdateRequest } from '@campus/sdk';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfter } from '../../data/changes';
import { programKeys } from '../../data/programs/keys';

export const adminProgramsQuery = () =>
  queryOptions({
    queryKey: programKeys.admin(),
    queryFn: () => listPrograms({ includeUnpublished: true }),
  });

export function useUpdateProgram(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProgramUpdateRequest) => updateProgram(slug, body),
    // The home page's list and the public program pages show the change too.
    onSuccess: () => refreshAfter(client, 'program.edited'),
  });
}
