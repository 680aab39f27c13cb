// The socket side of private messages (spec §7 private_message and typing). The socket
// server (src/realtime/socket.ts) authenticates, rate-limits and re-reads the sender; this file decides
// who hears what:
// - `private_message` is stored (send.ts) and then delivered once: to the addressee's sockets (with
//   the bell notification stored with it) and to the sender's other sockets (its tabs see what it sent). The
//   sending socket gets the stored message in its acknowledgement instead. A repeat of a stored
//   `clientId` is acknowledged again and delivered to no one. What it changes in a mentor's inbox
//   is announced with it (ctx.extensions.inboxChanged).
// - `typing` is relayed only to someone the sender may talk to now (asked afresh for every hint, so a
//   batch change or removal silences it at once).
import type { PrivateMessageAck } from '@campus/sdk/model';
import type { AppContext } from '../../context';
import { userRoom } from '../../realtime/hub';
import type { SocketSession } from '../../realtime/socket';
import { awaitingReview } from '../../lib/mentor-review';
import { mayTalk, partyById } from './access';
import { messageEvents, sendPrivateMessage } from './send';

export interface MessagingDeps extends SocketSession {
  ctx: AppContext;
  /** Validators of the contract's schemas: null when valid, else the problems. */
  validMessage: (payload: unknown) => { msg: string }[] | null;
  validTyping: (payload: unknown) => { msg: string }[] | null;
}

export function attachMessaging(d: MessagingDeps): void {
  const { ctx, io, socket } = d;
  const user = socket.data.user;
  const reply = (ack: unknown, answer: PrivateMessageAck) => {
    if (typeof ack === 'function') (ack as (a: PrivateMessageAck) => void)(answer);
  };

  socket.on('private_message', async (payload: unknown, ack?: unknown) => {
    if (!d.takeMessage())
      return reply(ack, { ok: false, message: 'Too many messages. Slow down.' });
    const problems = d.validMessage(payload);
    if (problems) return reply(ack, { ok: false, message: problems.map((p) => p.msg).join(', ') });
    const input = payload as { toUserId: string; message: string; clientId?: string };
    try {
      const sender = await d.current();
      if (!sender) return d.ended(ack);
      const review = awaitingReview(sender);
      if (review) return reply(ack, { ok: false, message: review.message });
      const result = await sendPrivateMessage(ctx, sender.id, input);
      if (!result.ok) return reply(ack, { ok: false, message: result.reason });
      const { message: sent } = result;
      if (!result.repeated) {
        const { toAddressee, toSender } = messageEvents(result);
        io.to(userRoom(sent.toUserId)).emit('private_message', toAddressee);
        socket.to(userRoom(user.id)).emit('private_message', toSender);
        if (result.inbox) ctx.extensions.inboxChanged(result.inbox);
      }
      reply(ack, { ok: true, sent });
    } catch (err) {
      ctx.log.error({ err }, 'private_message failed');
      reply(ack, { ok: false, message: 'Server error. Please try again later.' });
    }
  });

  // Read fresh on every hint, like a message: a permission kept for a while would let a student who
  // had left the batch go on showing as typing to its mentor. Three indexed reads, at
  // most `SOCKET_LIMITS.typing` times a second per user.
  const mayType = async (toUserId: string): Promise<boolean> => {
    const [from, to] = await Promise.all([partyById(ctx.db, user.id), partyById(ctx.db, toUserId)]);
    return !!from && !!to && (await mayTalk(ctx.db, from, to));
  };

  socket.on('typing', async (payload: unknown) => {
    if (!d.takeTyping() || d.validTyping(payload)) return;
    const { toUserId, isTyping } = payload as { toUserId: string; isTyping: boolean };
    // The connect-time review status is enough for an ephemeral hint; messages re-check it.
    if (toUserId === user.id || awaitingReview(user)) return;
    try {
      if (!(await mayType(toUserId))) return;
      io.to(userRoom(toUserId)).emit('typing', { fromUserId: user.id, isTyping });
    } catch (err) {
      ctx.log.error({ err }, 'typing failed');
    }
  });
}
