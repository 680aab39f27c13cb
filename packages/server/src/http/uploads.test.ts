// Over real HTTP: uploads stream to disk and leave nothing behind, a user
// has at most two uploads in flight and a bounded number of attempts, the hourly file limit holds
// under concurrency, memory stays flat under refused uploads, and profile photos lose their EXIF.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { taskFiles } from '../db/schema/index';
import { testDatabases, until, useServer, type TestServer } from '../testing/server';
import { UPLOAD_LIMITS } from './uploads';

const MB = 1024 * 1024;
// The hourly file limit of the tasks area (an area's constant; http/ may not import it).
const MAX_FILES_PER_HOUR = 60;

function filesForm(files: Buffer[], name = 'notes.txt'): FormData {
  const f = new FormData();
  for (const b of files) f.append('files', new Blob([new Uint8Array(b)]), name);
  return f;
}

const incoming = (s: TestServer) => join(s.dataDir, 'uploads', '.incoming');
const leftovers = (s: TestServer) =>
  existsSync(incoming(s)) ? readdirSync(incoming(s)).length : 0;

/** An upload whose body never finishes: it holds its in-flight slot until `end()`. */
function stalledUpload(s: TestServer, token: string) {
  const url = new URL(s.url + '/api/tasks/upload-files');
  const boundary = 'stall';
  const req = request(url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(10 * MB),
    },
  });
  req.on('error', () => {});
  req.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.txt"\r\n\r\nhello`,
  );
  return { end: () => req.destroy() };
}

