// The calendar end to end, with a mentor and a student of their own (no other journey uses them):
// the mentor schedules a class and the student's open calendar shows it without a reload; the
// student books a free time of the mentor from the week view and sees the request on it.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin } from './support/api';
import { launch, newPage } from './support/browser';
import { demo } from './support/env';
import { mentorWithStudent } from './support/mentor-cohort';
import { startSession } from './support/session';

const DAY = 86_400_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the calendar', () => {
  it("a class the mentor schedules shows on the student's open calendar; the student books a free time from the week", async () => {
    const admin = await apiLogin(demo.admin);
    const pair = await mentorWithStudent(admin.token, 'cal');
    // The mentor works an hour every day in UTC: next week always has free times, whatever the
    // day and hour the suite runs.
    const hours = await api('/api/bookings/availability', {
      method: 'PUT',
      token: pair.mentorToken,
      body: {
        timezone: 'UTC',
        weeklyHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
          weekday,
          start: '09:00',
          end: '10:00',
        })),
        daysOff: [],
        bufferMinutes: 0,
      },
    });
    expect(hours.status).toBe(200);

    const { context, page } = await newPage(browser);
    await startSession(page, pair.student.email, '/calendar');
    await page.getByRole('heading', { level: 1, name: 'Calendar' }).waitFor();
    // Next week: seven days from now is in it, and all of it is still ahead.
    await page.getByRole('button', { name: 'Next week' }).click();
    const days = page.getByRole('list', { name: 'Days of the week' });
    await days.waitFor();
    await page.getByText('Nothing on your calendar this week.').waitFor();

    // The mentor schedules a class for the student's batch, a week from now.
    const title = `Calendar class ${pair.stamp}`;
    const start = new Date(Date.now() + 7 * DAY);
    start.setUTCMinutes(0, 0, 0);
    const created = await api('/api/liveclasses', {
      token: pair.mentorToken,
      body: {
        title,
        batch: pair.batch,
        startTime: start.toISOString(),
        durationMinutes: 60,
        timezone: 'Asia/Kolkata',
        meetingLink: 'https://meet.example.com/cal-ndar-e2e',
      },
    });
    expect(created.status).toBe(201);
    // The socket event refreshes the open calendar: no reload.
    const classLink = days.getByRole('link', { name: new RegExp(`^Class, .*${title}$`) });
    await classLink.waitFor({ timeout: 40_000 });
    expect(await classLink.getAttribute('href')).toBe('/live-class');

    // The student books the first free time of their mentor shown in the week.
    await expect.poll(() => page.getByLabel('Free times of').inputValue()).toBe(pair.mentorId);
    const free = days.getByRole('button', { name: `book with ${pair.mentor.name}`, exact: false });
    await free.first().click();
    const dialog = page.getByRole('dialog', { name: `Request a session with ${pair.mentor.name}` });
    const topic = `Calendar booking ${pair.stamp}`;
    await dialog.getByLabel(/^Topic/).fill(topic);
    await dialog.getByRole('button', { name: 'Request session' }).click();
    await page.getByText(`Request sent to ${pair.mentor.name}.`, { exact: false }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    // The request is on the calendar, waiting for the mentor's answer.
    await days
      .getByRole('link', { name: new RegExp(`^One-to-one, .*${topic} · Waiting for an answer$`) })
      .waitFor();

    await context.close();
  });
});
