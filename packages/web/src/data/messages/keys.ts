/**
 * Every messages query sits under `all`: a `private_message` event refreshes the list (last
 * message, unread counts) and the open conversation at once (app/socket-invalidation.ts).
 */
export const messageKeys = {
  all: ['messages'] as const,
  conversations: () => [...messageKeys.all, 'conversations'] as const,
  conversation: (userId: string) => [...messageKeys.all, 'conversation', userId] as const,
  contacts: (search: string) => [...messageKeys.all, 'contacts', search] as const,
};
