// What other areas ask of private messages: sending one on a person's behalf from the server (the
// radar's "message the students who…"), stored, notified and delivered exactly as a message the
// person sent from their own socket.
import type { PrivateMessageSend } from '@campus/sdk/model';
import type { AppContext } from '../../context';
import { messageEvents, sendPrivateMessage, type SendResult } from './send';

/** Sends `input` from `senderId`; a stored message reaches both parties' sockets and the inbox. */
export async function sendOnBehalf(
  ctx: AppContext,
  senderId: string,
  input: PrivateMessageSend,
): Promise<SendResult> {
  const result = await sendPrivateMessage(ctx, senderId, input);
  if (result.ok && !result.repeated) {
    const { toAddressee, toSender } = messageEvents(result);
    ctx.hub.tellMessage(toAddressee, toSender);
    if (result.inbox) ctx.extensions.inboxChanged(result.inbox);
  }
  return result;
}
