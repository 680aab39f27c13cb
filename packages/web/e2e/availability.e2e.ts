// Mentor availability end to end: a mentor in London
// publishes Mon–Fri 10:00–13:00 through the form; a student in Kolkata is offered only those hours
// (15:30–18:30 IST), without the times of a live class the mentor hosts or of another student's
// pending request; she asks for one, the mentor declines with a reason, and she sees the answer
// live (her list and her bell) without reloading. A day off the mentor adds declines the requests
// already made for it, and says how many.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin } from './support/api';
import { launch } from './support/browser';
import { baseURL, demo } from './support/env';
import { startSession } from './support/session';

const DAY = 86_400_000;
const HALF_HOUR = 30 * 60_000;

/** The instant of a wall-clock time in London on the UTC date of `day` (GMT or BST, as that day has). */
function londonAt(day: Date, hour: number, minute = 0): Date {
  const noon = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 12);
  const londonNoon = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: 'numeric' }).format(noon),
  );
  const offset = (londonNoon - 12) * 3_600_000;
  return new Date(
    Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour, minute) - offset,
  );
}

const istTime = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Kolkata',
  hour: 'numeric',
  minute: '2-digit',
});

/** The half-hour starts of 10:00–13:00 London on that day, as the Kolkata student reads them. */
function istStarts(day: Date): string[] {
  const from = londonAt(day, 10).getTime();
  return Array.from({ length: 6 }, (_, i) => istTime.format(from + i * HALF_HOUR));
}

/**
 * A weekday 2–6 days ahead, away from the demo's own pending request (day 3), at 10:00 London
 * (15:30 in Kolkata in winter, 14:30 in summer): whatever the hour and weekday the suite runs at.
 */
