import type { AppContext } from '../../context';
import { defineHandlers, me, type Handlers } from '../../http/router';
import { seedChatbot } from '../../seed/chatbot';
import { ChatbotService } from './service';

export function chatbotHandlers(ctx: AppContext): Handlers {
  const svc = new ChatbotService(ctx);
  ctx.extensions.seeders.push((world) => seedChatbot(world));
  return defineHandlers({
    sendChatbotMessage: (c) => svc.chat(me(c), c.body, c.query.timezone),
    getChatbotHistory: (c) => svc.history(me(c), c.query),
    getChatbotCapabilities: (c) => svc.capabilities(me(c)),
    listChatbotSessions: (c) => svc.sessions(me(c), c.query),
    deleteChatbotSession: async (c) => {
      await svc.deleteSession(me(c), c.params.sessionId);
    },
  });
}
