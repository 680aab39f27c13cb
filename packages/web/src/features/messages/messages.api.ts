import {
  getConversation,
  listConversations,
  listMessageContacts,
  markConversationRead,
  type ConversationHistory,
} from '@campus/sdk';
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { messageKeys } from '../../data/messages/keys';

/** How many messages a slice of history holds; older slices load on demand. */
export const HISTORY_SLICE = 30;

export const messageQueries = {
  conversations: () =>
    queryOptions({
      queryKey: messageKeys.conversations(),
      queryFn: () => listConversations({ pageSize: 100 }),
    }),
  contacts: (search = '') =>
    queryOptions({
      queryKey: messageKeys.contacts(search),
      queryFn: () => listMessageContacts({ pageSize: 50, ...(search ? { search } : {}) }),
    }),
  /** The history, newest slice first in `pages`; `before` pages back (newest last within a slice). */
  conversation: (userId: string) =>
    infiniteQueryOptions({
      queryKey: messageKeys.conversation(userId),
      queryFn: ({ pageParam }) =>
        getConversation(userId, {
          limit: HISTORY_SLICE,
          ...(pageParam ? { before: pageParam } : {}),
        }),
      initialPageParam: '',
      getNextPageParam: (last: ConversationHistory) =>
        last.hasMore && last.nextBefore ? last.nextBefore : undefined,
    }),
};

/** Oldest first: the slices were loaded newest first, each oldest → newest. */
export function historyMessages(pages: readonly ConversationHistory[] | undefined) {
  return (pages ?? []).toReversed().flatMap((page) => page.items);
}

/** Reading a conversation: its unread count (and the bell's notes of it) go to zero. */
export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => markConversationRead(userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.conversations() }),
  });
}
