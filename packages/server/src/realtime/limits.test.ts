// Over real sockets: the per-user limits outlive a socket, and odd strings in a
// socket payload get a plain refusal, not "Server error".
import { describe, expect, it } from 'vitest';
import { connected, emitAck, nextEvent, testDatabases, useServer } from '../testing/server';
import { SOCKET_LIMITS, UNSENDABLE } from './socket';

for (const db of testDatabases()) {
  describe(`socket limits [${db}]`, () => {
    // The server's clock, moved by the tests: held still, buckets do not refill, so counts are exact
    // whatever the machine's load.
    let now = Date.now();
    const t = useServer(db, { now: () => new Date(now) });

    it(
      'holds the message limit across connect/send/disconnect cycles',
      { timeout: 120_000 },
      async () => {
        const [a, b] = [await t.user('admin'), await t.user('student')];
        let accepted = 0;
        for (let cycle = 0; cycle < 8; cycle++) {
          const so = t.socket(a.token);
          await connected(so);
          for (let i = 0; i < 3; i++) {
            const ack = await emitAck(so, 'private_message', {
              toUserId: b.id,
              message: `c${cycle} m${i}`,
            });
            if (ack.ok) accepted++;
            else expect(ack.message).toBe('Too many messages. Slow down.');
          }
          const gone = nextEvent(so, 'disconnect');
          so.disconnect();
          await gone;
        }
        // 24 attempts, never more than one bucket's worth.
        expect(accepted).toBe(SOCKET_LIMITS.messages.capacity);
        const inbox = await t.api('GET', '/api/notifications', { token: b.token });
        expect(inbox.body.unread).toBe(SOCKET_LIMITS.messages.capacity);

        // Forgotten only once the bucket has refilled (one a second): a minute later, a new socket
        // may send again.
        now += SOCKET_LIMITS.sweepEveryMs + 1000;
        const so = t.socket(a.token);
        await connected(so);
        expect(
          (await emitAck(so, 'private_message', { toUserId: b.id, message: 'later' })).ok,
        ).toBe(true);
      },
    );

    it('refuses a NUL byte or a lone surrogate in a message plainly', async () => {
      const [a, b] = [await t.user('admin'), await t.user('student')];
      const so = t.socket(a.token);
      await connected(so);
      for (const message of ['a\u0000b', 'a\ud800b', 'a\udc00', '\ud83d']) {
        const ack = await emitAck(so, 'private_message', { toUserId: b.id, message });
        expect(ack).toEqual({ ok: false, message: UNSENDABLE });
      }
      const ok = await emitAck(so, 'private_message', { toUserId: b.id, message: 'fine 😀' });
      expect(ok.ok).toBe(true);
    });
  });
}
