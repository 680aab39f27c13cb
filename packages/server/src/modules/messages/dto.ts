// Messages as the contract shows them (Message, messages.yaml).
import type { Message } from '@campus/sdk/model';
import type { PrivateMessageRow } from '../../db/schema/index';

export function toMessage(r: PrivateMessageRow): Message {
  const dto: Message = {
    _id: r.id,
    fromUserId: r.senderId,
    toUserId: r.recipientId,
    message: r.body,
    type: r.type,
    at: r.createdAt.toISOString(),
    read: r.readAt !== null,
  };
  if (r.clientId) dto.clientId = r.clientId;
  return dto;
}

/** The conversation of two users, whichever wrote first: the pair sorted. */
export const pairOf = (a: string, b: string) =>
  a < b ? { userLow: a, userHigh: b } : { userLow: b, userHigh: a };

/** Where the app shows a conversation (the bell's link, spec §4). */
export const conversationLink = (userId: string) => `/messages/${userId}`;

/** The bell's sentence: who wrote, and the start of what they wrote. */
export function bellText(senderName: string, body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  return `${senderName}: ${flat.length > 140 ? flat.slice(0, 139) + '…' : flat}`;
}
