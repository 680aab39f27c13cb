/**
 * One private conversation (spec §3 Private message and Typing indicator, §7 events).
 * The history lives in the query cache (messages.api.ts); this machine owns what the cache cannot:
 * the connection, the messages on their way out, and both typing indicators.
 *
 * Regions (parallel):
 * - `connection`: `connecting` until the socket reports, then `online` ⇄ `offline`.
 * - `outbox`: `idle` ⇄ `sending`. Messages go out one at a time, in order, each with its own
 *   `clientId` (so a retry is stored once by the server). Without an answer within SEND_TIMEOUT_MS
 *   or with a refusal a message is `failed` and offers retry; while offline they wait, `queued`.
 * - `typing` (ours): the composer's changes send `isTyping: true` at most every TYPING_REFRESH_MS
 *   (`active.recent` → `active.due`), and `false` after TYPING_IDLE_MS without a change, on send, or
 *   when the draft is cleared.
 * - `peer`: `typing` while the other side's hints arrive; it falls back to `idle` after
 *   PEER_TYPING_TIMEOUT_MS without one, at their `false`, or when their message arrives — so
 *   "… is typing" never sticks, even when their `false` was lost.
 *
 * Wiring: `input.port` is the socket as this feature sees it (the app adapts the realtime actor; tests
 * and stories pass a fake). Time goes through the actor's clock (delays), and `input.now` for stamps.
 */
import type {
  PrivateMessageAck,
  PrivateMessageEvent,
  PrivateMessageSend,
  Message,
  TypingEvent,
  TypingSend,
} from '@campus/sdk';
import {
  and,
  assign,
  cancel,
  enqueueActions,
  fromCallback,
  fromPromise,
  raise,
  setup,
  stateIn,
  type SnapshotFrom,
} from 'xstate';

export const SEND_TIMEOUT_MS = 10_000;
export const TYPING_REFRESH_MS = 2_500;
export const TYPING_IDLE_MS = 3_000;
export const PEER_TYPING_TIMEOUT_MS = 6_000;

export type PortEvent =
  | { type: 'message'; message: PrivateMessageEvent }
  | { type: 'typing'; indicator: TypingEvent }
  | { type: 'online' }
  | { type: 'offline' };

/** The socket as a conversation needs it. */
export interface MessagingPort {
  /** Emits `private_message`; resolves with the server's acknowledgement (may never resolve). */
  send(message: PrivateMessageSend): Promise<PrivateMessageAck>;
  typing(indicator: TypingSend): void;
  /** Live events; the current connection state is reported at once on subscribe. */
  subscribe(listener: (event: PortEvent) => void): () => void;
}

export type OutgoingStatus = 'queued' | 'sending' | 'sent' | 'failed';

export interface OutgoingMessage {
  clientId: string;
  text: string;
  /** When it was written (ISO), until the server's time replaces it. */
  at: string;
  status: OutgoingStatus;
  /** Why it failed, in words. */
  error?: string;
  /** The stored message, once acknowledged. */
  sent?: Message;
}

export interface ConversationInput {
  me: string;
  peerId: string;
  port: MessagingPort;
  now?: () => number;
  newId?: () => string;
}

export interface ConversationContext {
  me: string;
  peerId: string;
  port: MessagingPort;
  now: () => number;
  newId: () => string;
  outbox: OutgoingMessage[];
}

export type ConversationEvent =
  | { type: 'draft.changed'; text: string }
  | { type: 'message.submit'; text: string }
  | { type: 'message.retry'; clientId: string }
  | { type: 'message.discard'; clientId: string }
  /** The history now holds these message ids: their outbox copies can go. */
  | { type: 'history.synced'; ids: readonly string[] }
  | { type: 'port.message'; message: PrivateMessageEvent }
  | { type: 'port.typing'; indicator: TypingEvent }
  | { type: 'port.online' }
  | { type: 'port.offline' }
  | { type: 'typing.idle' }
  /** Raised when a message goes out: our typing hint ends with it. */
  | { type: 'typing.stop' };

export const NOT_ANSWERED = 'Not sent: the server did not answer. Check your connection and retry.';
const SEND_FAILED = 'Not sent. Please try again.';

const randomId = () =>
  globalThis.crypto?.randomUUID?.() ?? `m-${Date.now()}-${Math.random().toString(36).slice(2)}`;

