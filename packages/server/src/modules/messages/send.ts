// Sending a private message: checked, stored with its bell notification in one transaction, and
// answered with what to deliver, including what it changes in the inbox of a mentor (or admin) who
// talks with a student. Delivery itself happens after the commit (the socket handler emits), so
// nobody hears of a message that was rolled back.
import type {
  Message,
  Notification,
  PrivateMessageEvent,
  PrivateMessageSend,
} from '@campus/sdk/model';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { conversations, privateMessages, type PrivateMessageRow } from '../../db/schema/index';
import { inboxItemId, type InboxChange } from '../../lib/inbox-items';
import { recordFirstContact } from '../radar/public';
import { partyById, refusal, REFUSALS, type Party } from './access';
import { bellText, conversationLink, pairOf, toMessage } from './dto';

export type SendResult =
  | { ok: false; reason: string }
  | {
      ok: true;
      message: Message;
      /** The addressee's bell notification; absent when this was a repeat of a stored message. */
      notification?: Notification;
      /** True when `clientId` matched a message stored before: deliver nothing again. */
      repeated: boolean;
      /** The inbox items it starts, continues or answers (a student's message to staff, a reply). */
      inbox?: InboxChange[];
    };

export async function sendPrivateMessage(
  ctx: AppContext,
  senderId: string,
  input: PrivateMessageSend,
): Promise<SendResult> {
  return ctx.db.transaction(async (tx): Promise<SendResult> => {
    const [from, to] = await Promise.all([partyById(tx, senderId), partyById(tx, input.toUserId)]);
    if (!from || !to) return { ok: false, reason: REFUSALS.cannotReceive };
    const refused = await refusal(tx, from, to);
    if (refused) return { ok: false, reason: refused };

    const findRepeat = async (): Promise<PrivateMessageRow | undefined> => {
      if (!input.clientId) return undefined;
      const [row] = await tx
        .select()
        .from(privateMessages)
        .where(
          and(eq(privateMessages.senderId, from.id), eq(privateMessages.clientId, input.clientId)),
        )
        .limit(1);
      return row;
    };
    const repeatOf = (row: PrivateMessageRow): SendResult =>
      row.recipientId === to.id
        ? { ok: true, message: toMessage(row), repeated: true }
        : { ok: false, reason: 'This message id was already used for another message.' };

    const earlier = await findRepeat();
    if (earlier) return repeatOf(earlier);

    const [row] = await tx
      .insert(privateMessages)
      .values({
        senderId: from.id,
        recipientId: to.id,
        ...pairOf(from.id, to.id),
        body: input.message,
        clientId: input.clientId ?? null,
      })
      // A retry racing its original (two sockets, a reconnect): the first one stored wins.
      .onConflictDoNothing()
      .returning();
    if (!row) {
      const raced = await findRepeat();
      if (raced) return repeatOf(raced);
      throw new Error('private message neither stored nor found');
    }

    // Routed and stored like every server event (hub.record), delivered by the socket handler with
    // the message (when the addressee keeps messages out of the app, there is no bell entry).
    const [stored] = await ctx.hub.record(tx, [to.id], {
      type: 'message',
      event: 'private_message',
      data: {
        message: bellText(from.name, input.message),
        entityId: from.id,
        link: conversationLink(from.id),
      },
      reason: `because ${from.name} wrote to you`,
    });
    return {
      ok: true,
      message: toMessage(row),
      repeated: false,
      ...(stored ? { notification: stored.notification } : {}),
      inbox: [
        ...(await inboxChanges(tx, from, to, row)),
        // A mentor writing to a student is the first contact of the student's open radar flag.
        ...(from.role === 'mentor' && to.role === 'student'
          ? await recordFirstContact(tx, from.id, to.id, ctx.now())
          : []),
      ],
    };
  });
}

/**
 * A student's message waits in the inbox of the staff member it is to (conversations.waiting_on,
 * kept by the database): the item is new when this message began the wait, else it goes on. A
 * message to a student answers the sender's item, if one waited.
 */
async function inboxChanges(
  tx: Tx,
  from: Party,
  to: Party,
  row: PrivateMessageRow,
): Promise<InboxChange[]> {
  if (to.role === 'student' && from.role !== 'student')
    return [{ mentorId: from.id, itemId: inboxItemId('message', to.id), was: true }];
  if (from.role !== 'student' || to.role === 'student') return [];
  const [c] = await tx
    .select({ began: sql<boolean>`${conversations.waitingSince} = ${privateMessages.createdAt}` })
    .from(conversations)
    .innerJoin(privateMessages, eq(privateMessages.id, row.id))
    .where(and(eq(conversations.userLow, row.userLow), eq(conversations.userHigh, row.userHigh)));
  return [{ mentorId: to.id, itemId: inboxItemId('message', from.id), was: !c?.began }];
}

type PrivateMessageNotification = NonNullable<PrivateMessageEvent['notification']>;

/**
 * What a stored message sends: to the addressee's sockets the message with its bell notification,
 * to the sender's other sockets the message alone.
 */
export function messageEvents(result: Extract<SendResult, { ok: true }>): {
  toAddressee: PrivateMessageEvent;
  toSender: PrivateMessageEvent;
} {
  const { message: sent } = result;
  const event: PrivateMessageEvent = {
    _id: sent._id,
    fromUserId: sent.fromUserId,
    toUserId: sent.toUserId,
    message: sent.message,
    type: sent.type,
    at: sent.at,
    ...(sent.clientId ? { clientId: sent.clientId } : {}),
  };
  // The stored row's event is always 'private_message' (above); the contract names the enum.
  const toAddressee: PrivateMessageEvent = result.notification
    ? { ...event, notification: result.notification as PrivateMessageNotification }
    : event;
  return { toAddressee, toSender: event };
}
