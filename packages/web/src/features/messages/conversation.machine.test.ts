import type { PrivateMessageEvent } from '@campus/sdk';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  createStateRecorder,
  doneEvent,
  expectStoriesToCover,
  reachableStateKeys,
} from '../../testing/state-coverage';
import {
  conversationMachine,
  NOT_ANSWERED,
  PEER_TYPING_TIMEOUT_MS,
  selectConnection,
  selectIsPeerTyping,
  selectOutbox,
  SEND_TIMEOUT_MS,
  TYPING_IDLE_MS,
  TYPING_REFRESH_MS,
} from './conversation.machine';
import { createFakePort, storedAck } from './fake-port';

const recorder = createStateRecorder();
const ME = 'u-student';
const PEER = 'u-mentor';
const START = Date.parse('2026-11-22T12:00:00Z');

/** A conversation on a fake socket, with XState's simulated clock for its delays. */
function setup(options: { online?: boolean } = {}) {
  const fake = createFakePort(options);
  const clock = new SimulatedClock();
  let ids = 0;
  const actor = recorder.visit(
    createActor(conversationMachine, {
      clock,
      input: {
        me: ME,
        peerId: PEER,
        port: fake.port,
        now: () => START + clock.now(),
        newId: () => `c-${++ids}`,
      },
    }),
  );
  actor.start();
  const flush = () => new Promise<void>((r) => setTimeout(r, 0));
  return { actor, fake, clock, flush };
}

const fromPeer = (message: string): PrivateMessageEvent => ({
  _id: `m-${message}`,
  fromUserId: PEER,
  toUserId: ME,
  message,
  type: 'text',
  at: new Date(START).toISOString(),
});

describe('conversation machine: connection', () => {
  it('follows the socket: connecting, online, offline', () => {
    const fake = createFakePort();
    // A port that has not reported yet.
    const silent = { ...fake.port, subscribe: () => () => {} };
    const actor = recorder
      .visit(createActor(conversationMachine, { input: { me: ME, peerId: PEER, port: silent } }))
      .start();
    try {
      expect(selectConnection(actor.getSnapshot())).toBe('connecting');
      actor.send({ type: 'port.offline' });
      expect(selectConnection(actor.getSnapshot())).toBe('offline');
      actor.send({ type: 'port.online' });
      expect(selectConnection(actor.getSnapshot())).toBe('online');
      actor.send({ type: 'port.offline' });
      expect(selectConnection(actor.getSnapshot())).toBe('offline');
    } finally {
      actor.stop();
    }
  });
});

