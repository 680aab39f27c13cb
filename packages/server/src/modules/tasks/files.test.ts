import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchRef } from '../../context';
import {
  PNG_1PX,
  startServer,
  testDatabases,
  type TestServer,
  type TestUser,
} from '../../testing/server';
import { sniffFile } from './file-types';
import { FileStore } from './files';

const HOUR = 60 * 60 * 1000;

/** A minimal ZIP (stored entries) with the given names: enough for type detection. */
function zip(names: string[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const name of names) {
    const n = Buffer.from(name);
    const body = Buffer.from('<x/>');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(body.length, 22);
    local.writeUInt16LE(n.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(body.length, 24);
    central.writeUInt16LE(n.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, n, body);
    centrals.push(central, n);
    offset += local.length + n.length + body.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 8);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const DOCX = zip(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(64, 0),
  Buffer.from('This program cannot be run in DOS mode'),
]);

describe('sniffFile', () => {
  it('detects types by content, not by name', () => {
    expect(sniffFile(PDF)?.contentType).toBe('application/pdf');
    expect(sniffFile(PNG_1PX)?.contentType).toBe('image/png');
    expect(sniffFile(Buffer.from('GIF89a' + 'x'.repeat(10)))?.contentType).toBe('image/gif');
    expect(
      sniffFile(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0]))?.contentType,
    ).toBe('image/jpeg');
    expect(sniffFile(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))?.contentType).toBe('image/webp');
    expect(sniffFile(Buffer.from('नमस्ते, plain notes\n'))?.contentType).toBe('text/plain');
    expect(sniffFile(DOCX)?.ext).toBe('docx');
    expect(sniffFile(zip(['[Content_Types].xml', 'xl/workbook.xml']))?.ext).toBe('xlsx');
    expect(sniffFile(zip(['[Content_Types].xml', 'ppt/presentation.xml']))?.ext).toBe('pptx');
    expect(sniffFile(zip(['src/index.js']))?.contentType).toBe('application/zip');
    expect(sniffFile(EXE)).toBeNull();
    expect(sniffFile(Buffer.from([0xc3, 0x28, 0x41]))).toBeNull(); // invalid UTF-8
    expect(sniffFile(Buffer.from('PK\x03\x04 broken'))).toBeNull();
  });
});

