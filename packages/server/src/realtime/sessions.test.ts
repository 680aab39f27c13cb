// Every event that ends a session closes the user's sockets, and socket
// messages are limited per user (not per socket) with a cap on sockets per user.
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connected,
  emitAck,
  nextEvent,
  startServer,
  testDatabases,
  type TestServer,
  type TestUser,
} from '../testing/server';
import { SOCKET_LIMITS } from './socket';

for (const db of testDatabases({ embedded: true })) {
  describe(`socket sessions [${db}]`, () => {
    let s: TestServer;
    beforeAll(async () => {
      s = await startServer(db);
    });
    afterAll(async () => {
      expect(s.campus.violations).toEqual([]);
      await s.close();
    });

    /** Opens a socket for `u`, runs `end`, and checks the socket was closed by the server. */
    async function closesSockets(u: TestUser, end: () => Promise<unknown>) {
      const sock = s.socket(u.token);
      await connected(sock);
      const closed = nextEvent<string>(sock, 'disconnect');
      await end();
      expect(await closed).toBe('io server disconnect');
      expect(sock.connected).toBe(false);
    }

    it('a password change closes every socket of the user (other devices too)', async () => {
      const u = await s.user('student');
      const other = await s.user('admin'); // an admin may write to anyone
      await closesSockets(u, async () => {
        const res = await s.api('PUT', '/api/auth/change-password', {
          token: u.token,
          body: { currentPassword: u.password, newPassword: 'another123' },
        });
        expect(res.status).toBe(200);
      });
      // The old token cannot open a new socket either; nothing reaches the user through it.
      await expect(connected(s.socket(u.token))).rejects.toThrow(/session has ended/);
      const o = s.socket(other.token);
      await connected(o);
      expect((await emitAck(o, 'private_message', { toUserId: u.id, message: 'x' })).ok).toBe(true);
    });

    it('a password reset, logout, deactivation and role change close sockets', async () => {
      const admin = await s.user('admin');
      const a = await s.user('student');
      await closesSockets(a, async () => {
        await s.api('POST', '/api/auth/forgot-password', { body: { email: a.email } });
        const link = s.mailer.last(a.email)!.text;
        const token = /token=([\w-]+)/.exec(link)![1];
        expect(
          (
            await s.api('POST', '/api/auth/reset-password', {
              body: { token, password: 'another123' },
            })
          ).status,
        ).toBe(200);
      });
      const b = await s.user('student');
      await closesSockets(b, () => s.api('POST', '/api/auth/logout', { token: b.token }));
      const c = await s.user('student');
      await closesSockets(c, () =>
        s.api('PATCH', `/api/users/${c.id}/deactivate`, { token: admin.token }),
      );
      const d = await s.user('student');
      await closesSockets(d, () =>
        s.api('PATCH', `/api/users/${d.id}/role`, { token: admin.token, body: { role: 'mentor' } }),
      );
    });

    it('a socket whose session ended elsewhere can no longer send or join', async () => {
      const u = await s.user('student');
      const to = await s.user('student');
      const sock = s.socket(u.token);
      await connected(sock);
      // End the session behind the hub's back (another instance whose broadcast never arrived).
      await s.campus.ctx.services.users.bumpTokenVersion(s.campus.ctx.db, u.id);
      const closed = nextEvent<string>(sock, 'disconnect');
      const ack = await emitAck(sock, 'private_message', { toUserId: to.id, message: 'late' });
      expect(ack.ok).toBe(false);
      await closed;
      const list = await s.api('GET', '/api/notifications', { token: to.token });
      expect(list.body.items).toHaveLength(0);
    });

    it('caps sockets per user and limits messages per user across all their sockets', async () => {
      const u = await s.user('student');
      const to = await s.user('admin');
      const socks: Socket[] = [];
      for (let i = 0; i < 10; i++) socks.push(s.socket(u.token));
      await Promise.all(socks.map(connected));
      await expect(connected(s.socket(u.token))).rejects.toThrow(/Too many open connections/);

      // 10 sockets × 3 messages at once: one bucket for the user, not one per socket.
      const acks = await Promise.all(
        socks.flatMap((sock, i) =>
          [0, 1, 2].map((j) =>
            emitAck(sock, 'private_message', { toUserId: to.id, message: `m${i}.${j}` }),
          ),
        ),
      );
      const accepted = acks.filter((a) => a.ok).length;
      expect(accepted).toBeGreaterThanOrEqual(SOCKET_LIMITS.messages.capacity);
      expect(accepted).toBeLessThan(acks.length);
      expect(acks.find((a) => !a.ok)?.message).toMatch(/Too many messages/);

      // Closing a socket frees its place.
      const gone = nextEvent(socks[0]!, 'disconnect');
      socks[0]!.disconnect();
      await gone;
      const again = s.socket(u.token);
      await expect(
        (async () => {
          for (;;) {
            try {
              await connected(again);
              return;
            } catch {
              again.connect(); // the server may not have seen the close yet
            }
          }
        })(),
      ).resolves.toBeUndefined();
    });
  });
}
