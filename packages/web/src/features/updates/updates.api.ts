import {
  createMentorUpdate,
  deleteMentorUpdate,
  listMentorUpdates,
  listOwnMentorUpdates,
  type MentorUpdateCreateRequest,
} from '@campus/sdk';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfter } from '../../data/changes';
import { updateKeys } from '../../data/updates/keys';

/** The student's feed: pinned first, then newest first (the server's order). */
export const feedQuery = () =>
  queryOptions({ queryKey: updateKeys.feed(), queryFn: () => listMentorUpdates({ pageSize: 50 }) });

export const ownUpdatesQuery = () =>
  queryOptions({
    queryKey: updateKeys.mine(),
    queryFn: () => listOwnMentorUpdates({ pageSize: 50 }),
  });

export function usePostUpdate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MentorUpdateCreateRequest) => createMentorUpdate(body),
    onSuccess: () => refreshAfter(client, 'update.posted'),
  });
}

export function useDeleteUpdate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteMentorUpdate(id),
    onSuccess: () => refreshAfter(client, 'update.deleted'),
  });
}