for (const db of testDatabases()) {
  describe(`uploads [${db}]`, () => {
    const s = useServer(db);

    it('caps uploads in flight per user with a plain 429, and leaves no temporary file', async () => {
      const student = await s.user('student');
      const stalled = Array.from({ length: UPLOAD_LIMITS.inFlight }, () =>
        stalledUpload(s, student.token),
      );
      await until(() => leftovers(s) >= UPLOAD_LIMITS.inFlight);
      const third = await s.api('POST', '/api/tasks/upload-files', {
        token: student.token,
        form: filesForm([Buffer.from('hello')]),
      });
      expect(third.status).toBe(429);
      expect(third.body.message).toBe(
        'You already have 2 uploads in progress. Wait for them to finish, then try again.',
      );
      // Refused before its body was read: the connection closes with the answer, so the sender
      // stops sending instead of holding the socket open until a timeout.
      expect(third.headers.get('connection')).toBe('close');
      // Someone else is not affected.
      const other = await s.user('student');
      const ok = await s.api('POST', '/api/tasks/upload-files', {
        token: other.token,
        form: filesForm([Buffer.from('hello')]),
      });
      expect(ok.status).toBe(201);
      for (const u of stalled) u.end();
      await until(() => leftovers(s) === 0);
      const again = await s.api('POST', '/api/tasks/upload-files', {
        token: student.token,
        form: filesForm([Buffer.from('hello')]),
      });
      expect(again.status).toBe(201);
    });

    it('throttles refused uploads too', async () => {
      const student = await s.user('student');
      const statuses: number[] = [];
      for (let i = 0; i < UPLOAD_LIMITS.attempts.capacity + 3; i++) {
        const res = await s.api('POST', '/api/tasks/upload-files', {
          token: student.token,
          form: filesForm([Buffer.from([0, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0])], 'x.bin'),
        });
        statuses.push(res.status);
        if (res.status === 429)
          expect(res.body.message).toBe(
            'Too many uploads in a short time. Please wait a moment and try again.',
          );
      }
      expect(statuses.slice(0, 10).every((x) => x === 415)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      await until(() => leftovers(s) === 0);
    });

    it('counts the hourly limit and inserts in one step (concurrent requests)', async () => {
      const student = await s.user('student');
      // Five short of the limit: of two concurrent requests of five files, exactly one fits.
      await s.campus.ctx.db.insert(taskFiles).values(
        Array.from({ length: MAX_FILES_PER_HOUR - 5 }, () => {
          const id = randomUUID();
          return {
            id,
            uploaderId: student.id,
            name: 'old.txt',
            contentType: 'text/plain',
            size: 5,
            storageKey: `${id}.txt`,
            createdAt: new Date(),
          };
        }),
      );
      const five = () => Array.from({ length: 5 }, () => Buffer.from('hello'));
      const answers = await Promise.all(
        [0, 1].map(() =>
          s.api('POST', '/api/tasks/upload-files', {
            token: student.token,
            form: filesForm(five()),
          }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, 429]);
      const rows = await s.campus.ctx.db.$count(taskFiles, eq(taskFiles.uploaderId, student.id));
      expect(rows).toBe(MAX_FILES_PER_HOUR);
    });

    it(
      'keeps memory flat under 20 concurrent refused 50 MB uploads',
      { timeout: 300_000 },
      async () => {
        const student = await s.user('student');
        // The client runs in another process (its buffers must not count): 20 concurrent requests of
        // five 10 MB parts of bytes no allowed type matches, streamed 1 MB at a time.
        const client = `
        const http = require('node:http');
        const chunk = Buffer.alloc(1024 * 1024, 1); chunk[0] = 0;
        const [url, token] = process.argv.slice(1);
        const one = () => new Promise((resolve) => {
          const b = 'x'.repeat(30);
          const req = http.request(url, { method: 'POST', headers: {
            authorization: 'Bearer ' + token, 'content-type': 'multipart/form-data; boundary=' + b } },
            (res) => { res.resume(); res.on('end', () => resolve(res.statusCode)); });
          req.on('error', () => resolve('closed'));
          (async () => {
            for (let f = 0; f < 5; f++) {
              const head = '--' + b + '\\r\\nContent-Disposition: form-data; name="files"; filename="big.bin"\\r\\n\\r\\n';
              if (!req.write(f ? '\\r\\n' + head : head)) await new Promise((r) => req.once('drain', r));
              for (let i = 0; i < 10; i++)
                if (!req.write(chunk)) await new Promise((r) => { req.once('drain', r); req.once('close', r); });
            }
            req.end('\\r\\n--' + b + '--\\r\\n');
          })().catch(() => {});
        });
        Promise.all(Array.from({ length: 20 }, one)).then((s) => console.log(JSON.stringify(s)));
      `;
        global.gc?.();
        const before = process.memoryUsage().rss;
        let peak = before;
        const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
        const out = await new Promise<string>((resolve, reject) =>
          execFile(
            process.execPath,
            ['-e', client, s.url + '/api/tasks/upload-files', student.token],
            { timeout: 240_000 },
            (err, stdout) => (err ? reject(err) : resolve(stdout)),
          ),
        );
        clearInterval(sampler);
        const after = process.memoryUsage().rss;
        console.info(
          `uploads: server RSS before ${Math.round(before / MB)} MB, peak ${Math.round(peak / MB)} MB, after ${Math.round(after / MB)} MB; answers ${out.trim()}`,
        );
        const statuses: (number | string)[] = JSON.parse(out);
        expect(statuses.every((x) => x === 415 || x === 429 || x === 413 || x === 'closed')).toBe(
          true,
        );
        expect(statuses.filter((x) => x === 415).length).toBeLessThanOrEqual(
          UPLOAD_LIMITS.inFlight,
        );
        // 20 × 50 MB held in memory would be 1 GB; streamed to disk, the server grows by far less.
        expect(peak - before).toBeLessThan(200 * MB);
        await until(() => leftovers(s) === 0);
      },
    );

    it('strips EXIF (a GPS position) from profile photos', async () => {
      const student = await s.user('student');
      const photo = await sharp({
        create: { width: 16, height: 16, channels: 3, background: 'red' },
      })
        .jpeg()
        .withExif({
          IFD0: { Artist: 'Asha at home' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1' },
        })
        .toBuffer();
      expect((await sharp(photo).metadata()).exif).toBeDefined();
      const f = new FormData();
      f.append('profileImage', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'me.jpg');
      const res = await s.api('PUT', '/api/auth/profile', { token: student.token, form: f });
      expect(res.status).toBe(200);
      // Anonymous download, as anyone could.
      const img = await fetch(s.url + res.body.user.profileImage.url);
      expect(img.status).toBe(200);
      const served = Buffer.from(await img.arrayBuffer());
      const meta = await sharp(served).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.exif).toBeUndefined();
      expect(served.includes('Asha at home')).toBe(false);
    });
  });
}
