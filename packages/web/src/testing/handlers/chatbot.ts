import { getGetChatbotHistoryMockHandler } from '@campus/sdk/msw';

/** GET /api/chatbot/history with nothing stored: a first visit, or after Clear. */
export const noChatHistory = () =>
  getGetChatbotHistoryMockHandler({ items: [], nextCursor: null, pageSize: 50 });

/**
 * GET /api/chatbot/history after a reload: one question and the assistant's answer (with a
 * suggestion), session s-7.
 */
export const earlierChat = () =>
  getGetChatbotHistoryMockHandler({
    items: [
      {
        _id: 'h1',
        sessionId: 's-7',
        sender: 'user',
        text: 'Which courses teach SQL?',
        suggestions: [],
        searchResults: [],
        timestamp: '2026-11-21T10:00:00.000Z',
      },
      {
        _id: 'h2',
        sessionId: 's-7',
        sender: 'bot',
        text: 'Two courses teach SQL. Here they are:',
        suggestions: [{ text: 'Browse Courses', action: 'redirect', url: '/courses' }],
        searchResults: [],
        timestamp: '2026-11-21T10:00:01.000Z',
      },
    ],
    sessionId: 's-7',
    nextCursor: null,
    pageSize: 50,
  });
