// Uploaded files on the S3 driver (STORAGE=s3, lib/storage.ts) through the HTTP API, against a real
// S3-compatible server on 127.0.0.1 (testing/s3.ts): task files and profile images are written to
// the bucket and nowhere else, refused uploads and deleted rows leave no object, and — on PostgreSQL,
// where two instances can share one database — a file uploaded through one instance is downloaded
// through the other, byte for byte.
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchRef } from './context';
import type { Config } from './config';
import { startS3, type TestS3 } from './testing/s3';
import {
  PNG_1PX,
  startServer,
  testDatabases,
  type TestServer,
  type TestUser,
} from './testing/server';

const HOUR = 60 * 60 * 1000;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0), Buffer.from('DOS mode')]);

for (const db of testDatabases()) {
  describe(`uploaded files on S3 [${db}]`, () => {
    let s3: TestS3;
    let s: TestServer;
    let mentor: TestUser;
    let student: TestUser;
    const batch: BatchRef = { monthYear: '2026-12', domain: 's3-files' };
    let storageConfig: Partial<Config>;

    /** The objects in the bucket (s3rver keeps one `<key>._S3rver_object` file per object). */
    const objects = () =>
      readdirSync(s3.directory, { recursive: true })
        .map(String)
        .filter((p) => p.endsWith('._S3rver_object'))
        .map((p) => p.slice(0, -'._S3rver_object'.length))
        .sort();

    function form(files: [Buffer, string][]) {
      const f = new FormData();
      for (const [data, name] of files) f.append('files', new Blob([new Uint8Array(data)]), name);
      return f;
    }
    const upload = (on: TestServer, u: TestUser, files: [Buffer, string][]) =>
      on.api('POST', '/api/tasks/upload-files', { token: u.token, form: form(files) });
    const download = async (on: TestServer, path: string, token?: string) => {
      const res = await fetch(on.url + path, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      return {
        status: res.status,
        headers: res.headers,
        body: Buffer.from(await res.arrayBuffer()),
      };
    };
    const setTask = (on: TestServer, attachmentIds: string[]) =>
      on.api('POST', '/api/tasks', {
        token: mentor.token,
        body: {
          title: 'Read the attached brief',
          dueDate: new Date(Date.now() + 48 * HOUR).toISOString(),
          timezone: 'Asia/Kolkata',
          studentIds: [student.id],
          attachmentIds,
        },
      });

    beforeAll(async () => {
      s3 = await startS3();
      storageConfig = { storage: { kind: 's3', ...s3.settings } };
      s = await startServer(db, { config: storageConfig });
      mentor = await s.user('mentor');
      student = await s.user('student', { batch });
      s.campus.ctx.extensions.mentorBatches = async (id) => (id === mentor.id ? [batch] : []);
    });
    afterAll(async () => {
      expect(s.campus.violations).toEqual([]);
      await s.close();
      await s3.stop();
    });

    it('keeps task files in the bucket, not on the disk, and streams them back', async () => {
      const notes = Buffer.from(`notes\n${randomBytes(1536 * 1024).toString('hex')}`); // 3 MB
      const up = await upload(s, mentor, [
        [PDF, 'brief.pdf'],
        [notes, 'notes.txt'],
      ]);
      expect(up.status).toBe(201);
      const [pdf, txt] = up.body as { _id: string; url: string; size: number }[];
      expect(objects()).toEqual(
        expect.arrayContaining([`task-files/${pdf!._id}.pdf`, `task-files/${txt!._id}.txt`]),
      );
      expect(existsSync(join(s.dataDir, 'uploads', 'task-files'))).toBe(false);

      const task = await setTask(s, [pdf!._id, txt!._id]);
      expect(task.status).toBe(201);
      const got = await download(s, pdf!.url);
      expect(got.status).toBe(200);
      expect(got.headers.get('content-type')).toBe('application/pdf');
      expect(got.headers.get('content-length')).toBe(String(PDF.length));
      expect(got.body.equals(PDF)).toBe(true);
      const big = await download(s, `/api/files/${txt!._id}`, student.token);
      expect(big.status).toBe(200);
      expect(big.body.equals(notes)).toBe(true);
    });

    it('leaves no object behind for a refused upload', async () => {
      const before = objects();
      const bad = await upload(s, mentor, [
        [PDF, 'ok.pdf'],
        [EXE, 'homework.pdf'],
      ]);
      expect(bad.status).toBe(415);
      expect(objects()).toEqual(before);
    });

    it('deletes the objects after their rows (a deleted task, a replaced profile image)', async () => {
      const up = (await upload(s, mentor, [[PDF, 'old.pdf']])).body[0] as { _id: string };
      const task = await setTask(s, [up._id]);
      expect(objects()).toContain(`task-files/${up._id}.pdf`);
      expect(
        (await s.api('DELETE', `/api/tasks/${task.body._id}`, { token: mentor.token })).status,
      ).toBe(204);
      expect(objects()).not.toContain(`task-files/${up._id}.pdf`);
      expect((await download(s, `/api/files/${up._id}`, mentor.token)).status).toBe(404);

      const setImage = (on: TestServer, name: string) => {
        const f = new FormData();
        f.append('profileImage', new Blob([new Uint8Array(PNG_1PX)], { type: 'image/png' }), name);
        return on.api('PUT', '/api/auth/profile', { token: student.token, form: f });
      };
      const first = (await setImage(s, 'me.png')).body.user.profileImage.url as string;
      const file = first.split('/').at(-1)!;
      expect(objects()).toContain(`profile-images/${file}`);
      const img = await download(s, first);
      expect(img.status).toBe(200);
      expect(img.headers.get('content-type')).toBe('image/png');
      expect(img.headers.get('cache-control')).toBe('public, max-age=2592000, immutable');
      expect(img.body.equals(PNG_1PX)).toBe(true);
      const second = (await setImage(s, 'again.png')).body.user.profileImage.url as string;
      expect(second).not.toBe(first);
      expect(objects()).not.toContain(`profile-images/${file}`);
      expect((await download(s, first)).status).toBe(404);
      expect((await download(s, second)).status).toBe(200);
    });

    // Two instances need one shared database: PGlite is one process's, so this runs on PostgreSQL
    // (CI's server suite runs every file there too when TEST_DATABASE_URL is set).
    it.runIf(db === 'postgres')(
      'serves a file uploaded through one instance from the other, byte for byte',
      async () => {
        const other = await startServer(db, { shareDatabaseWith: s, config: storageConfig });
        try {
          // Above the 5 MB part size: a multipart upload, streamed in parts.
          const data = Buffer.concat([PDF, randomBytes(8 * 1024 * 1024)]);
          const up = await upload(s, mentor, [[data, 'dataset.pdf']]);
          expect(up.status).toBe(201);
          const file = up.body[0] as { _id: string; url: string };
          expect((await setTask(s, [file._id])).status).toBe(201);

          // The link signed by the first instance opens on the second (one JWT_SECRET).
          const signed = await download(other, file.url);
          expect(signed.status).toBe(200);
          expect(signed.body.equals(data)).toBe(true);
          const byStudent = await download(other, `/api/files/${file._id}`, student.token);
          expect(byStudent.body.equals(data)).toBe(true);

          // And the other way: uploaded through the second, read through the first.
          const back = await upload(other, mentor, [[PDF, 'second.pdf']]);
          expect(back.status).toBe(201);
          const got = await download(s, `/api/files/${back.body[0]._id}`, mentor.token);
          expect(got.body.equals(PDF)).toBe(true);

          // A profile image set through one instance is served by the other.
          const f = new FormData();
          f.append(
            'profileImage',
            new Blob([new Uint8Array(PNG_1PX)], { type: 'image/png' }),
            'p.png',
          );
          const url = (
            await other.api('PUT', '/api/auth/profile', { token: mentor.token, form: f })
          ).body.user.profileImage.url as string;
          expect((await download(s, url)).body.equals(PNG_1PX)).toBe(true);
          expect(other.campus.violations).toEqual([]);
        } finally {
          await other.close();
        }
      },
    );
  });
}
