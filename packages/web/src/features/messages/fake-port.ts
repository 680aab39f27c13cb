import type { PrivateMessageAck, PrivateMessageSend, TypingSend } from '@campus/sdk';
import type { MessagingPort, PortEvent } from './conversation.machine';

/**
 * A socket for tests and stories: it records what the conversation sends, answers each message when
 * told to (or never), and plays server events on demand. `online` is what a new subscriber hears.
 */
export function createFakePort(options: { online?: boolean; connecting?: boolean } = {}) {
  let online = options.online ?? true;
  /** Until the first online/offline is played, a subscriber hears nothing (still connecting). */
  let known = !options.connecting;
  const listeners = new Set<(event: PortEvent) => void>();
  const sent: PrivateMessageSend[] = [];
  const typing: TypingSend[] = [];
  const waiting: Array<(ack: PrivateMessageAck) => void> = [];
  let autoAnswer: ((message: PrivateMessageSend) => PrivateMessageAck) | null = null;

  const port: MessagingPort = {
    send(message) {
      sent.push(message);
      if (autoAnswer) return Promise.resolve(autoAnswer(message));
      return new Promise((resolve) => waiting.push(resolve));
    },
    typing(indicator) {
      typing.push(indicator);
    },
    subscribe(listener) {
      listeners.add(listener);
      if (known) listener({ type: online ? 'online' : 'offline' });
      return () => listeners.delete(listener);
    },
  };

  const play = (event: PortEvent) => {
    if (event.type === 'online') online = known = true;
    if (event.type === 'offline') {
      online = false;
      known = true;
    }
    for (const listener of listeners) listener(event);
  };

  return {
    port,
    sent,
    typing,
    play,
    /** Answers the oldest unanswered message. */
    answer(ack: PrivateMessageAck) {
      waiting.shift()?.(ack);
    },
    /** From now on every message is answered at once by `reply`. */
    answerEvery(reply: (message: PrivateMessageSend) => PrivateMessageAck) {
      autoAnswer = reply;
    },
    get pending() {
      return waiting.length;
    },
  };
}

export type FakePort = ReturnType<typeof createFakePort>;

/** The server's acknowledgement of `message` as stored by `from` at `at`. */
export function storedAck(
  from: string,
  message: PrivateMessageSend,
  at: string,
): PrivateMessageAck {
  return {
    ok: true,
    sent: {
      _id: `stored-${message.clientId ?? message.message}`,
      fromUserId: from,
      toUserId: message.toUserId,
      message: message.message,
      type: 'text',
      at,
      read: false,
      ...(message.clientId ? { clientId: message.clientId } : {}),
    },
  };
}
