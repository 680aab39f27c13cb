// Compressed, cacheable delivery — precompressed assets with long caching, index.html
// revalidated, JSON compressed above the threshold, public lists revalidated with ETag / 304.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { courses, users } from '../db/schema/index';
import { seedDemoWorld } from '../seed/index';
import { READ_MAX_AGE_MS } from '../lib/read-cache';
import { startServer, type TestServer } from '../testing/server';
import { CSP } from './web';

describe('delivery', () => {
  let s: TestServer;
  let webDist: string;
  const script = `console.log(${JSON.stringify('campus '.repeat(400))});\n`;
  const html = `<!doctype html><html><head><title>Campus</title></head><body>${'<p>x</p>'.repeat(200)}<script type="module" src="/assets/app-1a2b3c4d.js"></script></body></html>`;

  const themeScript = "document.documentElement.dataset.theme='light'";
  const themeHash = `sha256-${createHash('sha256').update(themeScript).digest('base64')}`;
  const prerendered = html.replace(
    '<title>Campus</title>',
    `<title>Campus</title><script>${themeScript}</script><h1>Log in to Campus</h1>`,
  );

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'campus-web-'));
    mkdirSync(join(webDist, 'assets'));
    const twins = (file: string, body: string) => {
      writeFileSync(file, body);
      writeFileSync(`${file}.br`, brotliCompressSync(body));
      writeFileSync(`${file}.gz`, gzipSync(body));
    };
    twins(join(webDist, 'index.html'), html);
    twins(join(webDist, 'assets', 'app-1a2b3c4d.js'), script);
    mkdirSync(join(webDist, 'pages'));
    twins(join(webDist, 'pages', 'login.html'), prerendered);
    writeFileSync(
      join(webDist, 'pages', 'pages.json'),
      JSON.stringify({ routes: { '/login': 'login.html' }, scriptHashes: [themeHash] }),
    );
    s = await startServer('pglite', { config: { webDist } });
    await seedDemoWorld(s.campus.ctx);
  });
  afterAll(async () => {
    expect(s.campus.violations).toEqual([]);
    await s.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(s.url + path, { headers });
  /**
   * The status of a conditional GET as a browser revalidates it. Not fetch(): with If-None-Match it
   * also sends `Cache-Control: no-cache` (Fetch standard), which makes a static server answer in full.
   */
  const revalidated = (path: string, etag: string) =>
    new Promise<number>((resolve, reject) => {
      request(
        s.url + path,
        { headers: { 'if-none-match': etag, 'accept-encoding': 'br' } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      )
        .on('error', reject)
        .end();
    });

  it('sends hashed assets precompressed and immutable', async () => {
    const br = await get('/assets/app-1a2b3c4d.js', { 'accept-encoding': 'br, gzip' });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await br.text()).toBe(script);
    const gz = await get('/assets/app-1a2b3c4d.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toBe(script);
    const plain = await get('/assets/app-1a2b3c4d.js', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('revalidates index.html, also for client routes', async () => {
    for (const path of ['/', '/courses']) {
      const res = await get(path, { 'accept-encoding': 'br' });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expect(res.headers.get('content-encoding'), path).toBe('br');
      expect(await res.text(), path).toBe(html);
    }
    const first = await get('/', { 'accept-encoding': 'br' });
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(await revalidated('/', etag!)).toBe(304);
    expect(await revalidated('/', 'W/"something-else"')).toBe(200);
  });

  it('sends a prerendered page for its path, its inline script allowed by hash and no other', async () => {
    for (const path of ['/login', '/login?next=%2Fdashboard']) {
      const res = await get(path, { 'accept-encoding': 'br' });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      expect(res.headers.get('content-encoding'), path).toBe('br');
      expect(await res.text(), path).toBe(prerendered);
      expect(res.headers.get('content-security-policy'), path).toBe(
        CSP.replace("script-src 'self'", `script-src 'self' '${themeHash}'`),
      );
    }
    // Every other client route: the index, whose CSP allows no inline script at all.
    for (const path of ['/', '/dashboard', '/login/elsewhere']) {
      const res = await get(path);
      expect(await res.text(), path).toBe(html);
      expect(res.headers.get('content-security-policy'), path).toBe(CSP);
    }
  });

  it('compresses JSON above the threshold, and revalidates public lists with ETag / 304', async () => {
    const res = await get('/api/courses', { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    const body = (await res.json()) as { items: unknown[] };
    expect(body.items.length).toBeGreaterThan(0);
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    expect(await revalidated('/api/courses', etag!)).toBe(304);
    // Another page of the list is another answer.
    expect(await revalidated('/api/courses?pageSize=1', etag!)).toBe(200);
    // A small answer goes as it is; private answers are never stored.
    const health = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(health.headers.get('content-encoding')).toBeNull();
    expect(health.headers.get('cache-control')).toBe('no-store');
  });

  it('marks a signed-in caller’s public read private', async () => {
    const admin = await s.user('admin');
    const res = await get('/api/courses', { authorization: `Bearer ${admin.token}` });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('vary')).toMatch(/authorization/i);
  });
});

describe('anonymous public reads in production (micro-cache)', () => {
  let s: TestServer;
  let clock = Date.parse('2026-11-23T10:00:00Z');
  beforeAll(async () => {
    s = await startServer('pglite', { config: { env: 'production' }, now: () => new Date(clock) });
    await seedDemoWorld(s.campus.ctx);
  });
  afterAll(async () => {
    await s.close();
  });

  // How many courses the catalogue lists: all of them on one page (its list has no total).
  const total = async (token?: string) => {
    const page = (await s.api('GET', '/api/courses?pageSize=100', token ? { token } : {})).body;
    expect(page.nextCursor).toBeNull();
    return page.items.length as number;
  };

  it('reuses an answer within the second, forgets it on any write, and never for a signed-in caller', async () => {
    const before = await total();
    const admin = await s.user('admin');
    // A change that does not come through this instance's HTTP API (another instance, a job).
    // Listed ones (published), so that removing them changes the list.
    const listed = () =>
      s.campus.ctx.db.select().from(courses).where(eq(courses.status, 'published')).limit(1);
    const [course] = await listed();
    await s.campus.ctx.db.delete(courses).where(eq(courses.id, course!.id));
    expect(await total()).toBe(before); // kept
    expect(await total(admin.token)).toBe(before - 1); // a signed-in read is never cached
    clock += READ_MAX_AGE_MS;
    expect(await total()).toBe(before - 1); // the second is over
    // A write through this instance (here: a draft, not even listed) empties the cache at once.
    const [another] = await listed();
    await s.campus.ctx.db.delete(courses).where(eq(courses.id, another!.id));
    expect(await total()).toBe(before - 1); // kept
    const created = await s.api('POST', '/api/courses', {
      token: admin.token,
      body: { title: 'Cache check', category: 'Data', level: 'beginner', price: 0 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(await total()).toBe(before - 2);
  });

  it("keeps the admin's user list for the second, and forgets it on any write through this instance", async () => {
    const admin = await s.user('admin');
    const tag = `rc${clock.toString(36)}`;
    const student = await s.user('student', { name: `Kept ${tag}` });
    const list = async () =>
      (await s.api('GET', `/api/users?search=${tag}`, { token: admin.token })).body as {
        items: { isActive: boolean }[];
      };
    expect((await list()).items).toHaveLength(1);
    // A row added behind this instance's back (another instance): seen once the second is over.
    await s.user('student', { name: `Later ${tag}` });
    await s.campus.ctx.db.update(users).set({ isActive: false }).where(eq(users.id, student.id));
    expect((await list()).items).toHaveLength(1); // kept
    clock += READ_MAX_AGE_MS;
    const later = await list();
    expect(later.items).toHaveLength(2);
    expect(later.items.some((u) => !u.isActive)).toBe(true);
    // Through this instance: at once.
    const on = await s.api('PATCH', `/api/users/${student.id}/activate`, { token: admin.token });
    expect(on.status).toBe(200);
    expect((await list()).items.every((u) => u.isActive)).toBe(true);
  });

  it('keeps a signed-in user for the second, and forgets them on any write through this instance', async () => {
    const admin = await s.user('admin');
    const student = await s.user('student');
    expect((await s.api('GET', '/api/auth/me', { token: student.token })).status).toBe(200);
    // Deactivated behind this instance's back (as by another instance): seen within the second.
    await s.campus.ctx.db.update(users).set({ isActive: false }).where(eq(users.id, student.id));
    expect((await s.api('GET', '/api/auth/me', { token: student.token })).status).toBe(200);
    clock += 1000;
    expect((await s.api('GET', '/api/auth/me', { token: student.token })).status).toBe(403);
    // Through this instance: at once.
    const other = await s.user('student');
    expect((await s.api('GET', '/api/auth/me', { token: other.token })).status).toBe(200);
    const off = await s.api('PATCH', `/api/users/${other.id}/deactivate`, { token: admin.token });
    expect(off.status).toBe(200);
    expect((await s.api('GET', '/api/auth/me', { token: other.token })).status).toBe(403);
  });
});
