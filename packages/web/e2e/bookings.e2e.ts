// Bookings end to end: a one-to-one goes from the student's request to the mentor's
// accept and back; a group session fills and the next student is told it is full.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin } from './support/api';
import { launch, newPage } from './support/browser';
import { demo } from './support/env';
import { startSession } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('bookings', () => {
  it('a student requests a one-to-one, the mentor accepts it, the student sees it accepted', async () => {
    const topic = `Mock interview ${Date.now().toString(36)}`;
    const student = await newPage(browser);
    const mentor = await newPage(browser);
    await startSession(student.page, demo.student, '/mentor-sync');
    await startSession(mentor.page, demo.mentor, '/mentor-sessions');
    await mentor.page.getByRole('heading', { name: /^Requests/ }).waitFor();

    // The student picks a free time of their mentor (the last one offered) and asks.
    const meera = student.page.getByRole('region', { name: 'Meera Mentor' });
    await meera.getByRole('button').last().click();
    const form = student.page.getByRole('form', { name: 'Request a session with Meera Mentor' });
    await form.getByLabel(/^Topic/).fill(topic);
    await form.getByRole('button', { name: 'Request session' }).click();
    await student.page.getByText('Request sent to Meera Mentor.', { exact: false }).waitFor();
    const mine = student.page.getByRole('region', { name: 'Your sessions' });
    const row = mine.getByRole('listitem').filter({ hasText: topic });
    await row.getByText('Waiting for the mentor').waitFor();

    // The mentor sees it without reloading and accepts it with a meeting link.
    const answer = mentor.page.getByRole('form', { name: `Answer “${topic}” from Sara Student` });
    await answer.waitFor({ timeout: 40_000 });
    await answer.getByLabel(/^Meeting link/).fill('https://meet.example.com/abc-defg-hij');
    await answer.getByRole('button', { name: `Accept ${topic}` }).click();
    const upcoming = mentor.page.getByRole('region', { name: 'Upcoming' });
    await upcoming.getByRole('listitem').filter({ hasText: topic }).waitFor();

    // The student sees it accepted, again without reloading.
    await row.getByText('Accepted', { exact: true }).waitFor({ timeout: 40_000 });
    await row.getByRole('link', { name: `Meeting link for ${topic}` }).waitFor();

    await student.context.close();
    await mentor.context.close();
  });

  it('a group session fills up and the next student is told it is full', async () => {
    const topic = `Group Q&A ${Date.now().toString(36)}`;
    const mentor = await apiLogin(demo.mentor);
    // Nine days ahead at 09:37 IST: a day and hour no demo session uses (the seed's are on days −5
    // to 6 at :30 IST), so the mentor is free whatever the time of day the suite runs.
    const start = new Date(Date.now() + 9 * 24 * 3_600_000);
    start.setUTCHours(4, 7, 0, 0);
    const created = await api<{ _id: string }>('/api/bookings/group-session', {
      token: mentor.token,
      body: {
        topic,
        description: 'Open questions on the week’s project.',
        startTime: start.toISOString(),
        durationMinutes: 30,
        timezone: 'Asia/Kolkata',
        capacity: 2,
        meetingLink: 'https://meet.example.com/group-qa',
      },
    });
    expect(created.status).toBe(201);

    const first = await apiLogin('student2@campus.test');
    expect(
      (
        await api(`/api/bookings/group-session/${created.body._id}/join`, {
          token: first.token,
          body: {},
        })
      ).status,
    ).toBe(200);

    // Sara sees the last seat…
    const sara = await newPage(browser);
    await startSession(sara.page, demo.student, '/mentor-sync');
    const groups = sara.page.getByRole('region', { name: 'Group sessions' });
    const row = groups.getByRole('listitem').filter({ hasText: topic });
    await row.getByText('1 seat left').waitFor();

    // …another student takes it first…
    const second = await apiLogin('student3@campus.test');
    expect(
      (
        await api(`/api/bookings/group-session/${created.body._id}/join`, {
          token: second.token,
          body: {},
        })
      ).status,
    ).toBe(200);

    // …and Sara's join is refused in words.
    await row.getByRole('button', { name: `Join ${topic}` }).click();
    await groups.getByText(`Could not join “${topic}”: This session is full.`).waitFor();

    await sara.context.close();
  });
});
