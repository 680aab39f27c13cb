/**
 * Every messages query sits under `all`: a message received (a `private_message` event, the
 * `message.received` change of data/changes.ts) refreshes the list (last message, unread counts)
 * and the open conversation at once.
 */
export const messageKeys = {
  all: ['messages'] as const,
  conversations: () => [...messageKeys.all, 'conversations'] as const,
  conversation: (userId: string) => [...messageKeys.all, 'conversation', userId] as const,
  contacts: (search: string) => [...messageKeys.all, 'contacts', search] as const,
};
