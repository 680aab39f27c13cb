/**
 * The floating support chat (spec §4, §5, §8 "Chat").
 *
 * Regions (parallel): `window` — `closed` ⇄ `open`; `conversation` — `restoring` → `idle` ⇄
 * `awaitingReply`. A reply keeps coming while the window is closed; while it is pending nothing
 * else is sent.
 *
 * Restoring: a signed-in user's actor starts by loading their latest conversation
 * (GET /api/chatbot/history), so the chat survives a reload; guests start at the greeting. Nothing
 * can be sent until it is back (it is one short call). Clear still means what spec §4 says: the
 * greeting, no session — and the cleared session is remembered on this device, so a reload does
 * not bring it back.
 *
 * Wiring contract: the app creates one actor per signed-in user with `input: { userId }` (sent with
 * every message, as the spec's widget does) and provides `navigate` (wouter) for redirect
 * suggestions and search results. `sendMessage` defaults to the SDK's `sendChatbotMessage`.
 * History is unbounded (spec §9); the widget virtualises the list.
 */
import {
  getChatbotHistory,
  sendChatbotMessage,
  type ChatbotChatRequest,
  type ChatbotHistoryPage,
  type ChatbotReply,
  type ChatSearchResult,
  type ChatSuggestion,
} from '@campus/sdk';
import { viewerTimeZone } from '@campus/time';
import { readStored, writeStored } from '../../lib/storage';
import { isBlankMessage } from './chat.selectors';
import { assign, fromPromise, setup } from 'xstate';

/** A suggestion of the server, or the local "Try Again" that resends the last question. */
export type ChatAction = ChatSuggestion | { text: string; action: 'retry' };

export interface ChatMessage {
  id: string;
  text: string;
  sender: 'user' | 'bot';
  /** ISO-8601. */
  timestamp: string;
  suggestions?: ChatAction[];
  searchResults?: ChatSearchResult[];
  /** The greeting's three fixed tips. */
  tips?: readonly string[];
}

export const chatMessages = {
  greeting: "Hi! I'm the Campus assistant. How can I help you today?",
  tips: [
    'Ask about courses, e-books or programs, e.g. "Show me data science courses".',
    'Ask about your learning, e.g. "When is my next live class?"',
    'Use the buttons under my answers to jump straight to a page.',
  ],
  failure: "Sorry, I'm having trouble connecting right now. Please try again later.",
  emptyReply: "I'm sorry, I couldn't process your request.",
  typing: 'Typing...',
} as const;

/** The quick-navigation targets of spec §2 ("Chatbot quick-navigation targets"). */
export const standardSuggestions: ChatSuggestion[] = [
  { text: 'Browse Courses', action: 'redirect', url: '/courses' },
  { text: 'E-books', action: 'redirect', url: '/ebookstudent' },
  { text: 'Find a Mentor', action: 'redirect', url: '/mentors' },
  { text: 'My Dashboard', action: 'redirect', url: '/dashboard' },
];

/** Spec §8: a failure offers Try Again, the standard suggestions, and Get Help (/support). */
export const failureSuggestions: ChatAction[] = [
  { text: 'Try Again', action: 'retry' },
  ...standardSuggestions,
  { text: 'Get Help', action: 'redirect', url: '/support' },
];

export const GREETING_ID = 'greeting';

/** How many of the latest messages a reload brings back. */
export const RESTORE_PAGE_SIZE = 50;

const clearedKey = (userId: string) => `campus.chat.cleared.${userId}`;

/** The session this user cleared on this device (never restored again). */
export function clearedSession(userId: string): string | null {
  return readStored(clearedKey(userId));
}

function rememberCleared(userId: string, sessionId: string) {
  // Private mode without storage: a reload may bring the conversation back; nothing breaks.
  writeStored(clearedKey(userId), sessionId);
}

/** The user's latest conversation, unless they cleared it here. */
async function latestConversation(userId: string): Promise<ChatbotHistoryPage | null> {
  const page = await getChatbotHistory({ pageSize: RESTORE_PAGE_SIZE });
  return page.sessionId && page.sessionId !== clearedSession(userId) ? page : null;
}

