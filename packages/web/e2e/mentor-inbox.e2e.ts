// The mentor's inbox, live: the mentor keeps /inbox open while their student, in another browser,
// submits a task, asks for a session and sends a message — each appears in the inbox within a second,
// with its clock, without a reload; the mentor then does the work in another tab (reviews, accepts,
// replies) and each item leaves the open inbox the same way. A fresh mentor and student of their own
// batch (support/mentor-cohort.ts), so no other journey's data shows here.
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin } from './support/api';
import { launch, newPage } from './support/browser';
import { demo } from './support/env';
import { batchTask, mentorWithStudent } from './support/mentor-cohort';
import { socketConnected, markLoaded, stillLoaded } from './support/live';
import { startSession } from './support/session';

/**
 * How soon an item must show in the open inbox after the change is made. Leaving it is live too
 * (no reload), waited for as long as any other condition: the work that removes it is a whole
 * screen's (a review, an answer, a reply), whose own round trips come first.
 */
const LIVE = 1_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** The row's clock reads "due in …" (every item here has just started waiting). */
async function expectClock(row: Locator) {
  expect(await row.innerText()).toMatch(/due in \d+ (d|h|min)/);
}

describe('the mentor’s inbox, live', () => {
  it('a submission, a booking request and a message arrive in the open inbox within a second, and leave it when the mentor does the work', async () => {
    const { token: adminToken } = await apiLogin(demo.admin);
    const pair = await mentorWithStudent(adminToken, 'ib');
    const title = `Inbox task ${pair.stamp}`;
    const taskId = await batchTask(pair, title);
    // Hours every day, all day, so tomorrow's request fits whatever the hour the suite runs at.
    const hours = await api('/api/bookings/availability', {
      method: 'PUT',
      token: pair.mentorToken,
      body: {
        timezone: 'UTC',
        weeklyHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
          weekday,
          start: '00:00',
          end: '24:00',
        })),
        daysOff: [],
        bufferMinutes: 0,
      },
    });
    expect(hours.status, JSON.stringify(hours.body)).toBe(200);

    // The mentor opens the inbox: nothing waits yet.
    const mentor = await newPage(browser);
    const m = mentor.page;
    const mentorOnline = socketConnected(m);
    await startSession(m, pair.mentor.email, '/inbox');
    await mentorOnline;
    await m.getByText('Nothing waits on you').waitFor();
    await markLoaded(m);
    const inbox = m.getByRole('table', {
      name: 'Items waiting on you, the earliest deadline first',
    });
    const rowOf = (text: string) => inbox.getByRole('row').filter({ hasText: text });

    // The student, in a browser of their own, submits the task.
    const learner = await newPage(browser);
    const s = learner.page;
    await startSession(s, pair.student.email, `/student-dashboard/tasks/${taskId}`);
    await s.getByLabel(/^Your answer/).fill('SELECT 1;');
    await s.getByRole('button', { name: 'Submit', exact: true }).click();
    await s.getByText('Attempt 1 submitted').waitFor();
    const review = rowOf(title);
    await review.waitFor({ timeout: LIVE });
    await expectClock(review);

    // Asks for a session tomorrow.
    const topic = `Inbox session ${pair.stamp}`;
    const start = new Date(Date.now() + 86_400_000);
    start.setUTCMinutes(0, 0, 0);
    const asked = await api('/api/bookings/one-to-one', {
      token: pair.studentToken,
      body: {
        mentorId: pair.mentorId,
        topic,
        startTime: start.toISOString(),
        durationMinutes: 30,
        timezone: 'Asia/Kolkata',
      },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const request = rowOf(topic);
    await request.waitFor({ timeout: LIVE });
    await expectClock(request);

    // And writes to the mentor.
    const question = `Is the query right? ${pair.stamp}`;
    await s.goto(`/messages/${pair.mentorId}`);
    const studentView = s.getByRole('region', { name: `Conversation with ${pair.mentor.name}` });
    const box = studentView.getByRole('textbox', { name: `Message ${pair.mentor.name}` });
    await box.fill(question);
    await box.press('Enter');
    await studentView
      .getByTestId('private-message')
      .filter({ hasText: question, hasNotText: 'Sending…' })
      .waitFor();
    const message = rowOf(question);
    await message.waitFor({ timeout: LIVE });
    await expectClock(message);
    expect(await stillLoaded(m)).toBe('kept');

    // The mentor works in another tab; each item leaves the open inbox as the work is done.
    const work = await mentor.context.newPage();
    const reviewPath = await review.getByRole('link', { name: /^Review/ }).getAttribute('href');
    await work.goto(reviewPath!);
    await work.getByLabel(/^Feedback/).fill('Correct.');
    await work.getByRole('button', { name: 'Approve' }).click();
    await work.getByText('Saved: Approved').waitFor();
    await review.waitFor({ state: 'detached' });

    await work.goto('/mentor-sessions');
    const answer = work.getByRole('form', { name: `Answer “${topic}” from ${pair.student.name}` });
    await answer.getByLabel(/^Meeting link/).fill('https://meet.example.com/abc-defg-hij');
    await answer.getByRole('button', { name: `Accept ${topic}` }).click();
    await work
      .getByRole('region', { name: 'Upcoming' })
      .getByRole('listitem')
      .filter({ hasText: topic })
      .waitFor();
    await request.waitFor({ state: 'detached' });

    await work.goto(`/messages/${pair.studentId}`);
    const mentorView = work.getByRole('region', { name: `Conversation with ${pair.student.name}` });
    const reply = mentorView.getByRole('textbox', { name: `Message ${pair.student.name}` });
    await reply.fill('Yes, it is.');
    await reply.press('Enter');
    // Stored: the bubble no longer says "Sending…".
    await mentorView
      .getByTestId('private-message')
      .filter({ hasText: 'Yes, it is.', hasNotText: 'Sending…' })
      .waitFor();
    await message.waitFor({ state: 'detached' });

    await m.getByText('Nothing waits on you').waitFor();
    expect(await stillLoaded(m)).toBe('kept');

    await mentor.context.close();
    await learner.context.close();
  }, 180_000);
});