function testDay(now = Date.now()): Date {
  for (const n of [2, 4, 5, 6]) {
    const d = new Date(now + n * DAY);
    const weekday = d.getUTCDay();
    if (weekday >= 1 && weekday <= 5) return londonAt(d, 10);
  }
  throw new Error('no weekday in reach');
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A browser context in a zone, as the person would have it. */
async function personIn(timezoneId: string) {
  const context = await browser.newContext({
    baseURL,
    timezoneId,
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
  });
  context.setDefaultTimeout(20_000);
  return { context, page: await context.newPage() };
}

describe('mentor availability', () => {
  it('a London mentor’s hours reach a Kolkata student as 15:30–18:30 IST, minus a live class and a pending request; a decline with its reason arrives live', async () => {
    const mentor = await personIn('Europe/London');
    const student = await personIn('Asia/Kolkata');
    try {
      // The mentor publishes Mon–Fri 10:00–13:00 in London through the form.
      await startSession(mentor.page, demo.mentor, '/mentor-sessions');
      const hours = mentor.page.getByRole('region', { name: 'Your hours' });
      await hours.getByRole('button', { name: /^(Edit|Set your) hours$/ }).click();
      const form = mentor.page.getByRole('form', { name: 'Your weekly hours' });
      const remove = form.getByRole('button', { name: /^Remove these/ });
      while ((await remove.count()) > 0) await remove.first().click();
      for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
        await form.getByRole('button', { name: `Add hours on ${day}` }).click();
      }
      // The zone, searched by its city: leaving the field completes it.
      const zone = form.getByRole('combobox', { name: /^Your time zone/ });
      await zone.fill('london');
      await zone.press('Tab');
      expect(await zone.inputValue()).toBe('Europe/London');
      await form.getByLabel(/^Buffer between sessions/).selectOption('0');
      await form.getByRole('button', { name: 'Save hours' }).click();
      await hours.getByText('Your hours are published.', { exact: false }).waitFor();
      await hours.getByText(/^Mon 10:00–13:00 · Tue 10:00–13:00 · Wed 10:00–13:00/).waitFor();

      // Elsewhere: the mentor schedules a class at 11:00–12:00 London on the test day, and another
      // student asks for 10:00.
      const day = testDay();
      const at = (minutes: number) => new Date(day.getTime() + minutes * 60_000).toISOString();
      const meera = await apiLogin(demo.mentor);
      const sara = await apiLogin(demo.student);
      const cls = await api('/api/liveclasses', {
        token: meera.token,
        body: {
          title: `Availability check ${Date.now().toString(36)}`,
          batch: sara.user.batch,
          startTime: at(60),
          durationMinutes: 60,
          timezone: 'Europe/London',
          meetingLink: 'https://meet.example.com/avail-check',
        },
      });
      expect(cls.status, JSON.stringify(cls.body)).toBe(201);
      const other = await apiLogin('student2@campus.test');
      const pending = await api('/api/bookings/one-to-one', {
        token: other.token,
        body: {
          mentorId: meera.user._id,
          topic: 'Pending elsewhere',
          startTime: at(0),
          durationMinutes: 30,
          timezone: 'Asia/Kolkata',
        },
      });
      expect(pending.status, JSON.stringify(pending.body)).toBe(201);

      // The student sees only those hours, in her zone, the mentor's zone named once.
      const connected = student.page
        .waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'))
        .then((ws) => ws.waitForEvent('framereceived', (f) => String(f.payload).startsWith('40')));
      await startSession(student.page, demo.student, '/mentor-sync');
      await connected;
      const card = student.page.getByRole('region', { name: 'Meera Mentor' });
      await card.getByText('Meera Mentor works in Europe/London time.', { exact: false }).waitFor();
      // Every day offered (two weeks ahead, across a clock change if one falls in them) holds only
      // 10:00–13:00 London in Kolkata's time.
      const offered = new Set(
        Array.from({ length: 21 }, (_, n) => istStarts(new Date(Date.now() + n * DAY))).flat(),
      );
      const days = card.getByRole('radio');
      for (let i = 0; i < (await days.count()); i += 1) {
        if (await days.nth(i).isDisabled()) continue;
        await days.nth(i).check();
        for (const pill of await card.getByRole('button').allInnerTexts()) {
          expect([...offered]).toContain(pill.split('\n')[0]!.trim());
        }
      }
      // The day as the kit writes a heading over one day's times: "Tuesday, 24 November".
      const part = (options: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', ...options }).format(day);
      const long = `${part({ weekday: 'long' })}, ${part({ day: 'numeric' })} ${part({ month: 'long' })}`;
      await card.getByRole('radio', { name: new RegExp(`^${long},`) }).check();
      // 10:00 London (3:30 PM IST in winter) has a pending request; 11:00–12:00 is the class.
      const starts = istStarts(day);
      // While London is on GMT (the case), that is exactly 15:30–18:30 IST.
      if (londonAt(day, 12).getUTCHours() === 12) {
        expect(starts).toEqual(['3:30 PM', '4:00 PM', '4:30 PM', '5:00 PM', '5:30 PM', '6:00 PM']);
      }
      const pills = (await card.getByRole('button').allInnerTexts()).map((t) =>
        t.split('\n')[0]!.trim(),
      );
      expect(pills).toEqual([starts[1], starts[4], starts[5]]);

      // She asks for the first free time (4:00 PM IST in winter).
      const topic = `Hours check ${Date.now().toString(36)}`;
      await card.getByRole('button', { name: new RegExp(`^${starts[1]}`) }).click();
      const request = student.page.getByRole('form', {
        name: 'Request a session with Meera Mentor',
      });
      await request.getByLabel(/^Topic/).fill(topic);
      await request.getByRole('button', { name: 'Request session' }).click();
      await student.page.getByText('Request sent to Meera Mentor.', { exact: false }).waitFor();
      const row = student.page
        .getByRole('region', { name: 'Your sessions' })
        .getByRole('listitem')
        .filter({ hasText: topic });
      await row.getByText('Waiting for the mentor').waitFor();

      // The mentor sees it live and declines with a reason.
      const answer = mentor.page.getByRole('form', { name: `Answer “${topic}” from Sara Student` });
      await answer.waitFor();
      const reason = 'I am running a workshop that afternoon — could you pick Friday?';
      await answer.getByLabel(/^Note to the student/).fill(reason);
      await answer.getByRole('button', { name: `Decline ${topic}` }).click();

      // The student sees it without reloading: her list, with the reason, and her bell.
      await row.getByText('Declined', { exact: true }).waitFor({ timeout: 10_000 });
      await row.getByText(`Mentor’s note: ${reason}`).waitFor();
      const bell = student.page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
      await bell.click();
      await student.page
        .getByText(`Meera Mentor declined “${topic}”: ${reason}`, { exact: false })
        .first()
        .waitFor();
    } finally {
      await mentor.context.close();
      await student.context.close();
    }
  });

  it('a request the student cancels leaves the mentor’s open screen at once, with a bell note', async () => {
    const mentor = await personIn('Europe/London');
    const student = await personIn('Asia/Kolkata');
    try {
      const mentorConnected = mentor.page
        .waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'))
        .then((ws) => ws.waitForEvent('framereceived', (f) => String(f.payload).startsWith('40')));
      await startSession(mentor.page, demo.mentor, '/mentor-sessions');
      await mentorConnected;
      await startSession(student.page, demo.student, '/mentor-sync');

      // The last half hour of the mentor's published hours (the first journey set them).
      const meera = await apiLogin(demo.mentor);
      const sara = await apiLogin(demo.student);
      const topic = `Cancel check ${Date.now().toString(36)}`;
      const asked = await api('/api/bookings/one-to-one', {
        token: sara.token,
        body: {
          mentorId: meera.user._id,
          topic,
          startTime: londonAt(testDay(), 12, 30).toISOString(),
          durationMinutes: 30,
          timezone: 'Asia/Kolkata',
        },
      });
      expect(asked.status, JSON.stringify(asked.body)).toBe(201);
      const answer = mentor.page.getByRole('form', { name: `Answer “${topic}” from Sara Student` });
      await answer.waitFor();

      // The student calls it off from her list.
      const row = student.page
        .getByRole('region', { name: 'Your sessions' })
        .getByRole('listitem')
        .filter({ hasText: topic });
      await row.getByRole('button', { name: `Cancel ${topic}` }).click();
      const ask = student.page
        .getByRole('alertdialog', { name: `Cancel “${topic}”?` })
        .or(student.page.getByRole('dialog', { name: `Cancel “${topic}”?` }));
      // Its two answers read apart: the session is kept, or cancelled.
      await ask.getByRole('button', { name: 'Keep session' }).waitFor();
      expect(await ask.getByRole('button', { name: 'Cancel', exact: true }).count()).toBe(0);
      await ask.getByRole('button', { name: 'Cancel session' }).click();
      await row.getByText('Cancelled', { exact: true }).waitFor();

      // The mentor's open screen drops the request without a reload, and the bell says why.
      await answer.waitFor({ state: 'detached', timeout: 10_000 });
      await mentor.page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
      await mentor.page
        .getByText(`Sara Student cancelled “${topic}”`, { exact: false })
        .first()
        .waitFor();
    } finally {
      await mentor.context.close();
      await student.context.close();
    }
  });

  it('a day off declines the requests made for it: the mentor is told how many, the student why, live', async () => {
    const mentor = await personIn('Europe/London');
    const student = await personIn('Asia/Kolkata');
    const meera = await apiLogin(demo.mentor);
    const before = await api<Record<string, unknown>>('/api/bookings/availability', {
      token: meera.token,
      method: 'GET',
    });
    try {
      const sara = await apiLogin(demo.student);
      const topic = `Day off check ${Date.now().toString(36)}`;
      const day = testDay();
      const asked = await api('/api/bookings/one-to-one', {
        token: sara.token,
        body: {
          mentorId: meera.user._id,
          topic,
          startTime: londonAt(day, 12, 30).toISOString(),
          durationMinutes: 30,
          timezone: 'Asia/Kolkata',
        },
      });
      expect(asked.status, JSON.stringify(asked.body)).toBe(201);
      const studentConnected = student.page
        .waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'))
        .then((ws) => ws.waitForEvent('framereceived', (f) => String(f.payload).startsWith('40')));
      await startSession(student.page, demo.student, '/mentor-sync');
      await studentConnected;
      const row = student.page
        .getByRole('region', { name: 'Your sessions' })
        .getByRole('listitem')
        .filter({ hasText: topic });
      await row.getByText('Waiting for the mentor').waitFor();

      // The mentor makes that day (in London) a day off through the form.
      await startSession(mentor.page, demo.mentor, '/mentor-sessions');
      const hours = mentor.page.getByRole('region', { name: 'Your hours' });
      await hours.getByRole('button', { name: 'Edit hours' }).click();
      const form = mentor.page.getByRole('form', { name: 'Your weekly hours' });
      await form.getByRole('button', { name: 'Add a day off' }).click();
      const londonDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
        day,
      );
      await form
        .getByLabel(/^Day off \d+/)
        .last()
        .fill(londonDate);
      await form.getByRole('button', { name: 'Save hours' }).click();
      await hours
        .getByText(
          /(1 pending request|\d+ pending requests) on your days off (was|were) declined, and (its student was|their students were) told you are away\./,
        )
        .waitFor();

      // The student sees it without reloading, with the reason.
      await row.getByText('Declined', { exact: true }).waitFor({ timeout: 10_000 });
      await row.getByText('Mentor’s note: Your mentor is away that day.').waitFor();
    } finally {
      // The mentor's hours as they were, for the journeys after this one.
      await api('/api/bookings/availability', {
        token: meera.token,
        method: 'PUT',
        body: {
          timezone: before.body.timezone,
          weeklyHours: before.body.weeklyHours,
          daysOff: before.body.daysOff,
          bufferMinutes: before.body.bufferMinutes,
        },
      });
      await mentor.context.close();
      await student.context.close();
    }
  });
});
