import type { AppContext } from '../../context';
import { me, type Handlers } from '../../http/router';
import { seedChatbot } from '../../seed/chatbot';
import { ChatbotService } from './service';

interface Page {
  page: number;
  pageSize: number;
}

export function chatbotHandlers(ctx: AppContext): Handlers {
  const svc = new ChatbotService(ctx);
  ctx.extensions.seeders.push((world) => seedChatbot(world));
  return {
    // `userId` in the body is ignored on purpose: the caller is always the token's user.
    sendChatbotMessage: (c) => svc.chat(me(c), c.body as { message: string; sessionId?: string }),
    getChatbotHistory: (c) =>
      svc.history(me(c), c.query as unknown as Page & { sessionId?: string }),
    listChatbotSessions: (c) => svc.sessions(me(c), c.query as unknown as Page),
    deleteChatbotSession: async (c) => {
      await svc.deleteSession(me(c), c.params.sessionId ?? '');
    },
  };
}