const isBlank = (text: string) => text.trim() === '';

const setStatus = (
  outbox: OutgoingMessage[],
  clientId: string,
  change: Partial<OutgoingMessage>,
): OutgoingMessage[] => outbox.map((m) => (m.clientId === clientId ? { ...m, ...change } : m));

const head = (context: ConversationContext) => context.outbox.find((m) => m.status === 'queued');

export const conversationMachine = setup({
  types: {
    input: {} as ConversationInput,
    context: {} as ConversationContext,
    events: {} as ConversationEvent,
  },
  actors: {
    /** The port's live events, as machine events. */
    live: fromCallback<ConversationEvent, { port: MessagingPort }>(({ input, sendBack }) =>
      input.port.subscribe((event) => {
        if (event.type === 'message') sendBack({ type: 'port.message', message: event.message });
        else if (event.type === 'typing')
          sendBack({ type: 'port.typing', indicator: event.indicator });
        else sendBack({ type: event.type === 'online' ? 'port.online' : 'port.offline' });
      }),
    ),
    send: fromPromise<PrivateMessageAck, { port: MessagingPort; message: PrivateMessageSend }>(
      ({ input }) => input.port.send(input.message),
    ),
  },
  actions: {
    sendTyping: ({ context }, params: { isTyping: boolean }) =>
      context.port.typing({ toUserId: context.peerId, isTyping: params.isTyping }),
    restartIdleTimer: enqueueActions(({ enqueue }) => {
      enqueue.cancel('typingIdle');
      enqueue.raise({ type: 'typing.idle' }, { id: 'typingIdle', delay: TYPING_IDLE_MS });
    }),
    failSending: assign(({ context }, params: { error: string }) => ({
      outbox: context.outbox.map((m) =>
        m.status === 'sending' ? { ...m, status: 'failed' as const, error: params.error } : m,
      ),
    })),
    enqueueMessage: assign(({ context, event }) =>
      event.type === 'message.submit'
        ? {
            outbox: [
              ...context.outbox,
              {
                clientId: context.newId(),
                text: event.text.trim(),
                at: new Date(context.now()).toISOString(),
                status: 'queued' as const,
              },
            ],
          }
        : {},
    ),
  },
  guards: {
    isBlankDraft: ({ event }) => event.type === 'draft.changed' && isBlank(event.text),
    isBlankSubmit: ({ event }) => event.type === 'message.submit' && isBlank(event.text),
    hasQueued: ({ context }) => head(context) !== undefined,
    isFromPeer: ({ context, event }) =>
      (event.type === 'port.typing' && event.indicator.fromUserId === context.peerId) ||
      (event.type === 'port.message' && event.message.fromUserId === context.peerId),
    peerStarted: ({ context, event }) =>
      event.type === 'port.typing' &&
      event.indicator.fromUserId === context.peerId &&
      event.indicator.isTyping,
  },
}).createMachine({
  id: 'conversation',
  type: 'parallel',
  context: ({ input }) => ({
    me: input.me,
    peerId: input.peerId,
    port: input.port,
    now: input.now ?? Date.now,
    newId: input.newId ?? randomId,
    outbox: [],
  }),
  invoke: { id: 'live', src: 'live', input: ({ context }) => ({ port: context.port }) },
  on: {
    // One handler for the whole machine: a transition of the `typing` region for the same event
    // would take it from this one (the deepest state wins), so the region hears `typing.stop`.
    'message.submit': {
      guard: ({ event }) => !isBlank(event.text),
      actions: ['enqueueMessage', raise({ type: 'typing.stop' })],
    },
    'message.retry': {
      // The same clientId: if the first try did reach the server, it answers with that message.
      actions: assign(({ context, event }) => ({
        outbox: context.outbox.map((m) =>
          m.clientId === event.clientId && m.status === 'failed'
            ? { clientId: m.clientId, text: m.text, at: m.at, status: 'queued' as const }
            : m,
        ),
      })),
    },
    'message.discard': {
      actions: assign(({ context, event }) => ({
        outbox: context.outbox.filter(
          (m) => m.clientId !== event.clientId || m.status !== 'failed',
        ),
      })),
    },
    'history.synced': {
      actions: assign(({ context, event }) => {
        const stored = new Set(event.ids);
        return {
          outbox: context.outbox.filter((m) => !(m.sent && stored.has(m.sent._id))),
        };
      }),
    },
  },
  states: {
    connection: {
      initial: 'connecting',
      states: {
        connecting: { on: { 'port.online': 'online', 'port.offline': 'offline' } },
        online: { on: { 'port.offline': 'offline' } },
        offline: { on: { 'port.online': 'online' } },
      },
    },
    outbox: {
      initial: 'idle',
      states: {
        idle: {
          always: {
            guard: and([stateIn({ connection: 'online' }), 'hasQueued']),
            target: 'sending',
          },
        },
        sending: {
          entry: assign(({ context }) => {
            const next = head(context);
            return next
              ? { outbox: setStatus(context.outbox, next.clientId, { status: 'sending' }) }
              : {};
          }),
          invoke: {
            id: 'send',
            src: 'send',
            input: ({ context }) => {
              const m = context.outbox.find((x) => x.status === 'sending');
              return {
                port: context.port,
                message: {
                  toUserId: context.peerId,
                  message: m?.text ?? '',
                  type: 'text' as const,
                  clientId: m?.clientId ?? '',
                },
              };
            },
            onDone: {
              target: 'idle',
              actions: assign(({ context, event }) => {
                const ack = event.output;
                return {
                  outbox: context.outbox.map((m) =>
                    m.status !== 'sending'
                      ? m
                      : ack.ok && ack.sent
                        ? { ...m, status: 'sent' as const, sent: ack.sent, at: ack.sent.at }
                        : { ...m, status: 'failed' as const, error: ack.message ?? SEND_FAILED },
                  ),
                };
              }),
            },
            onError: {
              target: 'idle',
              actions: { type: 'failSending', params: { error: SEND_FAILED } },
            },
          },
          after: {
            [SEND_TIMEOUT_MS]: {
              target: 'idle',
              actions: { type: 'failSending', params: { error: NOT_ANSWERED } },
            },
          },
        },
      },
    },
    typing: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'draft.changed': {
              guard: ({ event }) => !isBlank(event.text),
              target: 'active',
              actions: [{ type: 'sendTyping', params: { isTyping: true } }, 'restartIdleTimer'],
            },
          },
        },
        active: {
          initial: 'recent',
          on: {
            'draft.changed': [
              {
                guard: 'isBlankDraft',
                target: 'idle',
                actions: [
                  cancel('typingIdle'),
                  { type: 'sendTyping', params: { isTyping: false } },
                ],
              },
              { actions: 'restartIdleTimer' },
            ],
            'typing.idle': {
              target: 'idle',
              actions: { type: 'sendTyping', params: { isTyping: false } },
            },
            'typing.stop': {
              target: 'idle',
              actions: [cancel('typingIdle'), { type: 'sendTyping', params: { isTyping: false } }],
            },
          },
          states: {
            recent: { after: { [TYPING_REFRESH_MS]: 'due' } },
            due: {
              on: {
                'draft.changed': {
                  guard: ({ event }) => !isBlank(event.text),
                  target: 'recent',
                  actions: [{ type: 'sendTyping', params: { isTyping: true } }, 'restartIdleTimer'],
                },
              },
            },
          },
        },
      },
    },
    peer: {
      initial: 'idle',
      states: {
        idle: { on: { 'port.typing': { guard: 'peerStarted', target: 'typing' } } },
        typing: {
          after: { [PEER_TYPING_TIMEOUT_MS]: 'idle' },
          on: {
            'port.typing': [
              { guard: 'peerStarted', target: 'typing', reenter: true },
              { guard: 'isFromPeer', target: 'idle' },
            ],
            'port.message': { guard: 'isFromPeer', target: 'idle' },
          },
        },
      },
    },
  },
});

type ConversationSnapshot = SnapshotFrom<typeof conversationMachine>;

export const selectOutbox = (snapshot: ConversationSnapshot) => snapshot.context.outbox;
export const selectIsPeerTyping = (snapshot: ConversationSnapshot) =>
  snapshot.matches({ peer: 'typing' });
export const selectConnection = (snapshot: ConversationSnapshot) =>
  snapshot.matches({ connection: 'online' })
    ? 'online'
    : snapshot.matches({ connection: 'offline' })
      ? 'offline'
      : 'connecting';