for (const db of testDatabases()) {
  describe(`task files [${db}]`, () => {
    let s: TestServer;
    const clock = { offset: 0 };
    const now = () => new Date(Date.now() + clock.offset);
    const batch: BatchRef = { monthYear: '2026-12', domain: 'files' };
    let mentor: TestUser;
    let a: TestUser;
    let b: TestUser;
    const dir = () => join(s.dataDir, 'uploads', 'task-files');
    const onDisk = () => {
      try {
        return readdirSync(dir()).sort();
      } catch {
        return [];
      }
    };

    function form(files: [Buffer, string][]) {
      const f = new FormData();
      for (const [data, name] of files) f.append('files', new Blob([new Uint8Array(data)]), name);
      return f;
    }
    const upload = (u: TestUser, files: [Buffer, string][]) =>
      s.api('POST', '/api/tasks/upload-files', { token: u.token, form: form(files) });
    const fetchRaw = (path: string, token?: string) =>
      fetch(s.url + path, { headers: token ? { authorization: `Bearer ${token}` } : {} });

    beforeAll(async () => {
      s = await startServer(db, { now });
      mentor = await s.user('mentor');
      a = await s.user('student', { batch });
      b = await s.user('student', { batch });
      s.campus.ctx.extensions.mentorBatches = async (id) => (id === mentor.id ? [batch] : []);
    });
    afterAll(async () => {
      expect(s.campus.violations).toEqual([]);
      await s.close();
    });

    it('registers the scheduler and sweep as background jobs', () => {
      expect(s.campus.ctx.extensions.jobs.map((j) => j.name)).toEqual(
        expect.arrayContaining(['task-reminders', 'task-files-sweep', 'bookings-sweep']),
      );
    });

    it('stores allowed files with the type detected from content', async () => {
      const res = await upload(mentor, [
        [PNG_1PX, 'diagram.png'],
        [PDF, 'brief.txt'],
        [DOCX, 'rubric.docx'],
        [Buffer.from('Read chapter 3'), 'notes.txt'],
        [Buffer.alloc(3 * 1024 * 1024, 0x61), 'dataset.txt'], // above the 2 MB profile-image limit
      ]);
      expect(res.status).toBe(201);
      expect(res.body.map((f: { contentType: string }) => f.contentType)).toEqual([
        'image/png',
        'application/pdf',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'text/plain',
        'text/plain',
      ]);
      expect(res.body[4].size).toBe(3 * 1024 * 1024);
      expect(res.body[1]).toMatchObject({
        name: 'brief.txt',
        size: PDF.length,
        url: expect.stringMatching(/^\/api\/files\/[0-9a-f-]+\?sig=/),
      });
      expect(onDisk().filter((n) => n.startsWith('.tmp-'))).toEqual([]);
    });

    it('refuses the whole request for one bad file, too many files or a file over 10 MB, leaving nothing on disk', async () => {
      const before = onDisk();
      const bad = await upload(a, [
        [PNG_1PX, 'ok.png'],
        [EXE, 'homework.pdf'],
      ]);
      expect(bad.status).toBe(415);
      expect(bad.body.errors).toEqual([expect.objectContaining({ path: 'files.1' })]);
      const many = await upload(
        a,
        Array.from(
          { length: 6 },
          (_, i) => [Buffer.from(`note ${i}`), `n${i}.txt`] as [Buffer, string],
        ),
      );
      expect(many.status).toBe(400);
      const big = await upload(a, [
        [PNG_1PX, 'ok.png'],
        [Buffer.alloc(10 * 1024 * 1024 + 1, 0x61), 'huge.txt'],
      ]);
      expect(big.status).toBe(413);
      const none = await s.api('POST', '/api/tasks/upload-files', {
        token: a.token,
        form: new FormData(),
      });
      expect(none.status).toBe(400);
      expect(onDisk()).toEqual(before);
    });

    it('serves attachments to the mentor and assignees only, by bearer token or signed URL', async () => {
      const up = await upload(mentor, [
        [PNG_1PX, 'diagram.png'],
        [Buffer.from('Steps: 1, 2, 3'), 'steps.txt'],
      ]);
      const outsider = await s.user('student');
      const task = await s.api('POST', '/api/tasks', {
        token: mentor.token,
        body: {
          title: 'Draw the ER diagram',
          dueDate: new Date(now().getTime() + 48 * HOUR).toISOString(),
          timezone: 'Asia/Kolkata',
          batch,
          attachmentIds: up.body.map((f: { _id: string }) => f._id),
        },
      });
      expect(task.status).toBe(201);
      expect(task.body.attachments).toHaveLength(2);
      const [png, txt] = up.body as { _id: string; url: string }[];

      const byBearer = await fetchRaw(`/api/files/${png!._id}`, a.token);
      expect(byBearer.status).toBe(200);
      expect(byBearer.headers.get('content-type')).toBe('image/png');
      expect(byBearer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(byBearer.headers.get('cache-control')).toBe('private');
      expect(byBearer.headers.get('content-disposition')).toMatch(
        /^inline; filename="diagram.png"/,
      );
      expect(Buffer.from(await byBearer.arrayBuffer()).equals(PNG_1PX)).toBe(true);
      const forced = await fetchRaw(`/api/files/${png!._id}?download=true`, a.token);
      expect(forced.headers.get('content-disposition')).toMatch(/^attachment/);
      const text = await fetchRaw(`/api/files/${txt!._id}`, a.token);
      expect(text.headers.get('content-disposition')).toMatch(/^attachment; filename="steps.txt"/);

      // The student's own signed URL (from their view of the task) works without a header.
      const view = await s.api('GET', `/api/tasks/${task.body._id}`, { token: a.token });
      const signed = view.body.attachments.find((f: { _id: string }) => f._id === png!._id)
        .url as string;
      expect((await fetchRaw(signed)).status).toBe(200);
      const flip = (c: string) => (c === 'A' ? 'B' : 'A');
      expect(
        (await fetchRaw(signed.slice(0, -10) + flip(signed.at(-10)!) + signed.slice(-9))).status,
      ).toBe(401);
      expect((await fetchRaw(signed.slice(0, -1) + flip(signed.at(-1)!))).status).toBe(401);
      expect((await fetchRaw(`/api/files/${png!._id}?sig=nonsense`)).status).toBe(401);
      expect((await fetchRaw(`/api/files/${png!._id}`)).status).toBe(401);
      // A signature is bound to its file.
      const other = signed.replace(png!._id, txt!._id);
      expect((await fetchRaw(other)).status).toBe(401);
      // Not assigned: 404, whatever the credentials.
      expect((await fetchRaw(`/api/files/${png!._id}`, outsider.token)).status).toBe(404);
      // Expired after an hour.
      clock.offset += 61 * 60 * 1000;
      try {
        expect((await fetchRaw(signed)).status).toBe(401);
      } finally {
        clock.offset -= 61 * 60 * 1000;
      }
      // Dead once the user's tokens stop working (logout).
      const signedB = (await s.api('GET', `/api/tasks/${task.body._id}`, { token: b.token })).body
        .attachments[0].url;
      expect((await fetchRaw(signedB)).status).toBe(200);
      await s.api('POST', '/api/auth/logout', { token: b.token });
      expect((await fetchRaw(signedB)).status).toBe(401);
    });

    it('shows submission files to the student and the mentor, not to classmates; files attach once', async () => {
      const c = await s.user('student', { batch });
      const task = await s.api('POST', '/api/tasks', {
        token: mentor.token,
        body: {
          title: 'Upload your report',
          dueDate: new Date(now().getTime() + 48 * HOUR).toISOString(),
          timezone: 'Asia/Kolkata',
          studentIds: [a.id, c.id],
        },
      });
      const mine = (await upload(a, [[PDF, 'report.pdf']])).body[0];
      const theirs = (await upload(c, [[PDF, 'theirs.pdf']])).body[0];
      const stolen = await s.api('POST', `/api/tasks/${task.body._id}/submit`, {
        token: a.token,
        body: { fileIds: [theirs._id] },
      });
      expect(stolen.status).toBe(400);
      expect(stolen.body.errors).toEqual([expect.objectContaining({ path: 'fileIds.0' })]);
      const sub = await s.api('POST', `/api/tasks/${task.body._id}/submit`, {
        token: a.token,
        body: { fileIds: [mine._id] },
      });
      expect(sub.status).toBe(201);
      expect(sub.body.files).toEqual([
        expect.objectContaining({ _id: mine._id, contentType: 'application/pdf' }),
      ]);
      expect((await fetchRaw(`/api/files/${mine._id}`, mentor.token)).status).toBe(200);
      expect((await fetchRaw(`/api/files/${mine._id}`, a.token)).status).toBe(200);
      expect((await fetchRaw(`/api/files/${mine._id}`, c.token)).status).toBe(404);
      const reused = await s.api('POST', `/api/tasks/${task.body._id}/submit`, {
        token: c.token,
        body: { fileIds: [mine._id] },
      });
      expect(reused.status).toBe(400);
    });

    it('sweeps unattached uploads after 24 hours, from the database and the disk', async () => {
      const uploader = await s.user('mentor');
      const up = (await upload(uploader, [[Buffer.from('draft'), 'draft.txt']])).body[0];
      const store = new FileStore(s.campus.ctx);
      await store.sweep();
      expect(onDisk().some((n) => n.startsWith(up._id))).toBe(true);
      clock.offset += 25 * HOUR;
      try {
        expect(await store.sweep()).toBeGreaterThanOrEqual(1);
      } finally {
        clock.offset -= 25 * HOUR;
      }
      expect(onDisk().some((n) => n.startsWith(up._id))).toBe(false);
      // Attached files stay.
      expect(onDisk().length).toBeGreaterThan(0);
    });

    it('deletes a task’s files with it', async () => {
      const up = (await upload(mentor, [[PDF, 'old.pdf']])).body[0];
      const task = await s.api('POST', '/api/tasks', {
        token: mentor.token,
        body: {
          title: 'Temporary',
          dueDate: new Date(now().getTime() + 48 * HOUR).toISOString(),
          timezone: 'Asia/Kolkata',
          studentIds: [a.id],
          attachmentIds: [up._id],
        },
      });
      expect(onDisk().some((n) => n.startsWith(up._id))).toBe(true);
      expect(
        (await s.api('DELETE', `/api/tasks/${task.body._id}`, { token: mentor.token })).status,
      ).toBe(204);
      expect(onDisk().some((n) => n.startsWith(up._id))).toBe(false);
      expect((await fetchRaw(`/api/files/${up._id}`, mentor.token)).status).toBe(404);
    });

    it('throttles uploads at 60 files an hour per user', async () => {
      const u = await s.user('student');
      for (let i = 0; i < 12; i++) {
        const r = await upload(
          u,
          Array.from(
            { length: 5 },
            (_, j) => [Buffer.from(`n${i}${j}`), 'n.txt'] as [Buffer, string],
          ),
        );
        expect(r.status).toBe(201);
      }
      const over = await upload(u, [[Buffer.from('one more'), 'x.txt']]);
      expect(over.status).toBe(429);
      expect(over.body.retryAfter).toBeGreaterThan(0);
      expect(over.headers.get('retry-after')).toBeTruthy();
    });
  });
}
