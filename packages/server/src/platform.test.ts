import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from './config';
import { modules } from './modules/index';
import { startServer, testDatabases, type TestServer } from './testing/server';

describe('configuration', () => {
  // The data directories the config writes its generated secrets into, removed afterwards.
  let scratch: string;
  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'campus-cfg-'));
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('lists every bad variable at once, readably', () => {
    let err: unknown;
    try {
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        JWT_SECRET: 'short',
        DATA_DIR: join(scratch, 'refused'),
      });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    const message = (err as Error).message;
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL: must start with postgres://');
    expect(message).toContain('JWT_SECRET: must be at least 32 characters');
  });

  it('has defaults a newcomer needs nothing for, and keeps a generated secret', () => {
    const dir = join(scratch, 'defaults');
    const a = loadConfig({ DATA_DIR: dir });
    const b = loadConfig({ DATA_DIR: dir });
    expect(a.port).toBe(3000);
    expect(a.host).toBe('127.0.0.1');
    expect(a.databaseUrl).toBeUndefined();
    expect(Buffer.from(a.jwtSecret).toString()).toBe(Buffer.from(b.jwtSecret).toString());
    // Web push's VAPID pair is generated once and kept beside the JWT secret.
    expect(a.vapid.publicKey).toMatch(/^[\w-]{87}$/);
    expect(a.vapid.privateKey).toMatch(/^[\w-]{43}$/);
    expect(b.vapid).toEqual(a.vapid);
    expect(a.vapid.subject).toBe('mailto:no-reply@campus.invalid');
  });

  it('takes a VAPID pair from the environment only whole', () => {
    const dir = join(scratch, 'vapid');
    const given = loadConfig({ DATA_DIR: dir });
    const set = loadConfig({
      DATA_DIR: `${dir}-set`,
      VAPID_PUBLIC_KEY: given.vapid.publicKey,
      VAPID_PRIVATE_KEY: given.vapid.privateKey,
      PUBLIC_URL: 'https://campus.example.com',
    });
    expect(set.vapid).toEqual({ ...given.vapid, subject: 'https://campus.example.com' });
    expect(() => loadConfig({ DATA_DIR: dir, VAPID_PUBLIC_KEY: given.vapid.publicKey })).toThrow(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both, or neither',
    );
    expect(() =>
      loadConfig({ DATA_DIR: dir, VAPID_PUBLIC_KEY: 'x', VAPID_PRIVATE_KEY: 'y' }),
    ).toThrow('VAPID_PUBLIC_KEY: must be a P-256 public key, base64url (87 characters)');
  });
});

for (const db of testDatabases({ embedded: true })) {
  describe(`platform [${db}]`, () => {
    let s: TestServer;
    beforeAll(async () => {
      // Only the identity areas: the learning-domain ones are not needed here, and leaving the courses
      // area out keeps an operation without a handler to check the 501 answer on.
      s = await startServer(db, {
        modules: modules.filter((m) => ['health', 'auth', 'users'].includes(m.name)),
      });
    });
    afterAll(async () => {
      expect(s.campus.violations).toEqual([]);
      await s.close();
    });

    it('answers health once migrated', async () => {
      const res = await s.api('GET', '/api/health');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'ok', database: db });
    });

    it('rejects what the contract rejects, with every problem in the errors shape', async () => {
      const res = await s.api('POST', '/api/auth/register', {
        body: { email: 'not-an-email', password: '123' },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Validation failed');
      expect(res.body.errors).toEqual(
        expect.arrayContaining([
          { path: 'name', msg: 'Name is required' },
          { path: 'email', msg: 'Email must be a valid email address' },
          { path: 'password', msg: 'Password must be at least 6 characters' },
        ]),
      );
    });

    it('validates query and path parameters too', async () => {
      const admin = await s.user('admin');
      const bad = await s.api('GET', '/api/users?pageSize=500&role=wizard', { token: admin.token });
      expect(bad.status).toBe(400);
      expect(bad.body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
        'pageSize',
        'role',
      ]);
      const badId = await s.api('GET', '/api/users/not-a-uuid', { token: admin.token });
      expect(badId.status).toBe(400);
      expect(badId.body.errors).toEqual([{ path: 'id', msg: 'Id must be a valid id' }]);
    });

    it('answers malformed JSON, a missing body and a wrong content type in the error shape', async () => {
      const broken = await s.api('POST', '/api/auth/login', { body: '{"email":' });
      expect(broken.status).toBe(400);
      expect(broken.body.message).toMatch(/not valid JSON/);
      const missing = await s.api('POST', '/api/auth/login', {
        headers: { 'content-type': 'application/json' },
      });
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual([{ path: 'body', msg: 'Request body is required' }]);
      const text = await s.api('POST', '/api/auth/login', {
        body: 'hi',
        headers: { 'content-type': 'text/plain' },
      });
      expect(text.status).toBe(415);
      expect(text.body.message).toBeTypeOf('string');
    });

    it('authenticates before validating: no token is 401 even with a bad body', async () => {
      const res = await s.api('PUT', '/api/auth/change-password', { body: {} });
      expect(res.status).toBe(401);
      expect(res.body.message).toBeTypeOf('string');
      const garbage = await s.api('GET', '/api/auth/me', { token: 'not.a.jwt' });
      expect(garbage.status).toBe(401);
    });

    it('answers 501 in the error shape for operations nobody implemented yet', async () => {
      const u = await s.user('student');
      const res = await s.api('GET', `/api/users/${u.id}/enrolled-courses`, { token: u.token });
      expect(res.status).toBe(501);
      expect(res.body.message).toMatch(/not implemented/);
    });

    it('answers unknown API paths with a JSON 404 and client routes with the app (or its notice)', async () => {
      const api = await s.api('GET', '/api/nothing-here');
      expect(api.status).toBe(404);
      expect(api.body).toEqual({ message: 'Not found.' });
      const page = await s.api('GET', '/dashboard');
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      expect(String(page.body)).toContain('not built yet');
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    });
  });
}
