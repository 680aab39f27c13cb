import {
  getConversation,
  listConversations,
  listMessageContacts,
  markConversationRead,
  type ContactPage,
  type ConversationHistory,
  type ConversationPage,
} from '@campus/sdk';
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfter } from '../../data/changes';
import { messageKeys } from '../../data/messages/keys';

/** How many messages a slice of history holds; older slices load on demand. */
export const HISTORY_SLICE = 30;
/** How many conversations or contacts a page of the side lists holds; more load on demand. */
const LIST_SLICE = 30;

function uniqueBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(key(item)) && seen.add(key(item)));
}

export const messageQueries = {
  /**
   * Newest first, by cursor: a page of 30, more on demand. A conversation that moved to
   * the top while older pages were read shows once (the first, newest, copy).
   */
  conversations: () =>
    infiniteQueryOptions({
      queryKey: messageKeys.conversations(),
      queryFn: ({ pageParam }) =>
        listConversations({ pageSize: LIST_SLICE, ...(pageParam ? { cursor: pageParam } : {}) }),
      initialPageParam: '',
      getNextPageParam: (last: ConversationPage) => last.nextCursor ?? undefined,
      select: (data) => ({
        items: uniqueBy(
          data.pages.flatMap((p) => p.items),
          (c) => c.user._id,
        ),
      }),
    }),
  /** Who the caller may message, by name and by cursor (a mentor's batches can be long). */
  contacts: (search = '') =>
    infiniteQueryOptions({
      queryKey: messageKeys.contacts(search),
      queryFn: ({ pageParam }) =>
        listMessageContacts({
          pageSize: LIST_SLICE,
          ...(search ? { search } : {}),
          ...(pageParam ? { cursor: pageParam } : {}),
        }),
      initialPageParam: '',
      getNextPageParam: (last: ContactPage) => last.nextCursor ?? undefined,
      select: (data) => ({ items: data.pages.flatMap((p) => p.items) }),
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
    onSuccess: () => refreshAfter(queryClient, 'conversation.read'),
  });
}
