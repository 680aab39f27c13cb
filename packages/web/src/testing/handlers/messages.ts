import type { ContactPage, ConversationHistory, ConversationPage, Message } from '@campus/sdk';
import {
  getGetConversationMockHandler,
  getListConversationsMockHandler,
  getListMessageContactsMockHandler,
  getMarkConversationReadMockHandler,
} from '@campus/sdk/msw';
import { failing, pending, type HandlerGroups, type Route } from './kit';

const routes: Route[] = [
  ['get', '*/api/messages/conversations'],
  ['get', '*/api/messages/contacts'],
  ['get', '*/api/messages/conversations/:userId'],
];

/** The people of the messages stories: the student signed in, her mentor, a classmate. */
export const messagePeople = {
  student: { _id: 'u-student-1', name: 'Asha Rao', role: 'student' as const },
  mentor: { _id: 'u-mentor-1', name: 'Meera Iyer', role: 'mentor' as const },
  mentor2: { _id: 'u-mentor-2', name: 'Arjun Menon', role: 'mentor' as const },
};

const { student, mentor, mentor2 } = messagePeople;

const message = (
  n: number,
  from: string,
  to: string,
  text: string,
  at: string,
  read = true,
): Message => ({
  _id: `pm-${n}`,
  fromUserId: from,
  toUserId: to,
  message: text,
  type: 'text',
  at,
  read,
});

/** Asha and Meera, oldest first: a question, an answer, a thanks. */
export const messageHistory: Message[] = [
  message(
    1,
    student._id,
    mentor._id,
    'Hi Meera, is the REST API task due Friday?',
    '2026-11-21T09:00:00.000Z',
  ),
  message(
    2,
    mentor._id,
    student._id,
    'Yes, Friday 6 pm. Ask if you get stuck on auth.',
    '2026-11-21T09:05:00.000Z',
  ),
  message(
    3,
    mentor._id,
    student._id,
    'I left a note on your last submission too.',
    '2026-11-22T11:40:00.000Z',
    false,
  ),
];

export const conversationPage: ConversationPage = {
  items: [
    { user: mentor, lastMessage: messageHistory[2]!, unread: 1, canReply: true },
    {
      user: mentor2,
      lastMessage: message(
        9,
        student._id,
        mentor2._id,
        'Thanks for the session!',
        '2026-11-18T15:00:00.000Z',
      ),
      unread: 0,
      canReply: true,
    },
  ],
  unread: 1,
  nextCursor: null,
  pageSize: 30,
};

export const contactPage: ContactPage = {
  items: [mentor, mentor2],
  nextCursor: null,
  pageSize: 30,
};

export const historyWith = (
  items: Message[],
  options: Partial<ConversationHistory> = {},
): ConversationHistory => ({ user: mentor, items, hasMore: false, canReply: true, ...options });

const emptyPage = { items: [], nextCursor: null, pageSize: 30 };

/** The messages page's calls, one group per state (see kit.ts). */
export const messages: HandlerGroups = {
  full: [
    getListConversationsMockHandler(conversationPage),
    getListMessageContactsMockHandler(contactPage),
    getGetConversationMockHandler(historyWith(messageHistory)),
    getMarkConversationReadMockHandler(),
  ],
  empty: [
    getListConversationsMockHandler({ ...emptyPage, unread: 0 }),
    getListMessageContactsMockHandler(emptyPage),
    getGetConversationMockHandler(historyWith([])),
    getMarkConversationReadMockHandler(),
  ],
  error: failing(routes),
  loading: pending(routes),
};