function greeting(timestamp: string): ChatMessage {
  return {
    id: GREETING_ID,
    text: chatMessages.greeting,
    sender: 'bot',
    timestamp,
    tips: chatMessages.tips,
  };
}

export interface ChatContext {
  userId: string | undefined;
  messages: ChatMessage[];
  sessionId: string | null;
  draft: string;
  /** The question waiting for its reply, or the last one asked (for Try Again). */
  lastQuestion: string | null;
  nextId: number;
  /** The clock that stamps messages; tests and stories pass a fixed one. */
  now: () => number;
}

export interface ChatInput {
  userId?: string;
  /** Milliseconds since the epoch; defaults to the wall clock. */
  now?: () => number;
}

const stamp = (context: { now: () => number }) => new Date(context.now()).toISOString();

export type ChatEvent =
  | { type: 'chat.toggle' }
  | { type: 'chat.close' }
  | { type: 'chat.clear' }
  | { type: 'draft.change'; text: string }
  | { type: 'draft.submit' }
  | { type: 'suggestion.choose'; suggestion: ChatAction }
  | { type: 'link.follow'; url: string };

export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    input: {} as ChatInput,
    events: {} as ChatEvent,
  },
  actors: {
    // The viewer's zone goes with every question: the assistant writes times in it.
    sendMessage: fromPromise<ChatbotReply, ChatbotChatRequest>(({ input }) =>
      sendChatbotMessage(input, { timezone: viewerTimeZone() }),
    ),
    loadHistory: fromPromise<ChatbotHistoryPage | null, { userId: string }>(({ input }) =>
      latestConversation(input.userId),
    ),
  },
  actions: {
    // The app supplies wouter's navigate.
    navigate: (_, _params: { to: string }) => {},
    ask: assign(({ context }, params: { text: string }) => ({
      messages: [
        ...context.messages,
        {
          id: `m${context.nextId}`,
          text: params.text,
          sender: 'user' as const,
          timestamp: stamp(context),
        },
      ],
      lastQuestion: params.text,
      nextId: context.nextId + 1,
    })),
    answer: assign(({ context }, params: { reply: ChatbotReply }) => {
      const { reply } = params;
      const blank = isBlankMessage(reply.response ?? '');
      return {
        sessionId: reply.sessionId || context.sessionId,
        messages: [
          ...context.messages,
          {
            id: reply.messageId ?? `m${context.nextId}`,
            text: blank ? chatMessages.emptyReply : reply.response,
            sender: 'bot' as const,
            timestamp: stamp(context),
            suggestions: reply.suggestions ?? [],
            searchResults: reply.searchResults ?? [],
          },
        ],
        nextId: context.nextId + 1,
      };
    }),
    apologise: assign(({ context }) => ({
      messages: [
        ...context.messages,
        {
          id: `m${context.nextId}`,
          text: chatMessages.failure,
          sender: 'bot' as const,
          timestamp: stamp(context),
          suggestions: failureSuggestions,
        },
      ],
      nextId: context.nextId + 1,
    })),
    clearDraft: assign({ draft: '' }),
    restore: assign(({ context }, params: { page: ChatbotHistoryPage | null }) =>
      params.page && params.page.items.length > 0
        ? {
            sessionId: params.page.sessionId ?? null,
            messages: [
              context.messages[0]!,
              ...params.page.items.map((m): ChatMessage => ({
                id: m._id,
                text: m.text,
                sender: m.sender,
                timestamp: m.timestamp,
                ...(m.sender === 'bot'
                  ? { suggestions: m.suggestions, searchResults: m.searchResults }
                  : {}),
              })),
            ],
          }
        : {},
    ),
    forgetSession: ({ context }) => {
      if (context.userId && context.sessionId) rememberCleared(context.userId, context.sessionId);
    },
    reset: assign(({ context }) => ({
      messages: [greeting(stamp(context))],
      sessionId: null,
      draft: '',
      lastQuestion: null,
    })),
  },
  guards: {
    isGuest: ({ context }) => !context.userId,
    isDraftBlank: ({ context }) => isBlankMessage(context.draft),
    isSuggestion: (_, params: { suggestion: ChatAction }) =>
      params.suggestion.action === 'suggest' && !isBlankMessage(params.suggestion.text),
    isRetry: ({ context }, params: { suggestion: ChatAction }) =>
      params.suggestion.action === 'retry' && context.lastQuestion !== null,
    isRedirect: (_, params: { suggestion: ChatAction }) =>
      params.suggestion.action === 'redirect' && Boolean(params.suggestion.url),
  },
}).createMachine({
  id: 'chat',
  type: 'parallel',
  context: ({ input }) => {
    const now = input?.now ?? Date.now;
    return {
      userId: input?.userId,
      messages: [greeting(new Date(now()).toISOString())],
      sessionId: null,
      draft: '',
      lastQuestion: null,
      nextId: 1,
      now,
    };
  },
  on: {
    'draft.change': { actions: assign({ draft: ({ event }) => event.text }) },
    'link.follow': {
      actions: { type: 'navigate', params: ({ event }) => ({ to: event.url }) },
    },
  },
  states: {
    window: {
      initial: 'closed',
      states: {
        closed: { on: { 'chat.toggle': 'open' } },
        open: { on: { 'chat.toggle': 'closed', 'chat.close': 'closed' } },
      },
    },
    conversation: {
      initial: 'restoring',
      on: {
        // Clearing drops a pending reply too: it would belong to the session just forgotten.
        'chat.clear': { target: '.idle', actions: ['forgetSession', 'reset'] },
        'suggestion.choose': {
          guard: {
            type: 'isRedirect',
            params: ({ event }) => ({ suggestion: event.suggestion }),
          },
          actions: {
            type: 'navigate',
            params: ({ event }) => ({
              to: event.suggestion.action === 'redirect' ? (event.suggestion.url ?? '/') : '/',
            }),
          },
        },
      },
      states: {
        restoring: {
          always: { guard: 'isGuest', target: 'idle' },
          invoke: {
            id: 'loadHistory',
            src: 'loadHistory',
            input: ({ context }) => ({ userId: context.userId ?? '' }),
            onDone: {
              target: 'idle',
              actions: { type: 'restore', params: ({ event }) => ({ page: event.output }) },
            },
            // The greeting stays: a lost history is no reason to block a new question.
            onError: 'idle',
          },
        },
        idle: {
          on: {
            'draft.submit': [
              { guard: 'isDraftBlank' },
              {
                target: 'awaitingReply',
                actions: [
                  { type: 'ask', params: ({ context }) => ({ text: context.draft.trim() }) },
                  'clearDraft',
                ],
              },
            ],
            'suggestion.choose': [
              {
                guard: {
                  type: 'isSuggestion',
                  params: ({ event }) => ({ suggestion: event.suggestion }),
                },
                target: 'awaitingReply',
                actions: { type: 'ask', params: ({ event }) => ({ text: event.suggestion.text }) },
              },
              {
                guard: {
                  type: 'isRetry',
                  params: ({ event }) => ({ suggestion: event.suggestion }),
                },
                target: 'awaitingReply',
                actions: {
                  type: 'ask',
                  params: ({ context }) => ({ text: context.lastQuestion ?? '' }),
                },
              },
              // Redirects fall through to the region's handler: they work while a reply is pending.
            ],
          },
        },
        awaitingReply: {
          invoke: {
            id: 'sendMessage',
            src: 'sendMessage',
            input: ({ context }) => ({
              message: context.lastQuestion ?? '',
              ...(context.userId ? { userId: context.userId } : {}),
              ...(context.sessionId ? { sessionId: context.sessionId } : {}),
            }),
            onDone: {
              target: 'idle',
              actions: { type: 'answer', params: ({ event }) => ({ reply: event.output }) },
            },
            onError: { target: 'idle', actions: 'apologise' },
          },
        },
      },
    },
  },
});

// The selectors live apart from the machine, so a screen can read an actor without loading XState.
export {
  selectIsOpen,
  selectIsLoading,
  selectMessages,
  selectDraft,
  selectSessionId,
  selectIsRestoring,
  selectCanSend,
  isBlankMessage,
} from './chat.selectors';
