// Private messages over REST (openapi/areas/messages.yaml): what survives a reload. Sending
// is the socket's (socket-handlers.ts, which this file adds to every socket). Every operation is the
// caller's own: `userId` is the other party, and the services scope every query to the pair that
// includes the caller.
import type { AppContext } from '../../context';
import { defineHandlers, me, type Handlers } from '../../http/router';
import { contactsOf, partyById } from './access';
import { Conversations } from './conversations';
import { notFound } from '../../http/errors';
import { attachMessaging } from './socket-handlers';

export function messageHandlers(ctx: AppContext): Handlers {
  const conversations = new Conversations(ctx);
  const validMessage = ctx.contract.schemaValidator('PrivateMessageSend');
  const validTyping = ctx.contract.schemaValidator('TypingSend');
  ctx.extensions.socketHandlers.push((session) =>
    attachMessaging({ ...session, ctx, validMessage, validTyping }),
  );
  return defineHandlers({
    listConversations: (c) => conversations.list(me(c).id, c.query),
    getConversation: (c) => conversations.history(me(c).id, c.params.userId, c.query),
    markConversationRead: (c) => conversations.markRead(me(c).id, c.params.userId),
    listMessageContacts: async (c) => {
      const caller = await partyById(ctx.db, me(c).id);
      if (!caller) throw notFound('User not found.');
      return contactsOf(ctx.db, caller, c.query);
    },
  });
}