describe('conversation machine: sending with acknowledgement', () => {
  it('sends one message at a time, in order, each with its clientId, and keeps the stored copy', async () => {
    const h = setup();
    try {
      h.actor.send({ type: 'message.submit', text: '  First  ' });
      h.actor.send({ type: 'message.submit', text: 'Second' });
      h.actor.send({ type: 'message.submit', text: '   ' }); // blank: not sent (spec §5)
      expect(h.actor.getSnapshot().matches({ outbox: 'sending' })).toBe(true);
      expect(h.fake.sent).toEqual([
        { toUserId: PEER, message: 'First', type: 'text', clientId: 'c-1' },
      ]);
      expect(selectOutbox(h.actor.getSnapshot()).map((m) => [m.text, m.status])).toEqual([
        ['First', 'sending'],
        ['Second', 'queued'],
      ]);
      h.fake.answer(storedAck(ME, h.fake.sent[0]!, '2026-11-22T12:00:01.000Z'));
      await h.flush();
      expect(h.fake.sent.map((m) => m.message)).toEqual(['First', 'Second']);
      const [first] = selectOutbox(h.actor.getSnapshot());
      expect(first).toMatchObject({
        status: 'sent',
        at: '2026-11-22T12:00:01.000Z',
        sent: { _id: 'stored-c-1' },
      });
      h.fake.answer(storedAck(ME, h.fake.sent[1]!, '2026-11-22T12:00:02.000Z'));
      await h.flush();
      expect(h.actor.getSnapshot().matches({ outbox: 'idle' })).toBe(true);
      // Once the history holds them, the outbox lets them go.
      h.actor.send({ type: 'history.synced', ids: ['stored-c-1'] });
      expect(selectOutbox(h.actor.getSnapshot()).map((m) => m.text)).toEqual(['Second']);
    } finally {
      h.actor.stop();
    }
  });

  it('marks a refused message failed with the server’s words; retry sends the same clientId', async () => {
    const h = setup();
    try {
      h.actor.send({ type: 'message.submit', text: 'Hello' });
      h.fake.answer({ ok: false, message: 'You can message only the mentors of your batch.' });
      await h.flush();
      expect(selectOutbox(h.actor.getSnapshot())[0]).toMatchObject({
        status: 'failed',
        error: 'You can message only the mentors of your batch.',
      });
      h.actor.send({ type: 'message.retry', clientId: 'c-1' });
      expect(h.fake.sent.map((m) => m.clientId)).toEqual(['c-1', 'c-1']);
      expect(selectOutbox(h.actor.getSnapshot())[0]).toMatchObject({ status: 'sending' });
      expect(selectOutbox(h.actor.getSnapshot())[0]).not.toHaveProperty('error');
      h.fake.answer({ ok: false });
      await h.flush();
      expect(selectOutbox(h.actor.getSnapshot())[0]?.error).toBe('Not sent. Please try again.');
      h.actor.send({ type: 'message.discard', clientId: 'c-1' });
      expect(selectOutbox(h.actor.getSnapshot())).toEqual([]);
    } finally {
      h.actor.stop();
    }
  });

  it('fails a message the server does not answer in time, and sends the next one', async () => {
    const h = setup();
    try {
      h.actor.send({ type: 'message.submit', text: 'Lost' });
      h.actor.send({ type: 'message.submit', text: 'Next' });
      h.clock.increment(SEND_TIMEOUT_MS - 1);
      expect(selectOutbox(h.actor.getSnapshot())[0]?.status).toBe('sending');
      h.clock.increment(1);
      expect(selectOutbox(h.actor.getSnapshot()).map((m) => [m.status, m.error])).toEqual([
        ['failed', NOT_ANSWERED],
        ['sending', undefined],
      ]);
      // The late answer of the first one changes nothing.
      h.fake.answer(storedAck(ME, h.fake.sent[0]!, '2026-11-22T12:00:09.000Z'));
      await h.flush();
      expect(selectOutbox(h.actor.getSnapshot())[0]?.status).toBe('failed');
    } finally {
      h.actor.stop();
    }
  });

  it('keeps messages queued while offline and sends them when the socket is back', () => {
    const h = setup({ online: false });
    try {
      expect(selectConnection(h.actor.getSnapshot())).toBe('offline');
      h.actor.send({ type: 'message.submit', text: 'Written offline' });
      expect(h.fake.sent).toEqual([]);
      expect(selectOutbox(h.actor.getSnapshot())[0]?.status).toBe('queued');
      h.fake.play({ type: 'online' });
      expect(h.fake.sent.map((m) => m.message)).toEqual(['Written offline']);
    } finally {
      h.actor.stop();
    }
  });

  it('a send that throws is a failed message, not a stuck one', async () => {
    const h = setup();
    const port = { ...h.fake.port, send: () => Promise.reject(new Error('gone')) };
    const actor = recorder
      .visit(createActor(conversationMachine, { input: { me: ME, peerId: PEER, port } }))
      .start();
    try {
      actor.send({ type: 'message.submit', text: 'x' });
      await h.flush();
      expect(selectOutbox(actor.getSnapshot())[0]?.status).toBe('failed');
    } finally {
      actor.stop();
      h.actor.stop();
    }
  });
});

