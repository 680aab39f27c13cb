// End to end: a deactivated mentor and a rejected mentor
// reach no student — their open tab ends at once (spec §8's deactivated alert, then /login, within
// 2 s and without a click), and their group session and live class are gone for the student.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin } from './support/api';
import { launch, newPage, waitForPath } from './support/browser';
import { demo, DEMO_PASSWORD } from './support/env';
import { mentorCohort } from './support/mentor-cohort';
import { startSession } from './support/session';

const DEACTIVATED = 'Your account has been deactivated. Please contact administrator.';

let browser: Browser;
let adminToken: string;
let cohort: (label: string, day: number) => ReturnType<typeof mentorCohort>;
beforeAll(async () => {
  browser = await launch();
  adminToken = (await apiLogin(demo.admin)).token;
  cohort = (label, day) => mentorCohort(adminToken, label, day);
});
afterAll(async () => {
  await browser?.close();
});

/** The student's own screens: the class on /live-class, the session on /mentor-sync. */
async function studentSees(page: Page, text: string, path: string) {
  await page.goto(path);
  await page.getByRole('button', { name: 'Log out' }).waitFor();
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // Let the page's reads settle before counting.
  await page.waitForLoadState('networkidle');
  return (await page.getByText(text).count()) > 0;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The student's /mentor-sync, for a group session: is it offered in "Group sessions", can it be
 * joined or left, is its meeting link shown — and, under "Your sessions", is every row naming it
 * marked Cancelled? (A joined session that was called off stays there as a cancelled history line,
 * with its reason: that is no way in.)
 */
async function groupSessionOnMentorSync(page: Page, topic: string) {
  await page.goto('/mentor-sync');
  await page.getByRole('button', { name: 'Log out' }).waitFor();
  const groups = page.getByRole('region', { name: 'Group sessions' });
  await groups.waitFor();
  await page.waitForLoadState('networkidle');
  // Both lists answered (not still loading) before counting.
  for (const loading of ['Loading your sessions…', 'Loading group sessions…'])
    await page.getByText(loading).waitFor({ state: 'hidden' });
  const name = new RegExp(escape(topic));
  const history = page
    .getByRole('region', { name: 'Your sessions' })
    .getByRole('listitem')
    .filter({ hasText: topic });
  const historyStatuses = await history.evaluateAll((rows) =>
    rows.map((r) => (r.textContent ?? '').includes('Cancelled')),
  );
  return {
    listed: (await groups.getByText(topic).count()) > 0,
    buttons: await page.getByRole('button', { name }).count(),
    meetingLinks: await page.getByRole('link', { name }).count(),
    allHistoryCancelled: historyStatuses.every(Boolean),
  };
}

describe('mentors who are gone stay gone', () => {
  it('a deactivated mentor: the open tab shows the deactivated alert and lands on /login within 2 s; the student loses the session and class', async () => {
    const c = await cohort('deact', 4);
    const mentorTab = await newPage(browser);
    await startSession(mentorTab.page, c.mentor.email, '/mentor-dashboard');
    const learner = await newPage(browser);
    await startSession(learner.page, c.student.email, '/live-class');
    expect(await studentSees(learner.page, c.title, '/live-class')).toBe(true);
    expect(await groupSessionOnMentorSync(learner.page, c.topic)).toMatchObject({ listed: true });

    const started = Date.now();
    const res = await api(`/api/users/${c.mentorId}/deactivate`, {
      method: 'PATCH',
      token: adminToken,
    });
    expect(res.status).toBe(200);
    // No click: the server's session_ended closes the tab's session.
    await mentorTab.page.getByText(DEACTIVATED).waitFor({ timeout: 2_000 });
    await waitForPath(mentorTab.page, '/login');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await mentorTab.page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // The student: the class and the group session are gone, and their link with them.
    expect(await studentSees(learner.page, c.title, '/live-class')).toBe(false);
    expect(await groupSessionOnMentorSync(learner.page, c.topic)).toEqual({
      listed: false,
      buttons: 0,
      meetingLinks: 0,
      allHistoryCancelled: true,
    });
    const booking = await api<{ status: string; meetingLink?: string }>(
      `/api/bookings/${c.groupId}`,
      { token: c.studentToken },
    );
    expect(booking.body).toMatchObject({ status: 'cancelled' });
    expect(booking.body.meetingLink).toBeUndefined();
    // Signing in again is refused with the deactivated message.
    const login = await api('/api/auth/login', {
      body: { email: c.mentor.email, password: DEMO_PASSWORD },
    });
    expect(login.status).toBe(403);

    await mentorTab.context.close();
    await learner.context.close();
  });

  it('a mentor rejected after approval: the open tab ends at once, and signed in again they reach no student', async () => {
    const c = await cohort('rej', 6);
    const mentorTab = await newPage(browser);
    await startSession(mentorTab.page, c.mentor.email, '/mentor-dashboard');
    const learner = await newPage(browser);
    await startSession(learner.page, c.student.email, '/live-class');
    expect(await studentSees(learner.page, c.title, '/live-class')).toBe(true);
    expect(await groupSessionOnMentorSync(learner.page, c.topic)).toMatchObject({ listed: true });

    const started = Date.now();
    const res = await api(`/api/users/${c.mentorId}/mentor-status`, {
      method: 'PATCH',
      token: adminToken,
      body: { status: 'rejected' },
    });
    expect(res.status).toBe(200);
    await waitForPath(mentorTab.page, '/login');
    expect(Date.now() - started).toBeLessThan(2_000);

    expect(await studentSees(learner.page, c.title, '/live-class')).toBe(false);
    expect(await groupSessionOnMentorSync(learner.page, c.topic)).toEqual({
      listed: false,
      buttons: 0,
      meetingLinks: 0,
      allHistoryCancelled: true,
    });
    // Signed in again, every route to a student answers 403.
    const token = (await apiLogin(c.mentor.email)).token;
    for (const path of [
      '/api/users/students',
      '/api/liveclasses/upcoming',
      `/api/liveclasses/${c.classId}`,
      '/api/messages/conversations',
    ]) {
      expect([path, (await api(path, { token })).status]).toEqual([path, 403]);
    }

    await mentorTab.context.close();
    await learner.context.close();
  });
});
