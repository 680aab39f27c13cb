import type { ChatbotChatRequest, ChatbotHistoryPage, ChatbotReply } from '@campus/sdk';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { campusError, fakePromise } from '../../testing/fake-actors';
import {
  createStateRecorder,
  doneEvent,
  expectStoriesToCover,
  reachableStateKeys,
} from '../../testing/state-coverage';
import {
  chatMachine,
  chatMessages,
  clearedSession,
  failureSuggestions,
  GREETING_ID,
  selectCanSend,
  selectDraft,
  selectIsLoading,
  selectIsOpen,
  selectMessages,
  selectSessionId,
} from './chat.machine';

const recorder = createStateRecorder();

/** The injected clock: tests move it by hand, so every timestamp is known. */
function createClock(start = Date.parse('2026-11-22T12:00:00Z')) {
  let time = start;
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

function reply(overrides: Partial<ChatbotReply> = {}): ChatbotReply {
  return {
    response: 'We have three data science courses.',
    suggestions: [{ text: 'Browse Courses', action: 'redirect', url: '/courses' }],
    searchResults: [
      {
        title: 'Data Science with Python',
        url: '/courses/c1',
        kind: 'course',
        snippet: '12 weeks',
      },
    ],
    sessionId: 'session-1',
    ...overrides,
  };
}

/**
 * A chat actor with fake calls. It starts by restoring the user's history: `history` answers it
 * (no earlier conversation by default) before the actor is handed over; `'pending'` leaves it
 * loading.
 */
async function setupChat(
  userId = 'u-1',
  history: ChatbotHistoryPage | null | 'pending' | Error = null,
) {
  const clock = createClock();
  const sendMessage = fakePromise<ChatbotReply, ChatbotChatRequest>();
  const loadHistory = fakePromise<ChatbotHistoryPage | null, { userId: string }>();
  const navigate = vi.fn();
  const actor = recorder.visit(
    createActor(
      chatMachine.provide({
        actors: { sendMessage: sendMessage.logic, loadHistory: loadHistory.logic },
        actions: { navigate: (_, params) => navigate(params.to) },
      }),
      { input: { userId, now: clock.now } },
    ),
  );
  actor.start();
  if (history !== 'pending') {
    if (history instanceof Error) loadHistory.last().reject(history);
    else loadHistory.last().resolve(history);
    await waitFor(actor, (s) => !s.matches({ conversation: 'restoring' }));
  }
  const ask = (text: string) => {
    actor.send({ type: 'draft.change', text });
    actor.send({ type: 'draft.submit' });
  };
  return { actor, sendMessage, loadHistory, navigate, ask, clock };
}

describe('chat machine: window and greeting (spec §4)', () => {
  it('starts closed with the greeting and its three fixed tips', async () => {
    const h = await setupChat();
    try {
      expect(h.actor.getSnapshot().value).toEqual({ window: 'closed', conversation: 'idle' });
      const [first, ...rest] = selectMessages(h.actor.getSnapshot());
      expect(rest).toEqual([]);
      expect(first).toMatchObject({
        id: GREETING_ID,
        sender: 'bot',
        text: chatMessages.greeting,
      });
      expect(first?.tips).toHaveLength(3);
      expect(first?.tips).toEqual(chatMessages.tips);
    } finally {
      h.actor.stop();
    }
  });

  it('opens and closes with the toggle, and closes on request', async () => {
    const h = await setupChat();
    try {
      h.actor.send({ type: 'chat.toggle' });
      expect(selectIsOpen(h.actor.getSnapshot())).toBe(true);
      h.actor.send({ type: 'chat.toggle' });
      expect(selectIsOpen(h.actor.getSnapshot())).toBe(false);
      h.actor.send({ type: 'chat.toggle' });
      h.actor.send({ type: 'chat.close' });
      expect(selectIsOpen(h.actor.getSnapshot())).toBe(false);
    } finally {
      h.actor.stop();
    }
  });
});

describe('chat machine: sending (spec §5, §4)', () => {
  it.each(['', '   ', '\n\t '])(
    'does not send an empty or whitespace-only message (%j)',
    async (text) => {
      const h = await setupChat();
      try {
        h.ask(text);
        expect(h.sendMessage.calls).toHaveLength(0);
        expect(selectIsLoading(h.actor.getSnapshot())).toBe(false);
        expect(selectCanSend(h.actor.getSnapshot())).toBe(false);
        expect(selectMessages(h.actor.getSnapshot())).toHaveLength(1);
      } finally {
        h.actor.stop();
      }
    },
  );

  it('sends the trimmed question with the user id, shows it, clears the input and sets loading', async () => {
    const h = await setupChat('u-42');
    try {
      h.actor.send({ type: 'draft.change', text: '  Which courses?  ' });
      expect(selectCanSend(h.actor.getSnapshot())).toBe(true);
      h.actor.send({ type: 'draft.submit' });
      expect(h.sendMessage.last().input).toEqual({ message: 'Which courses?', userId: 'u-42' });
      expect(selectIsLoading(h.actor.getSnapshot())).toBe(true);
      expect(h.actor.getSnapshot().value).toEqual({
        window: 'closed',
        conversation: 'awaitingReply',
      });
      expect(selectDraft(h.actor.getSnapshot())).toBe('');
      expect(selectMessages(h.actor.getSnapshot()).at(-1)).toMatchObject({
        sender: 'user',
        text: 'Which courses?',
        timestamp: '2026-11-22T12:00:00.000Z',
      });
    } finally {
      h.actor.stop();
    }
  });

  it('blocks sending while a reply is pending, but typing goes on', async () => {
    const h = await setupChat();
    try {
      h.ask('First');
      h.ask('Second');
      expect(h.sendMessage.calls).toHaveLength(1);
      expect(selectDraft(h.actor.getSnapshot())).toBe('Second');
      expect(selectCanSend(h.actor.getSnapshot())).toBe(false);
      h.actor.send({
        type: 'suggestion.choose',
        suggestion: { text: 'More', action: 'suggest' },
      });
      expect(h.sendMessage.calls).toHaveLength(1);
    } finally {
      h.actor.stop();
    }
  });

  it('shows the reply with its suggestions and search results, and keeps the session id', async () => {
    const h = await setupChat();
    try {
      h.ask('Data science?');
      h.sendMessage.last().resolve(reply());
      await waitFor(h.actor, (s) => s.matches({ conversation: 'idle' }));
      const last = selectMessages(h.actor.getSnapshot()).at(-1);
      expect(last).toMatchObject({
        sender: 'bot',
        text: 'We have three data science courses.',
        suggestions: reply().suggestions,
        searchResults: reply().searchResults,
      });
      expect(selectSessionId(h.actor.getSnapshot())).toBe('session-1');
      h.ask('And e-books?');
      expect(h.sendMessage.last().input).toEqual({
        message: 'And e-books?',
        userId: 'u-1',
        sessionId: 'session-1',
      });
    } finally {
      h.actor.stop();
    }
  });

  it('stamps every message with the injected clock, not the wall clock', async () => {
    const h = await setupChat();
    try {
      h.clock.advance(60_000);
      h.ask('Data science?');
      h.clock.advance(2_000);
      h.sendMessage.last().resolve(reply());
      await waitFor(h.actor, (s) => s.matches({ conversation: 'idle' }));
      expect(selectMessages(h.actor.getSnapshot()).map((m) => m.timestamp)).toEqual([
        '2026-11-22T12:00:00.000Z',
        '2026-11-22T12:01:00.000Z',
        '2026-11-22T12:01:02.000Z',
      ]);
      h.clock.advance(3_600_000);
      h.actor.send({ type: 'chat.clear' });
      expect(selectMessages(h.actor.getSnapshot())[0]?.timestamp).toBe('2026-11-22T13:01:02.000Z');
    } finally {
      h.actor.stop();
    }
  });

  it(`an empty reply reads "I'm sorry, I couldn't process your request."`, async () => {
    const h = await setupChat();
    try {
      h.ask('Hmm');
      h.sendMessage.last().resolve(reply({ response: '  ', suggestions: [], searchResults: [] }));
      await waitFor(h.actor, (s) => s.matches({ conversation: 'idle' }));
      expect(selectMessages(h.actor.getSnapshot()).at(-1)?.text).toBe(
        "I'm sorry, I couldn't process your request.",
      );
    } finally {
      h.actor.stop();
    }
  });

  it('a failure apologises with Try Again, the standard suggestions and Get Help (/support)', async () => {
    const h = await setupChat();
    try {
      h.ask('Hello?');
      h.sendMessage.last().reject(campusError(0));
      await waitFor(h.actor, (s) => s.matches({ conversation: 'idle' }));
      const last = selectMessages(h.actor.getSnapshot()).at(-1);
      expect(last?.text).toBe(
        "Sorry, I'm having trouble connecting right now. Please try again later.",
      );
      expect(last?.suggestions?.map((s) => s.text)).toEqual([
        'Try Again',
        'Browse Courses',
        'E-books',
        'Find a Mentor',
        'My Dashboard',
        'Get Help',
      ]);
      expect(last?.suggestions?.at(-1)).toEqual({
        text: 'Get Help',
        action: 'redirect',
        url: '/support',
      });
      expect(selectIsLoading(h.actor.getSnapshot())).toBe(false);
    } finally {
      h.actor.stop();
    }
  });

  it('Try Again asks the last question again', async () => {
    const h = await setupChat();
    try {
      h.ask('Hello?');
      h.sendMessage.last().reject(campusError(500));
      await waitFor(h.actor, (s) => s.matches({ conversation: 'idle' }));
      h.actor.send({ type: 'suggestion.choose', suggestion: failureSuggestions[0]! });
      expect(h.sendMessage.calls).toHaveLength(2);
      expect(h.sendMessage.last().input).toMatchObject({ message: 'Hello?' });
    } finally {
      h.actor.stop();
    }
  });

  it('Try Again with nothing asked before does nothing', async () => {
    const h = await setupChat();
    try {
      h.actor.send({
        type: 'suggestion.choose',
        suggestion: { text: 'Try Again', action: 'retry' },
      });
      expect(h.sendMessage.calls).toHaveLength(0);
    } finally {
      h.actor.stop();
    }
  });

  it('a "suggest" suggestion sends its text', async () => {
    const h = await setupChat();
    try {
      h.actor.send({
        type: 'suggestion.choose',
        suggestion: { text: 'Show upcoming live classes', action: 'suggest' },
      });
      expect(h.sendMessage.last().input).toMatchObject({ message: 'Show upcoming live classes' });
      expect(selectMessages(h.actor.getSnapshot()).at(-1)?.text).toBe('Show upcoming live classes');
    } finally {
      h.actor.stop();
    }
  });

  it('a "redirect" suggestion navigates, even while a reply is pending', async () => {
    const h = await setupChat();
    try {
      h.actor.send({
        type: 'suggestion.choose',
        suggestion: { text: 'Courses', action: 'redirect', url: '/courses' },
      });
      expect(h.navigate).toHaveBeenCalledWith('/courses');
      h.ask('Wait');
      h.actor.send({
        type: 'suggestion.choose',
        suggestion: { text: 'Help', action: 'redirect', url: '/support' },
      });
      expect(h.navigate).toHaveBeenLastCalledWith('/support');
      expect(h.sendMessage.calls).toHaveLength(1);
    } finally {
      h.actor.stop();
    }
  });

  it('a search result link navigates to its route', async () => {
    const h = await setupChat();
    try {
      h.actor.send({ type: 'link.follow', url: '/courses/c1' });
      expect(h.navigate).toHaveBeenCalledWith('/courses/c1');
    } finally {
      h.actor.stop();
    }
  });
});

describe('chat machine: Clear (spec §4)', () => {
  it('returns to the greeting and forgets the session id', async () => {
    const h = await setupChat();
    try {
      h.ask('Hi');
      h.sendMessage.last().resolve(reply());
      await waitFor(h.actor, (s) => s.matches({ conversation: 'idle' }));
      h.actor.send({ type: 'chat.clear' });
      expect(selectMessages(h.actor.getSnapshot()).map((m) => m.id)).toEqual([GREETING_ID]);
      expect(selectSessionId(h.actor.getSnapshot())).toBeNull();
      h.ask('Again');
      expect(h.sendMessage.last().input).toEqual({ message: 'Again', userId: 'u-1' });
    } finally {
      h.actor.stop();
    }
  });

  it('drops a pending reply and unblocks sending, without closing the window', async () => {
    const h = await setupChat();
    try {
      h.actor.send({ type: 'chat.toggle' });
      h.ask('Slow one');
      h.actor.send({ type: 'chat.clear' });
      expect(selectIsLoading(h.actor.getSnapshot())).toBe(false);
      expect(selectIsOpen(h.actor.getSnapshot())).toBe(true);
      h.sendMessage.calls[0]?.resolve(reply());
      await Promise.resolve();
      expect(selectMessages(h.actor.getSnapshot())).toHaveLength(1);
    } finally {
      h.actor.stop();
    }
  });
});

describe('chat machine: restoring after a reload', () => {
  const page = (sessionId: string): ChatbotHistoryPage => ({
    items: [
      {
        _id: 'h1',
        sessionId,
        sender: 'user',
        text: 'Which courses teach SQL?',
        suggestions: [],
        searchResults: [],
        timestamp: '2026-11-21T10:00:00.000Z',
      },
      {
        _id: 'h2',
        sessionId,
        sender: 'bot',
        text: 'Two courses teach SQL.',
        suggestions: [{ text: 'Browse Courses', action: 'redirect', url: '/courses' }],
        searchResults: [],
        timestamp: '2026-11-21T10:00:01.000Z',
      },
    ],
    sessionId,
    nextCursor: null,
    pageSize: 50,
  });

  it('a signed-in user gets their latest conversation back after the greeting, and continues it', async () => {
    const h = await setupChat('u-1', page('s-9'));
    try {
      expect(selectMessages(h.actor.getSnapshot()).map((m) => m.id)).toEqual([
        GREETING_ID,
        'h1',
        'h2',
      ]);
      expect(selectMessages(h.actor.getSnapshot())[2]?.suggestions).toHaveLength(1);
      expect(selectSessionId(h.actor.getSnapshot())).toBe('s-9');
      h.ask('And Python?');
      expect(h.sendMessage.last().input).toEqual({
        message: 'And Python?',
        userId: 'u-1',
        sessionId: 's-9',
      });
    } finally {
      h.actor.stop();
    }
  });

  it('nothing is sent while the history loads; a failed load leaves the greeting', async () => {
    const h = await setupChat('u-1', 'pending');
    try {
      expect(h.loadHistory.last().input).toEqual({ userId: 'u-1' });
      h.actor.send({ type: 'draft.change', text: 'Hello' });
      expect(selectCanSend(h.actor.getSnapshot())).toBe(false);
      h.actor.send({ type: 'draft.submit' });
      expect(h.sendMessage.calls).toHaveLength(0);
      h.loadHistory.last().reject(new Error('offline'));
      await waitFor(h.actor, (s) => s.matches({ conversation: 'idle' }));
      expect(selectMessages(h.actor.getSnapshot()).map((m) => m.id)).toEqual([GREETING_ID]);
      expect(selectCanSend(h.actor.getSnapshot())).toBe(true);
    } finally {
      h.actor.stop();
    }
  });

  it('a guest starts at the greeting without asking the server', async () => {
    const clock = createClock();
    const loadHistory = fakePromise<ChatbotHistoryPage | null, { userId: string }>();
    const actor = createActor(chatMachine.provide({ actors: { loadHistory: loadHistory.logic } }), {
      input: { now: clock.now },
    }).start();
    expect(actor.getSnapshot().matches({ conversation: 'idle' })).toBe(true);
    expect(loadHistory.calls).toHaveLength(0);
    actor.stop();
  });

  it('Clear remembers the cleared session on this device, so a reload does not restore it', async () => {
    localStorage.clear();
    const h = await setupChat('u-1', page('s-9'));
    try {
      h.actor.send({ type: 'chat.clear' });
      expect(clearedSession('u-1')).toBe('s-9');
      expect(clearedSession('u-2')).toBeNull();
    } finally {
      h.actor.stop();
      localStorage.clear();
    }
  });
});

describe('chat machine: history', () => {
  it('is unbounded: hundreds of exchanges are all kept', async () => {
    const h = await setupChat();
    try {
      for (let i = 0; i < 300; i += 1) {
        h.ask(`Question ${i}`);
        h.sendMessage.last().resolve(reply({ response: `Answer ${i}` }));
        await waitFor(h.actor, (s) => s.matches({ conversation: 'idle' }));
      }
      expect(selectMessages(h.actor.getSnapshot())).toHaveLength(601);
      const ids = new Set(selectMessages(h.actor.getSnapshot()).map((m) => m.id));
      expect(ids.size).toBe(601);
    } finally {
      h.actor.stop();
    }
  });

  it('every state xstate/graph can reach is reached by a test above and shown by a story', async () => {
    const reachable = reachableStateKeys(chatMachine, {
      input: { userId: 'u' },
      contextKey: (context: { draft: string }) => (context.draft.trim() ? 'draft' : 'blank'),
      events: [
        { type: 'chat.toggle' },
        { type: 'chat.close' },
        { type: 'chat.clear' },
        { type: 'draft.change', text: 'hi' },
        { type: 'draft.submit' },
        doneEvent('sendMessage', reply()),
        doneEvent('loadHistory', null),
      ],
    });
    expect(reachable).toEqual([
      'conversation.awaitingReply',
      'conversation.idle',
      'conversation.restoring',
      'window.closed',
      'window.open',
    ]);
    recorder.expectToCover(reachable);
    expectStoriesToCover('chat', reachable);
  });
});