describe('conversation machine: our typing hints (throttled)', () => {
  it('sends true on the first change, at most once per refresh interval, false after a pause', () => {
    const h = setup();
    try {
      h.actor.send({ type: 'draft.changed', text: 'H' });
      h.actor.send({ type: 'draft.changed', text: 'He' });
      h.actor.send({ type: 'draft.changed', text: 'Hel' });
      expect(h.fake.typing).toEqual([{ toUserId: PEER, isTyping: true }]);
      expect(h.actor.getSnapshot().matches({ typing: { active: 'recent' } })).toBe(true);
      h.clock.increment(TYPING_REFRESH_MS);
      expect(h.actor.getSnapshot().matches({ typing: { active: 'due' } })).toBe(true);
      h.actor.send({ type: 'draft.changed', text: 'Hell' });
      expect(h.fake.typing.map((t) => t.isTyping)).toEqual([true, true]);
      h.clock.increment(TYPING_IDLE_MS - 1);
      expect(h.fake.typing.map((t) => t.isTyping)).toEqual([true, true]);
      h.clock.increment(1);
      expect(h.fake.typing.map((t) => t.isTyping)).toEqual([true, true, false]);
      expect(h.actor.getSnapshot().matches({ typing: 'idle' })).toBe(true);
    } finally {
      h.actor.stop();
    }
  });

  it('says false at once when the draft is cleared or sent', () => {
    const h = setup();
    try {
      h.actor.send({ type: 'draft.changed', text: 'Hi' });
      h.actor.send({ type: 'draft.changed', text: '' });
      expect(h.fake.typing.map((t) => t.isTyping)).toEqual([true, false]);
      h.actor.send({ type: 'draft.changed', text: 'Hi again' });
      h.actor.send({ type: 'message.submit', text: 'Hi again' });
      expect(h.fake.typing.map((t) => t.isTyping)).toEqual([true, false, true, false]);
      // …and the message written while typing goes out (the typing region must not swallow it).
      expect(h.fake.sent.map((m) => m.message)).toEqual(['Hi again']);
      // The idle timer was cancelled with the send: no stray false later.
      h.clock.increment(TYPING_IDLE_MS * 2);
      expect(h.fake.typing).toHaveLength(4);
      // A blank draft never says "typing".
      h.actor.send({ type: 'draft.changed', text: '   ' });
      expect(h.fake.typing).toHaveLength(4);
    } finally {
      h.actor.stop();
    }
  });
});

describe('conversation machine: the other side typing (never sticks)', () => {
  it('shows their typing until their false, their message, or a timeout without hints', () => {
    const h = setup();
    try {
      const typing = (fromUserId: string, isTyping: boolean) =>
        h.fake.play({ type: 'typing', indicator: { fromUserId, isTyping } });
      typing('someone-else', true);
      expect(selectIsPeerTyping(h.actor.getSnapshot())).toBe(false);
      typing(PEER, true);
      expect(selectIsPeerTyping(h.actor.getSnapshot())).toBe(true);
      typing(PEER, false);
      expect(selectIsPeerTyping(h.actor.getSnapshot())).toBe(false);

      typing(PEER, true);
      h.fake.play({ type: 'message', message: fromPeer('Here you go') });
      expect(selectIsPeerTyping(h.actor.getSnapshot())).toBe(false);

      // Their false was lost: the hint goes by itself; a fresh hint restarts the wait.
      typing(PEER, true);
      h.clock.increment(PEER_TYPING_TIMEOUT_MS - 1);
      typing(PEER, true);
      h.clock.increment(PEER_TYPING_TIMEOUT_MS - 1);
      expect(selectIsPeerTyping(h.actor.getSnapshot())).toBe(true);
      h.clock.increment(1);
      expect(selectIsPeerTyping(h.actor.getSnapshot())).toBe(false);
    } finally {
      h.actor.stop();
    }
  });
});

describe('conversation machine: coverage', () => {
  it('every state xstate/graph can reach is reached by a test above and shown by a story', () => {
    const fake = createFakePort();
    const reachable = reachableStateKeys(conversationMachine, {
      input: { me: ME, peerId: PEER, port: fake.port },
      events: [
        { type: 'port.online' },
        { type: 'port.offline' },
        { type: 'message.submit', text: 'hi' },
        { type: 'draft.changed', text: 'h' },
        { type: 'draft.changed', text: '' },
        { type: 'port.typing', indicator: { fromUserId: PEER, isTyping: true } },
        { type: 'port.typing', indicator: { fromUserId: PEER, isTyping: false } },
        { type: 'typing.idle' },
        { type: `xstate.after.${TYPING_REFRESH_MS}.conversation.typing.active.recent` } as never,
        doneEvent('send', { ok: true }),
      ],
    });
    expect(reachable).toEqual([
      'connection.connecting',
      'connection.offline',
      'connection.online',
      'outbox.idle',
      'outbox.sending',
      'peer.idle',
      'peer.typing',
      'typing.active.due',
      'typing.active.recent',
      'typing.idle',
    ]);
    recorder.expectToCover(reachable);
    expectStoriesToCover('conversation', reachable);
  });
});
