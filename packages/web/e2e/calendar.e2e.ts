// The calendar end to end, with a mentor and a student of their own (no other journey uses them):
// the mentor schedules a class and the student's open calendar shows it without a reload; the
// class takes its hour off the mentor's free times there, live; the student books a free time of the
// mentor from the week view and sees the request on it. On a
// 360 px phone the agenda is the first view shown (the week grid never drawn), and the view and
// the date kept in the URL survive a reload.
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

    // The mentor's free times of next week are shown.
    await expect.poll(() => page.getByLabel('Free times of').inputValue()).toBe(pair.mentorId);
    const free = days.getByRole('button', { name: `book with ${pair.mentor.name}`, exact: false });
    await free.first().waitFor();
    const freeBefore = await free.count();

    // The mentor schedules a class for the student's batch in the hour they would be free, on the
    // day (in the student's zone, India) a week from now: 09:00 UTC is 2:30 PM that same day.
    const title = `Calendar class ${pair.stamp}`;
    const classDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
      Date.now() + 7 * DAY,
    );
    const start = new Date(`${classDay}T09:00:00.000Z`);
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

    // The class takes that hour off the mentor's free times on the open page, live too.
    await expect.poll(() => free.count()).toBeLessThan(freeBefore);

    // The student books the first free time of their mentor shown in the week.
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

  it('on a 360 px phone shows the agenda first; the view and the date survive a reload', async () => {
    const admin = await apiLogin(demo.admin);
    const pair = await mentorWithStudent(admin.token, 'calm');
    const title = `Agenda class ${pair.stamp}`;
    // 10:00 to 11:00 in Kolkata, a week ahead: one day's class whatever the hour the suite runs
    // (an hour from 23:30 would show under two days).
    const start = new Date(Date.now() + 7 * DAY);
    start.setUTCHours(4, 30, 0, 0);
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
    // The class's day on the page's clock (the context runs in Asia/Kolkata).
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(start);

    const { context, page } = await newPage(browser, { width: 360 });
    // Whether the week grid or the month table is ever drawn on the page: the agenda must be the
    // first view, with no week shown and swapped out.
    await page.addInitScript(() => {
      const seen = window as unknown as { gridDrawn?: boolean };
      new MutationObserver(() => {
        if (document.querySelector('[aria-label="Days of the week"], table')) seen.gridDrawn = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await startSession(page, pair.student.email, '/calendar');
    await page.getByRole('heading', { level: 1, name: 'Calendar' }).waitFor();
    const agendaButton = page.getByRole('button', { name: 'Agenda', exact: true });
    await expect.poll(() => agendaButton.getAttribute('aria-pressed')).toBe('true');
    await page
      .getByText('Nothing on your calendar this week.')
      .or(page.getByRole('list', { name: 'Agenda' }))
      .first()
      .waitFor();
    expect(await page.evaluate(() => (window as { gridDrawn?: boolean }).gridDrawn)).toBeFalsy();

    // The class's week, by the URL: the agenda lists it under its day.
    await page.goto(`/calendar?view=agenda&date=${day}`);
    const agenda = page.getByRole('list', { name: 'Agenda' });
    const classLink = agenda.getByRole('link', { name: new RegExp(`^Class, .*${title}$`) });
    await classLink.waitFor();
    await page.reload();
    await classLink.waitFor();
    expect(await agendaButton.getAttribute('aria-pressed')).toBe('true');

    // The month chosen goes into the URL and survives a reload, on the same date.
    await page.getByRole('button', { name: 'Month', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('month');
    const period = await page.getByRole('heading', { level: 2 }).first().textContent();
    await page.reload();
    const month = page.getByRole('button', { name: 'Month', exact: true });
    await expect.poll(() => month.getAttribute('aria-pressed')).toBe('true');
    expect(new URL(page.url()).searchParams.get('date')).toBe(day);
    await page.getByRole('table').waitFor();
    expect(await page.getByRole('heading', { level: 2 }).first().textContent()).toBe(period);

    await context.close();
  });
});
