// The at-risk radar, on a server of this journey's own whose clock the test moves
// (movable-clock.mjs): a student joined a batch over a week ago, left two tasks past their due date
// and missed the batch's last two live classes (the radar's default thresholds); within 60 s the
// mentor's open radar shows their flag with both reasons, and the mentor's inbox an "At risk" item.
// Two hours later the mentor messages them from the radar; the admin's follow-through view shows the
// mentor's time from the flag to that first contact; the student submits a task and the overdue reason leaves the
// mentor's open radar without a reload.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin } from './support/api';
import { launch, newPage } from './support/browser';
import { startClockServer, type ClockServer } from './support/clock-server';
import { demo } from './support/env';
import { socketConnected } from './support/live';
import { mentorWithStudent } from './support/mentor-cohort';
import { startSession } from './support/session';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
/** The promise: a flag follows its event within a minute (the job runs every 15 s). */
const FRESH = 60_000;

let browser: Browser;
let server: ClockServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([launch(), startClockServer('radar')]);
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the at-risk radar', () => {
  // Up to a minute for each of the radar job's runs it waits on, and a loaded machine's pages between.
  it(
    'flags a student who missed classes and left tasks overdue, the mentor messages them, the admin sees the first contact, and a submission clears its reason live',
    { timeout: 300_000 },
    async () => {
      const base = server.baseURL;
      const admin = await apiLogin(demo.admin, undefined, base);
      const pair = await mentorWithStudent(admin.token, 'rd', base);
      const as = (token: string) => ({ token, base });

      // Two tasks due within the hour.
      const tasks: string[] = [];
      for (const n of [1, 2]) {
        const task = await api<{ _id: string }>('/api/tasks', {
          ...as(pair.mentorToken),
          body: {
            title: `Radar task ${n} ${pair.stamp}`,
            description: 'Write a query and submit it.',
            dueDate: new Date(Date.now() + HOUR).toISOString(),
            timezone: 'Asia/Kolkata',
            batch: pair.batch,
          },
        });
        expect(task.status, JSON.stringify(task.body)).toBe(201);
        tasks.push(task.body._id);
      }

      // Eight days on: past the new student's week, both tasks days past their due date.
      let at = Date.now() + 8 * DAY;
      await server.setClock(at);
      // Sessions from before the jump have expired: both sign in again.
      const mentorToken = (await apiLogin(pair.mentor.email, undefined, base)).token;
      const studentToken = (await apiLogin(pair.student.email, undefined, base)).token;

      // The student opens Campus (a visit, so "no visit" is not among the reasons) and keeps it open.
      const learner = await newPage(browser, { baseURL: base });
      const studentOnline = socketConnected(learner.page);
      await startSession(learner.page, pair.student.email, '/student-dashboard', base);
      await studentOnline;

      // The mentor keeps the radar open.
      const mentor = await newPage(browser, { baseURL: base });
      const m = mentor.page;
      const mentorOnline = socketConnected(m);
      await startSession(m, pair.mentor.email, '/radar', base);
      await mentorOnline;
      // The tasks alone may have flagged the student already (the hourly sweep ran as the clock jumped).
      await m.getByRole('heading', { name: 'At-risk students' }).waitFor();

      // The batch's two classes are held without the student.
      for (const n of [1, 2]) {
        const created = await api<{ _id: string }>('/api/liveclasses', {
          ...as(mentorToken),
          body: {
            title: `Radar class ${n} ${pair.stamp}`,
            batch: pair.batch,
            startTime: new Date(at + 30 * MIN).toISOString(),
            durationMinutes: 60,
            timezone: 'Asia/Kolkata',
            meetingLink: 'https://meet.google.com/abc-defg-hij',
          },
        });
        expect(created.status, JSON.stringify(created.body)).toBe(201);
        at += 30 * MIN;
        await server.setClock(at);
        const id = created.body._id;
        const started = await api(`/api/liveclasses/${id}/start`, {
          ...as(mentorToken),
          method: 'POST',
        });
        expect(started.status, JSON.stringify(started.body)).toBe(200);
        at += 60 * MIN;
        await server.setClock(at);
        const ended = await api(`/api/liveclasses/${id}/end`, {
          ...as(mentorToken),
          method: 'POST',
        });
        expect(ended.status, JSON.stringify(ended.body)).toBe(200);
      }

      // Within a minute the open radar shows the flag with both reasons, each a link.
      const radar = m.getByRole('table', { name: 'Students flagged at risk, the newest first' });
      const row = radar.getByRole('row').filter({ hasText: pair.student.name });
      const missed = row.getByRole('link', { name: /^Missed the last 2 live classes in a row/ });
      const overdue = row.getByRole('link', { name: /^2 tasks overdue/ });
      await missed.waitFor({ timeout: FRESH });
      await overdue.waitFor({ timeout: FRESH });
      expect(await overdue.getAttribute('href')).toBe('/updates?view=tasks');
      expect(await row.innerText()).toContain('Not contacted yet');

      // The mentor's inbox holds it too, linking to the radar.
      const inbox = await mentor.context.newPage();
      await inbox.goto('/inbox');
      const item = inbox
        .getByRole('table', { name: 'Items waiting on you, the earliest deadline first' })
        .getByRole('row')
        .filter({ hasText: pair.student.name })
        .filter({ hasText: 'At risk' });
      await item.waitFor();
      expect(await item.getByRole('link', { name: /^Open radar/ }).getAttribute('href')).toBe(
        '/radar',
      );

      // Two hours after the flag was raised (its job ran a moment after the clock last moved), the
      // mentor messages them from the radar.
      const open = await api<{ items: { raisedAt: string }[] }>('/api/radar', as(mentorToken));
      at = Math.max(at, Date.parse(open.body.items[0]!.raisedAt)) + 2 * HOUR;
      await server.setClock(at);
      await row.getByRole('checkbox', { name: `Select ${pair.student.name}` }).check();
      await m.getByRole('button', { name: 'Message 1 selected student' }).click();
      const dialog = m.getByRole('dialog', { name: 'Message 1 selected student' });
      await dialog.getByRole('button', { name: 'Send' }).click();
      await m.getByText('Sent 1 message.', { exact: true }).waitFor();
      await row.getByText(/^Contacted /).waitFor();
      // The item leaves the open inbox: a mentor has contacted the student.
      await item.waitFor({ state: 'detached' });
      // The student reads it in their conversation with the mentor.
      const mine = await api<{ items: { message: string }[] }>(
        `/api/messages/conversations/${pair.mentorId}`,
        as(studentToken),
      );
      const [sent] = mine.body.items.map((x) => x.message);
      expect(sent).toMatch(/^Hi Tara, I noticed: /);
      expect(sent).toContain('Missed the last 2 live classes in a row');
      expect(sent).toContain('2 tasks overdue');

      // The admin's follow-through view shows the mentor's time to first contact: from the flag's
      // raising (when the tasks alone first flagged the student, or the classes did) to the message.
      const flags = await api<{ items: { raisedAt: string; firstContactAt: string | null }[] }>(
        '/api/radar',
        as(mentorToken),
      );
      const [flagged] = flags.body.items;
      const waited = Date.parse(flagged!.firstContactAt!) - Date.parse(flagged!.raisedAt);
      expect(waited).toBeGreaterThanOrEqual(2 * HOUR);
      const office = await newPage(browser, { baseURL: base });
      await startSession(office.page, demo.admin, '/admin/radar', base);
      const mentorRow = office.page
        .getByRole('table', { name: 'Each mentor’s time to first contact' })
        .getByRole('row')
        .filter({ hasText: pair.mentor.name });
      await mentorRow.waitFor();
      expect(await mentorRow.innerText()).toContain(`${Math.floor(waited / HOUR)} h`);
      await office.context.close();

      // The student submits one task: one overdue is under the threshold, the reason leaves live.
      const s = learner.page;
      await s.goto(`/student-dashboard/tasks/${tasks[0]}`);
      await s.getByLabel(/^Your answer/).fill('SELECT 1;');
      await s.getByRole('button', { name: 'Submit', exact: true }).click();
      await s.getByText('Attempt 1 submitted').waitFor();
      await overdue.waitFor({ state: 'detached', timeout: FRESH });
      expect(await missed.isVisible()).toBe(true);

      await learner.context.close();
      await mentor.context.close();
    },
  );
});
