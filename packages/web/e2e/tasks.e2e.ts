import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin } from './support/api';
import { launch, newPage, waitForPath } from './support/browser';
import { demo } from './support/env';
import { socketConnected } from './support/live';
import { startSession } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A date-time-local value two days ahead, in the browser's zone (Asia/Kolkata, see newPage). */
function inTwoDays() {
  const d = new Date(Date.now() + 2 * 86_400_000 + 5.5 * 3_600_000);
  return d.toISOString().slice(0, 16);
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('tasks and reviews in the browser', () => {
  it('mentor sets a task → student submits → changes requested → resubmits → approved, live both ways', async () => {
    const student = await newPage(browser);
    const studentSocket = socketConnected(student.page);
    const { user: studentUser } = await startSession(
      student.page,
      demo.student,
      '/student-dashboard',
    );
    await studentSocket;
    await student.page.getByRole('heading', { name: 'Your tasks', level: 1 }).waitFor();

    const mentor = await newPage(browser);
    await startSession(mentor.page, demo.mentor, '/updates');
    const title = `Landing page ${Date.now()}`;
    const m = mentor.page;
    // /updates has two places: the tasks are on their own tab.
    await m.getByRole('tab', { name: 'Tasks' }).click();
    await m.getByLabel(/^Title/).fill(title);
    // Markdown, as the form invites: the student reads it formatted.
    await m
      .getByLabel(/^Description/)
      .fill('Build a **landing page** and link the repository.\n\n- a hero\n- a pricing table');
    await m.getByLabel('Date and time').fill(inTwoDays());
    await m.getByRole('checkbox', { name: new RegExp(`^${studentUser.name} \\(`) }).check();
    await m.getByRole('button', { name: 'Set task' }).click();
    await m.getByText(`Task “${title}” set`).waitFor();

    // Live on the student's desk and bell, without a reload.
    const s = student.page;
    await s.getByRole('link', { name: title }).waitFor();
    await s.getByRole('button', { name: /^Notifications, \d+ unread$/ }).waitFor();

    // The mentor watches the queue while the student submits text and a file.
    const mentorSocket = socketConnected(m);
    await m.goto('/mentor-dashboard');
    await mentorSocket;
    await m.getByRole('heading', { name: /^To review/ }).waitFor();

    await s.getByRole('link', { name: title }).click();
    await waitForPath(s, /^\/student-dashboard\/tasks\//);
    const brief = s.getByRole('main');
    await brief.locator('strong', { hasText: 'landing page' }).waitFor();
    await brief.getByRole('listitem').filter({ hasText: 'a pricing table' }).waitFor();
    expect(await brief.getByText('**landing page**').count()).toBe(0);
    await s.getByLabel(/^Your answer/).fill('First try: hero and pricing sections.');
    await s.locator('input[type=file]').setInputFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await s.getByRole('button', { name: 'Submit', exact: true }).click();
    await s.getByText('Attempt 1 submitted').waitFor();

    // Live in the mentor's queue: open it and ask for changes.
    const row = m.getByRole('row').filter({ hasText: title });
    await row.getByRole('link', { name: studentUser.name }).click();
    await waitForPath(m, /^\/mentor-dashboard\/review\//);
    await m.getByRole('link', { name: 'notes.pdf' }).waitFor();
    await m.getByLabel(/^Feedback/).fill('Add a footer with contact details.');
    await m.getByRole('button', { name: 'Request modification' }).click();
    await m.getByText('Saved: Changes requested').waitFor();

    // The student sees the feedback live and resubmits from the prefilled form.
    await s.getByText('Add a footer with contact details.').waitFor();
    const answer = s.getByLabel(/^Your answer/);
    await expect.poll(() => answer.inputValue()).toBe('First try: hero and pricing sections.');
    await answer.fill('Second try: footer added.');
    await s.getByRole('button', { name: 'Resubmit' }).click();
    await s.getByText('Attempt 2 submitted').waitFor();

    // The mentor approves the new attempt, seeing the first one and its feedback beside it.
    await m.goto('/mentor-dashboard');
    await m
      .getByRole('row')
      .filter({ hasText: title })
      .getByRole('link', { name: studentUser.name })
      .click();
    await m
      .getByRole('list', { name: /^Earlier attempts/ })
      .getByRole('heading', { name: 'Attempt 1', exact: true })
      .waitFor();
    await m.getByRole('button', { name: 'Approve' }).click();
    await m.getByText('Saved: Approved').waitFor();

    // The student's page turns approved with both attempts in the history.
    await s.getByText('Your work was approved. Nothing more to do here.').waitFor();
    const history = s.getByRole('list', { name: `History of ${title}` });
    await history.getByRole('heading', { name: 'Attempt 1', exact: true }).waitFor();
    await history.getByRole('heading', { name: 'Attempt 2', exact: true }).waitFor();
    await history.getByText('Add a footer with contact details.').waitFor();

    await student.context.close();
    await mentor.context.close();
  });

  it("a refused file type shows the server's words and leaves no submission; another's task is not found", async () => {
    const { token: mentorToken, user: mentorUser } = await apiLogin(demo.mentor);
    const { token: studentToken, user } = await apiLogin(demo.student);
    const created = await api<{ _id: string }>('/api/tasks', {
      token: mentorToken,
      body: {
        title: `Refusal ${Date.now()}`,
        dueDate: new Date(Date.now() + 2 * 86_400_000).toISOString(),
        timezone: 'Asia/Kolkata',
        studentIds: [user._id],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    const { context, page } = await newPage(browser);
    await startSession(page, demo.student, `/student-dashboard/tasks/${created.body._id}`);
    await page.getByLabel(/^Your answer/).fill('With a program attached.');
    await page.locator('input[type=file]').setInputFiles({
      name: 'setup.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]),
    });
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page
      .getByText(/is not an allowed file type|Only PDF, images/)
      .first()
      .waitFor();
    const mine = await api<{ progress: { submissions: unknown[] }[] }>(
      `/api/tasks/${created.body._id}`,
      { token: studentToken },
    );
    expect(mine.body.progress[0]?.submissions).toEqual([]);

    // A classmate's task, opened by editing the URL: not found, nothing of it shown.
    const roster = await api<{ items: { student: { _id: string } }[] }>(
      `/api/batchassignments/mentor/${mentorUser._id}?pageSize=100`,
      { token: mentorToken },
    );
    const classmate = roster.body.items.find((a) => a.student._id !== user._id)?.student._id;
    expect(classmate).toBeDefined();
    const theirs = await api<{ _id: string }>('/api/tasks', {
      token: mentorToken,
      body: {
        title: 'Only for a classmate',
        dueDate: new Date(Date.now() + 2 * 86_400_000).toISOString(),
        timezone: 'Asia/Kolkata',
        studentIds: [classmate],
      },
    });
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(201);
    await page.goto(`/student-dashboard/tasks/${theirs.body._id}`);
    await page.getByRole('heading', { name: /not found/i }).waitFor();
    expect(await page.getByText('Only for a classmate').count()).toBe(0);
    await context.close();
  });

  it('an update posted on /updates to a batch reaches a student of that batch and not one of another', async () => {
    const mentor = await newPage(browser);
    await startSession(mentor.page, demo.mentor, '/updates');
    const m = mentor.page;
    const title = `Office hours ${Date.now()}`;
    await m.getByLabel(/^Update title/).fill(title);
    await m.getByLabel(/^Message/).fill('Thursday at 6 PM, same room.');
    // The demo student's own batch by name: other e2e files may give the mentor more batches.
    const { batch } = (await apiLogin(demo.student)).user;
    if (!batch) throw new Error('the demo student has no batch');
    const batchLabel = `Batch ${batch.monthYear} · ${batch.domain}`;
    const audience = m.getByRole('combobox', { name: /^Who sees it/ });
    await audience.getByRole('option', { name: batchLabel }).waitFor({ state: 'attached' });
    await audience.selectOption({ label: batchLabel });
    await m.getByRole('button', { name: 'Post update' }).click();
    await m.getByText('Update posted').waitFor();
    await m.getByRole('article', { name: title }).waitFor();
    await mentor.context.close();

    const student = await newPage(browser);
    await startSession(student.page, demo.student, '/mentor-updates');
    await student.page.getByRole('article', { name: title }).waitFor();
    await student.context.close();

    // student4 is in the other demo batch (mentored by someone else): not in their feed.
    const other = await apiLogin('student4@campus.test');
    const feed = await api<{ items: { title: string }[] }>('/api/mentor-updates', {
      token: other.token,
    });
    expect(feed.status).toBe(200);
    expect(feed.body.items.map((u) => u.title)).not.toContain(title);
  });
});
