// Covers are served by Campus: an author's image link is fetched once into the storage (a local
// HTTP server on 127.0.0.1 plays the remote site), Campus serves it from /uploads/covers/, a link
// that cannot be used is refused in words and leaves nothing behind, without the test-only switch a
// link to this machine is refused before anything is fetched, and the address checked is the one
// connected to.
import { createServer, type Server } from 'node:http';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_1PX, startServer, type TestServer } from '../testing/server';
import { fetchCover } from './covers';
import { LocalDiskStorage } from './storage-local';

const BIG = Buffer.concat([PNG_1PX, Buffer.alloc(3 * 1024 * 1024)]);

describe('covers fetched once into Campus', () => {
  let remote: Server;
  let origin = '';
  const hits = new Map<string, number>();
  const hostHeaders: string[] = [];
  let s: TestServer;

  beforeAll(async () => {
    remote = createServer((req, res) => {
      const path = req.url ?? '/';
      hostHeaders.push(req.headers.host ?? '');
      hits.set(path, (hits.get(path) ?? 0) + 1);
      const send = (status: number, type: string, body: Buffer | string) =>
        res.writeHead(status, { 'content-type': type }).end(body);
      if (path === '/cover.png') return send(200, 'image/png', PNG_1PX);
      if (path === '/big.png') return send(200, 'image/png', BIG);
      if (path === '/page.html') return send(200, 'text/html', '<h1>Not an image</h1>');
      if (path === '/liar.png') return send(200, 'image/png', '<svg onload="alert(1)"></svg>');
      if (path === '/moved.png') return res.writeHead(302, { location: '/cover.png' }).end();
      return send(404, 'text/plain', 'Not found');
    });
    await new Promise<void>((done) => remote.listen(0, '127.0.0.1', done));
    const address = remote.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    s = await startServer('pglite', { config: { coverLinksPrivateHosts: true } });
  });
  afterAll(async () => {
    expect(s.campus.violations).toEqual([]);
    await s.close();
    await new Promise((done) => remote.close(done));
  });

  const coverFiles = () => {
    const dir = join(s.dataDir, 'uploads', 'covers');
    return existsSync(dir) ? readdirSync(dir).filter((f) => !f.startsWith('.')) : [];
  };
  const course = (token: string, thumbnailUrl: string) =>
    s.api('POST', '/api/courses', {
      token,
      body: { title: 'Covers 101', category: 'Design', level: 'beginner', price: 0, thumbnailUrl },
    });

  it('fetches a link once, serves it from Campus, and keeps Campus’s own path on a later save', async () => {
    const instructor = await s.user('instructor');
    const made = await course(instructor.token, `${origin}/cover.png`);
    expect(made.status).toBe(201);
    const path = made.body.thumbnailUrl as string;
    expect(path).toMatch(/^\/uploads\/covers\/[0-9a-f]{32}\.png$/);
    expect(hits.get('/cover.png')).toBe(1);

    const served = await fetch(`${s.url}${path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG_1PX)).toBe(true);

    // The editor sends the stored path back with any change: kept as it is, nothing fetched.
    const saved = await s.api('PATCH', `/api/courses/${made.body._id}`, {
      token: instructor.token,
      body: { title: 'Covers 102', thumbnailUrl: path },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.thumbnailUrl).toBe(path);
    expect(hits.get('/cover.png')).toBe(1);

    const admin = await s.user('admin');
    const ebook = await s.api('POST', '/api/ebookcourses', {
      token: admin.token,
      body: { title: 'Covered book', category: 'Design', coverImageUrl: `${origin}/cover.png` },
    });
    expect(ebook.status).toBe(201);
    expect(ebook.body.coverImageUrl).toBe(path);
  });

  it('refuses a link that cannot be used, in words, and stores nothing', async () => {
    const instructor = await s.user('instructor');
    const before = coverFiles();
    const refusals: [string, RegExp][] = [
      ['/big.png', /larger than 2 MB/],
      ['/page.html', /it is text\/html, not a PNG, JPEG or WebP image/],
      ['/liar.png', /its bytes are not the PNG image it says it is/],
      ['/gone.png', /the site answered 404/],
      ['/moved.png', /it redirects elsewhere; link to the image itself/],
    ];
    for (const [path, why] of refusals) {
      const res = await course(instructor.token, `${origin}${path}`);
      expect(res.status, path).toBe(400);
      expect(res.body.errors?.[0]?.path, path).toBe('thumbnailUrl');
      expect(res.body.errors?.[0]?.msg, path).toMatch(/^The image at this link cannot be used: /);
      expect(res.body.errors?.[0]?.msg, path).toMatch(why);
    }
    const fake = await course(
      instructor.token,
      '/uploads/covers/0123456789abcdef0123456789abcdef.png',
    );
    expect(fake.status).toBe(400);
    expect(fake.body.errors?.[0]?.msg).toBe(
      'This cover is not stored on Campus; upload it again by its link.',
    );
    expect(coverFiles()).toEqual(before);
  });

  it('refuses a link to this machine unless the test-only switch allows it', async () => {
    const strict = await startServer('pglite');
    try {
      const instructor = await strict.user('instructor');
      const before = hits.get('/cover.png') ?? 0;
      const res = await strict.api('POST', '/api/courses', {
        token: instructor.token,
        body: {
          title: 'Covers 101',
          category: 'Design',
          level: 'beginner',
          price: 0,
          thumbnailUrl: `${origin}/cover.png`,
        },
      });
      expect(res.status).toBe(400);
      expect(res.body.errors?.[0]?.msg).toMatch(/points at a private network/);
      expect(hits.get('/cover.png') ?? 0).toBe(before);
    } finally {
      await strict.close();
    }
  });

  it('connects to the address it checked: the name is resolved once, the link’s host is sent', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'campus-covers-'));
    try {
      const port = new URL(origin).port;
      const asked: string[] = [];
      const path = await fetchCover('thumbnailUrl', `http://covers.example:${port}/cover.png`, {
        storage: new LocalDiskStorage(dir),
        allowPrivateHosts: true,
        resolve: async (host) => {
          asked.push(host);
          return ['127.0.0.1'];
        },
      });
      expect(path).toMatch(/^\/uploads\/covers\/[0-9a-f]{32}\.png$/);
      // One resolution: a name that answers differently a moment later is never asked again.
      expect(asked).toEqual(['covers.example']);
      expect(hostHeaders.at(-1)).toBe(`covers.example:${port}`);
      // Without the switch, a name that resolves to this machine is refused before any request.
      const before = hits.get('/cover.png');
      await expect(
        fetchCover('thumbnailUrl', `http://covers.example:${port}/cover.png`, {
          storage: new LocalDiskStorage(dir),
          allowPrivateHosts: false,
          resolve: async () => ['93.184.216.34', '127.0.0.1'],
        }),
      ).rejects.toMatchObject({
        status: 400,
        extra: { errors: [{ msg: expect.stringMatching(/points at a private network/) }] },
      });
      expect(hits.get('/cover.png')).toBe(before);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
