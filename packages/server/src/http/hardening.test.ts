// Over real HTTP: socket.io's polling answers carry the app's security headers,
// and searches of the public reads are limited per address (429 with Retry-After).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../testing/server';
import { PUBLIC_SEARCH_LIMIT } from './public-reads';
import { SECURITY_HEADERS } from './web';

describe('hardening', () => {
  let s: TestServer;
  // Held still: the buckets do not refill, so the count is exact on a slow machine.
  const held = new Date();
  beforeAll(async () => {
    s = await startServer('pglite', { now: () => held });
  });
  afterAll(async () => {
    expect(s.campus.violations).toEqual([]);
    await s.close();
  });

  it("answers socket.io's polling requests with the same security headers as the API", async () => {
    const api = await fetch(`${s.url}/api/health`);
    const handshake = await fetch(`${s.url}/socket.io/?EIO=4&transport=polling`);
    expect(handshake.status).toBe(200);
    const sid = /"sid":"([^"]+)"/.exec(await handshake.text())?.[1];
    expect(sid).toBeTruthy();
    // A later poll of the same session (not only the first answer), and a refused one.
    const ping = await fetch(`${s.url}/socket.io/?EIO=4&transport=polling&sid=${sid}`, {
      method: 'POST',
      body: '40',
    });
    const refused = await fetch(`${s.url}/socket.io/?EIO=4&transport=polling&sid=nope`);
    expect(refused.status).toBe(400);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(api.headers.get(name), name).toBe(value);
      for (const res of [handshake, ping, refused]) expect(res.headers.get(name), name).toBe(value);
    }
  });

  it('limits public searches per address: 429 with Retry-After and a plain message', async () => {
    const ip = '198.51.100.7';
    const searches = ['/api/courses?search=react', '/api/mentors?search=react'];
    for (let i = 0; i < PUBLIC_SEARCH_LIMIT.capacity; i++) {
      const res = await s.api('GET', `${searches[i % 2]}&pageSize=${i + 1}`, { ip });
      expect(res.status, `search ${i + 1}`).toBe(200);
    }
    const over = await s.api('GET', '/api/ebookcourses?search=react', { ip });
    expect(over.status).toBe(429);
    expect(over.body.message).toBe('Too many searches in a short time. Please wait a moment.');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // A signed-in caller from that address is counted too (the token costs an attacker nothing).
    const student = await s.user('student');
    const signed = await s.api('GET', '/api/courses?search=react', { ip, token: student.token });
    expect(signed.status).toBe(429);
    // Browsing without a search, and another address, are not limited.
    expect((await s.api('GET', '/api/courses', { ip })).status).toBe(200);
    expect((await s.api('GET', '/api/courses?search=%20', { ip })).status).toBe(200);
    expect((await s.api('GET', '/api/courses?search=react', { ip: '198.51.100.8' })).status).toBe(
      200,
    );
  });
});
