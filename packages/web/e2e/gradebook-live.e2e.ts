// Grades kept live across people: a mentor has the gradebook open while their student, in another
// browser, takes a quiz and submits a task — each shows in the mentor's gradebook without a reload;
// the student has "My grades" open while the mentor approves the work, and it shows there too.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin } from './support/api';
import { launch, newPage } from './support/browser';
import { demo } from './support/env';
import { batchTask, mentorWithStudent } from './support/mentor-cohort';
import { oneQuestionQuizCourse } from './support/quiz';
import { socketConnected, markLoaded, stillLoaded } from './support/live';
import { startSession } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the gradebook, live', () => {
  it('a mentor’s open gradebook shows their student’s quiz result and submission, and the student’s grades the review, without a reload', async () => {
    const { token: adminToken } = await apiLogin(demo.admin);
    const pair = await mentorWithStudent(adminToken, 'gl');
    const quiz = await oneQuestionQuizCourse(`Live grades ${pair.stamp}`, `Quiz ${pair.stamp}`);
    expect(
      (
        await api(`/api/courses/${quiz.courseId}/enroll`, {
          method: 'POST',
          token: pair.studentToken,
        })
      ).status,
    ).toBe(201);
    const title = `Live task ${pair.stamp}`;
    const taskId = await batchTask(pair, title);

    // The mentor opens the gradebook of their batch: the task, not yet done; no quiz yet.
    const mentor = await newPage(browser);
    const m = mentor.page;
    const mentorOnline = socketConnected(m);
    await startSession(m, pair.mentor.email, '/gradebook');
    await mentorOnline;
    await m.getByLabel('Batch').selectOption(`${pair.batch.monthYear}|${pair.batch.domain}`);
    const table = m.getByRole('table', {
      name: `Gradebook of ${pair.batch.monthYear} · ${pair.batch.domain}`,
    });
    const row = table.getByRole('row').filter({ hasText: pair.student.name });
    await row.getByText('To do').waitFor();
    expect(await table.getByRole('columnheader', { name: quiz.title, exact: true }).count()).toBe(
      0,
    );
    await markLoaded(m);

    // The student, in a browser of their own, takes the quiz and passes it.
    const learner = await newPage(browser);
    const s = learner.page;
    await startSession(s, pair.student.email, `/student/learning/${quiz.courseId}`);
    await s.getByRole('button', { name: 'Start the quiz' }).click();
    const attempt = s.getByRole('form', { name: /^Attempt/ });
    await attempt.getByRole('radio', { name: 'const', exact: true }).check();
    await attempt.getByRole('button', { name: 'Submit answers' }).click();
    await s.getByText('Passed with 100 %').waitFor();

    // The mentor's gradebook shows the quiz and its result as it stands.
    await table.getByRole('columnheader', { name: quiz.title, exact: true }).waitFor();
    await row.getByText('100% · passed · 1 attempt').waitFor();

    // The student submits the task: the mentor's cell moves to review.
    const submission = await api<{ _id: string }>(`/api/tasks/${taskId}/submit`, {
      token: pair.studentToken,
      body: { text: 'SELECT 1;' },
    });
    expect(submission.status).toBe(201);
    await row.getByText('Submitted · in review · 1 attempt').waitFor();
    expect(await stillLoaded(m)).toBe('kept');

    // The student keeps "My grades" open; the mentor approves the work from the review page.
    const studentOnline = socketConnected(s);
    await s.goto('/my-grades');
    await studentOnline;
    const mine = s.getByRole('table', { name: 'My grades' });
    const line = mine.getByRole('row').filter({ hasText: title });
    await line.getByText('Submitted · in review · 1 attempt').waitFor();
    await markLoaded(s);
    await m.goto(`/mentor-dashboard/review/${taskId}/${submission.body._id}`);
    await m.getByLabel(/^Feedback/).fill('Correct, and clearly written.');
    await m.getByRole('button', { name: 'Approve' }).click();
    await m.getByText('Saved: Approved').waitFor();
    await line.getByText('Approved · 1 attempt').waitFor();
    expect(await stillLoaded(s)).toBe('kept');

    await mentor.context.close();
    await learner.context.close();
  }, 180_000);
});
