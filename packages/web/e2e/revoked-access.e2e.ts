// Every route to a student is closed to a mentor who is gone: a deactivated mentor and a mentor
// rejected after approval reach no student. Their open tab ends (in the browser), and the token that tab held is refused on
// every route that reaches a student — the students list, a student's profile, the batch and its
// classes with meeting links, joining a group session, conversations — while the student no longer
// finds their group session or class. A student's submitted file is refused to them (by token and by
// the signed link they were given), and the browser can no longer open the realtime connection with
// that token (no room, no event). (The student's screens are mentor-status.e2e.ts's.)
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin } from './support/api';
import { launch, newPage, waitForPath } from './support/browser';
import { baseURL, clientAddress, demo } from './support/env';
import { mentorCohort } from './support/mentor-cohort';
import { startSession } from './support/session';

let browser: Browser;
let adminToken: string;
beforeAll(async () => {
  browser = await launch();
  adminToken = (await apiLogin(demo.admin)).token;
});
afterAll(async () => {
  await browser?.close();
});

/** A 1×1 PNG: a file the upload accepts by its content. */
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The student submits a file to a task of the mentor's; answers the file and the mentor's link. */
async function submittedFile(mentorToken: string, studentToken: string, batch: object) {
  const task = await api<{ _id: string }>('/api/tasks', {
    token: mentorToken,
    body: {
      title: 'Draw the schema',
      dueDate: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      timezone: 'Asia/Kolkata',
      batch,
    },
  });
  expect(task.status).toBe(201);
  const form = new FormData();
  form.append('files', new Blob([PNG_1PX], { type: 'image/png' }), 'schema.png');
  const up = await fetch(`${baseURL}/api/tasks/upload-files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${studentToken}`, 'x-forwarded-for': clientAddress() },
    body: form,
  });
  expect(up.status).toBe(201);
  const [file] = (await up.json()) as { _id: string }[];
  const submitted = await api(`/api/tasks/${task.body._id}/submit`, {
    token: studentToken,
    body: { text: 'My schema', fileIds: [file!._id] },
  });
  expect(submitted.status).toBe(201);
  // The mentor's review queue carries the file with a link signed for the mentor.
  const queue = await api<{ items: { submission: { files: { _id: string; url: string }[] } }[] }>(
    '/api/tasks/review-queue',
    { token: mentorToken },
  );
  const mine = queue.body.items.flatMap((i) => i.submission.files).find((f) => f._id === file!._id);
  expect(mine).toBeTruthy();
  return { fileId: file!._id, signedUrl: mine!.url };
}

/**
 * Opens socket.io's connection from the page with `token`, as the app does (Engine.IO 4 over a
 * WebSocket, then the namespace's connect packet with the token as auth).
 */
function realtimeWith(page: Page, token: string): Promise<'connected' | 'refused'> {
  return page.evaluate(
    (t) =>
      new Promise<'connected' | 'refused'>((resolve) => {
        const origin = location.origin.replace(/^http/, 'ws');
        const ws = new WebSocket(`${origin}/socket.io/?EIO=4&transport=websocket`);
        const end = (how: 'connected' | 'refused') => {
          resolve(how);
          ws.close();
        };
        ws.onmessage = (e) => {
          const packet = String(e.data);
          if (packet.startsWith('40')) end('connected');
          else if (packet.startsWith('44')) end('refused');
          else if (packet.startsWith('0')) ws.send(`40${JSON.stringify({ token: t })}`);
          else if (packet === '2') ws.send('3');
        };
        ws.onclose = () => resolve('refused');
      }),
    token,
  );
}

const ends = {
  deactivated: { path: (id: string) => `/api/users/${id}/deactivate`, body: undefined },
  rejected: {
    path: (id: string) => `/api/users/${id}/mentor-status`,
    body: { status: 'rejected' },
  },
} as const;

describe('a mentor who is gone reaches no student by any route', () => {
  for (const [how, end] of Object.entries(ends)) {
    it(`${how}: the open tab ends, and the token it held reaches no student`, async () => {
      const c = await mentorCohort(adminToken, `s28${how.slice(0, 3)}`, 8);
      const tab = await newPage(browser);
      await startSession(tab.page, c.mentor.email, '/my-students');
      const token = await tab.page.evaluate(() => localStorage.getItem('token'));
      expect(token).toBeTruthy();
      const held = token!;
      const { monthYear, domain } = c.batch;
      const routes: [string, string][] = [
        ['GET', '/api/users/students'],
        ['GET', `/api/users/${c.studentId}`],
        ['GET', `/api/batches/${monthYear}/${domain}`],
        ['GET', '/api/liveclasses/upcoming'],
        ['GET', '/api/liveclasses/mentor'],
        ['GET', `/api/liveclasses/${c.classId}`],
        ['POST', `/api/bookings/group-session/${c.groupId}/join`],
        ['GET', '/api/messages/conversations'],
        ['GET', '/api/messages/contacts'],
      ];
      const file = await submittedFile(held, c.studentToken, c.batch);
      routes.push(['GET', `/api/files/${file.fileId}`]);
      // Before: the routes the mentor uses answer (the checks below are not vacuous).
      for (const path of ['/api/users/students', `/api/liveclasses/${c.classId}`])
        expect([path, (await api(path, { token: held })).status]).toEqual([path, 200]);
      const bytes = (init?: RequestInit) => fetch(`${baseURL}${file.signedUrl}`, init);
      expect((await bytes({ headers: { authorization: `Bearer ${held}` } })).status).toBe(200);
      expect((await bytes()).status).toBe(200);
      expect(await realtimeWith(tab.page, held)).toBe('connected');

      const res = await api(end.path(c.mentorId), {
        method: 'PATCH',
        token: adminToken,
        ...(end.body ? { body: end.body } : {}),
      });
      expect(res.status).toBe(200);
      // No click: the server ends the tab's session.
      await waitForPath(tab.page, '/login');
      expect(await tab.page.evaluate(() => localStorage.getItem('token'))).toBeNull();

      for (const [method, path] of routes) {
        const status = (await api(path, { token: held, method })).status;
        expect([method, path, status >= 400 && status < 500 && status !== 404]).toEqual([
          method,
          path,
          true,
        ]);
      }
      // The signed link the mentor was given is dead, and no realtime connection opens with the token.
      expect((await bytes()).status).toBe(401);
      expect(await realtimeWith(tab.page, held)).toBe('refused');
      // The student no longer finds the mentor's group session or class.
      const groups = await api<{ items: { _id: string }[] }>('/api/bookings/group-session', {
        token: c.studentToken,
      });
      expect(groups.body.items.map((g) => g._id)).not.toContain(c.groupId);
      const classes = await api('/api/liveclasses/student', { token: c.studentToken });
      expect(JSON.stringify(classes.body)).not.toContain(c.classId);
      await tab.context.close();
    });
  }
});
