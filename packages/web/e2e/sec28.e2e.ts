// Issue 28, finding 1, the many routes: a deactivated mentor and a mentor rejected after approval
// reach no student. Their open tab ends (in the browser), and the token that tab held is refused on
// every route that reaches a student — the students list, a student's profile, the batch and its
// classes with meeting links, joining a group session, conversations — while the student no longer
// finds their group session or class. (The student's screens are mentor-status.e2e.ts's.)
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin } from './support/api';
import { launch, newPage, waitForPath } from './support/browser';
import { demo } from './support/env';
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

const ends = {
  deactivated: { path: (id: string) => `/api/users/${id}/deactivate`, body: undefined },
  rejected: {
    path: (id: string) => `/api/users/${id}/mentor-status`,
    body: { status: 'rejected' },
  },
} as const;

describe('a mentor who is gone reaches no student by any route (issue 28)', () => {
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
      // Before: the routes the mentor uses answer (the check below is not vacuous).
      for (const path of ['/api/users/students', `/api/liveclasses/${c.classId}`])
        expect([path, (await api(path, { token: held })).status]).toEqual([path, 200]);

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
