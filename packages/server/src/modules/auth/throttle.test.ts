import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  randomIp,
  startServer,
  testDatabases,
  uniqueEmail,
  type TestServer,
} from '../../testing/server';

for (const db of testDatabases()) {
  describe(`throttling [${db}]`, () => {
    let s: TestServer;
    let clock = Date.now();
    beforeAll(async () => {
      s = await startServer(db, { now: () => new Date(clock) });
    });
    afterAll(async () => {
      expect(s.campus.violations).toEqual([]);
      await s.close();
    });
    const login = (email: string, password: string, ip: string) =>
      s.api('POST', '/api/auth/login', { body: { email, password }, ip });

    it('answers 429 with retryAfter (minutes) and Retry-After (seconds) after 5 failures from one IP', async () => {
      const u = await s.user('student');
      const ip = randomIp();
      for (let i = 0; i < 5; i++) expect((await login(u.email, 'wrong-pass', ip)).status).toBe(400);
      const blocked = await login(u.email, u.password, ip); // even the right password waits
      expect(blocked.status).toBe(429);
      expect(blocked.body.retryAfter).toBe(15);
      expect(blocked.body.message).toBe(
        'Too many login attempts. Please wait 15 minutes before trying again.',
      );
      expect(blocked.headers.get('retry-after')).toBe('900');

      // The owner on another IP is not locked out by this attacker.
      expect((await login(u.email, u.password, randomIp())).status).toBe(200);

      clock += 16 * 60_000; // the block ends
      expect((await login(u.email, u.password, ip)).status).toBe(200);
    });

    it('limits an attacker spraying many accounts from one IP', async () => {
      const ip = randomIp();
      let status = 0;
      for (let i = 0; i < 31 && status !== 429; i++)
        status = (await login(uniqueEmail(), 'guess-123', ip)).status;
      expect(status).toBe(429);
      const u = await s.user('student');
      expect((await login(u.email, u.password, ip)).status).toBe(429);
    });

    it('blocks an account attacked from many IPs only briefly', async () => {
      const u = await s.user('student');
      for (let i = 0; i < 20; i++) await login(u.email, 'wrong-pass', randomIp());
      const blocked = await login(u.email, u.password, randomIp());
      expect(blocked.status).toBe(429);
      expect(blocked.body.retryAfter).toBe(1);
      clock += 61_000;
      expect((await login(u.email, u.password, randomIp())).status).toBe(200);
    });

    it('throttles registration per IP with a message about registration attempts', async () => {
      const ip = randomIp();
      for (let i = 0; i < 10; i++) {
        const res = await s.api('POST', '/api/auth/register', {
          body: { name: 'Bot', email: uniqueEmail('bot'), password: 'secret123' },
          ip,
        });
        expect(res.status).toBe(201);
      }
      const res = await s.api('POST', '/api/auth/register-mentor', {
        body: { name: 'Bot', email: uniqueEmail('bot'), password: 'secret123', expertise: ['x'] },
        ip,
      });
      expect(res.status).toBe(429);
      expect(res.body.message).toMatch(/registration attempts/);
      expect(res.body.retryAfter).toBe(15);
      expect(res.headers.get('retry-after')).toBe('900');
    });
  });
}
