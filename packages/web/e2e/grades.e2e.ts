// The assessment journey for scores and the gradebook: a mentor sets a task with a
// three-criterion rubric, the student submits, the mentor scores it against the rubric, the student
// sees the score; the mentor's gradebook shows the task beside a quiz the student took, and its CSV
// download opens with the right names and plain numbers (UTF-8 with a byte order mark, no money).
// The instructor who wrote the quiz opens their course's gradebook, sees the course's quiz results
// under it, sets the quiz's weight and sees the student's total change; a second student fails the
// quiz meanwhile and the open quiz results count them without a reload.
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin } from './support/api';
import { launch, newPage, waitForPath } from './support/browser';
import { demo, DEMO_PASSWORD } from './support/env';
import { markLoaded, socketConnected, stillLoaded } from './support/live';
import { oneQuestionQuizCourse } from './support/quiz';
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

/** A free course with one quiz lesson of one question, taken and passed by the student via the API. */
async function quizTakenBy(studentToken: string, stamp: string) {
  const { courseId, lessonId, questionId, title } = await oneQuestionQuizCourse(
    `Grades course ${stamp}`,
    `Quiz ${stamp}`,
  );
  expect(
    (await api(`/api/courses/${courseId}/enroll`, { method: 'POST', token: studentToken })).status,
  ).toBe(201);
  const attempt = await api<{ _id: string }>(`/api/lessons/${lessonId}/quiz/attempts`, {
    method: 'POST',
    token: studentToken,
  });
  expect(attempt.status).toBe(201);
  const submitted = await api<{ passed: boolean }>(
    `/api/quiz-attempts/${attempt.body._id}/submit`,
    {
      token: studentToken,
      body: { answers: [{ questionId, choiceIds: ['b'] }] },
    },
  );
  expect(submitted.body.passed).toBe(true);
  return { title, courseTitle: `Grades course ${stamp}`, courseId, lessonId, questionId };
}

/** A new student who enrols in the course and fails its one-question quiz, through the API. */
async function failedBy(
  stamp: string,
  quiz: { courseId: string; lessonId: string; questionId: string },
) {
  const email = `fail-${stamp}@example.test`;
  const reg = await api('/api/auth/register', {
    body: { name: `Farid ${stamp}`, email, password: DEMO_PASSWORD },
  });
  expect(reg.status).toBe(201);
  const { token } = await apiLogin(email, DEMO_PASSWORD);
  expect(
    (await api(`/api/courses/${quiz.courseId}/enroll`, { method: 'POST', token })).status,
  ).toBe(201);
  const attempt = await api<{ _id: string }>(`/api/lessons/${quiz.lessonId}/quiz/attempts`, {
    method: 'POST',
    token,
  });
  expect(attempt.status).toBe(201);
  const submitted = await api<{ passed: boolean }>(
    `/api/quiz-attempts/${attempt.body._id}/submit`,
    { token, body: { answers: [{ questionId: quiz.questionId, choiceIds: ['a'] }] } },
  );
  expect(submitted.body.passed).toBe(false);
}

describe('scores, rubrics and the gradebook in the browser', () => {
  it('mentor scores a task against a three-criterion rubric; the gradebook shows it beside a quiz and exports a CSV', async () => {
    const stamp = Date.now().toString(36);
    const student = await apiLogin(demo.student);
    const batch = student.user.batch!;
    const { title: quizTitle } = await quizTakenBy(student.token, stamp);

    const mentor = await newPage(browser);
    const m = mentor.page;
    await startSession(m, demo.mentor, '/updates');
    // /updates has two places: the tasks are on their own tab.
    await m.getByRole('tab', { name: 'Tasks' }).click();
    const title = `Rubric task ${stamp}`;
    await m.getByLabel(/^Title/).fill(title);
    await m.getByLabel('Date and time').fill(inTwoDays());
    await m.getByRole('checkbox', { name: new RegExp(`^${student.user.name} \\(`) }).check();
    await m.getByLabel('Scoring').selectOption('rubric');
    await m.getByRole('button', { name: 'Add a criterion' }).click();
    await m.getByRole('button', { name: 'Add a criterion' }).click();
    const criteria = ['Correctness', 'Code quality', 'Tests'];
    for (const [i, name] of criteria.entries())
      await m.getByLabel(`Criterion ${i + 1} name`).fill(name);
    await m.getByRole('button', { name: 'Set task' }).click();
    await m.getByText(`Task “${title}” set`).waitFor();

    // The student submits (through the API: the submit form has its own journey in tasks.e2e).
    const mine = await api<{ _id: string; title: string }[]>('/api/tasks/student', {
      token: student.token,
    });
    const task = mine.body.find((t) => t.title === title)!;
    const sub = await api<{ _id: string }>(`/api/tasks/${task._id}/submit`, {
      token: student.token,
      body: { text: 'Done, with tests.' },
    });
    expect(sub.status).toBe(201);

    // The mentor scores each criterion beside the feedback; the total follows.
    await m.goto(`/mentor-dashboard/review/${task._id}/${sub.body._id}`);
    await m
      .getByRole('group', { name: /^Correctness/ })
      .getByRole('radio', { name: 'Good · 2 points' })
      .check();
    await m
      .getByRole('group', { name: /^Code quality/ })
      .getByRole('radio', { name: 'Needs work · 0 points' })
      .check();
    await m
      .getByRole('group', { name: /^Tests/ })
      .getByRole('radio', { name: 'Good · 2 points' })
      .check();
    await m.getByText('Total: 4 / 6').waitFor();
    await m.getByLabel(/^Feedback/).fill('Clean up the naming.');
    await m.getByRole('button', { name: 'Approve' }).click();
    await m.getByText('Saved: Approved').waitFor();

    // The student sees the score and the rubric with their attempt.
    const learner = await newPage(browser);
    const s = learner.page;
    await startSession(s, demo.student, `/student-dashboard/tasks/${task._id}`);
    await s.getByRole('heading', { name: 'How it is scored' }).waitFor();
    await s.getByText('Score: 4 / 6').waitFor();
    await s.getByText('Code quality: Needs work · 0 / 2').waitFor();

    // The mentor's gradebook: the task and the quiz, side by side.
    await m.goto('/gradebook');
    await m.getByRole('heading', { name: 'Gradebook', level: 1 }).waitFor();
    await m.getByLabel('Batch').selectOption(`${batch.monthYear}|${batch.domain}`);
    const table = m.getByRole('table', {
      name: `Gradebook of ${batch.monthYear} · ${batch.domain}`,
    });
    await table.getByRole('columnheader', { name: `${title} (/6)` }).waitFor();
    // The quiz's kind is named once: its title already begins with "Quiz".
    await table.getByRole('columnheader', { name: quizTitle, exact: true }).waitFor();
    const row = table.getByRole('row').filter({ hasText: student.user.name });
    await row.getByText('Approved · 4 / 6 · 1 attempt').waitFor();
    await row.getByText('100% · passed · 1 attempt').waitFor();
    await row.getByRole('link', { name: new RegExp(`${title}: Approved`) }).click();
    await waitForPath(m, `/mentor-dashboard/review/${task._id}/${sub.body._id}`);

    // The CSV: BOM, the names, numbers as numbers with their units beside them, no money.
    await m.goto('/gradebook');
    await m.getByLabel('Batch').selectOption(`${batch.monthYear}|${batch.domain}`);
    const download = m.waitForEvent('download');
    await m.getByRole('button', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const bytes = await readFile(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text).not.toMatch(/₹|Paid|Pending/);
    const lines = text.split('\r\n');
    expect(lines[0]).toContain(`${title} — score,${title} — out of,${title} — unit`);
    expect(lines[0]).toContain(`${quizTitle} — best,${quizTitle} — unit,${quizTitle} — attempts`);
    const line = lines.find((l) => l.startsWith(student.user.name));
    expect(line).toBeDefined();
    expect(line).toContain('Approved,4,6,points');
    expect(line).toContain('100,%,1');

    await mentor.context.close();
    await learner.context.close();
  }, 180_000);

  it('the instructor opens their course’s gradebook and quiz results, sets the quiz’s weight; a second student’s result shows live', async () => {
    const stamp = Date.now().toString(36);
    const student = await apiLogin(demo.student);
    const quiz = await quizTakenBy(student.token, stamp);
    const { title: quizTitle, courseTitle } = quiz;

    const teacher = await newPage(browser);
    const t = teacher.page;
    const online = socketConnected(t);
    await startSession(t, demo.instructor, '/dashboard');
    await online;
    await t.getByRole('navigation').first().getByRole('link', { name: 'Gradebook' }).click();
    await waitForPath(t, '/gradebook');
    await t.getByRole('heading', { name: 'Gradebook', level: 1 }).waitFor();
    await t.getByLabel('Course', { exact: true }).selectOption({ label: courseTitle });
    const table = t.getByRole('table', { name: `Gradebook of ${courseTitle}` });
    await table.getByRole('columnheader', { name: quizTitle, exact: true }).waitFor();
    const row = table.getByRole('row').filter({ hasText: student.user.name });
    await row.getByText('1 of 1').waitFor();
    await row.getByText('100%', { exact: true }).waitFor();

    // Under it, the course's quiz results: the one student enrolled took the quiz and passed.
    const results = t.getByRole('table', { name: `Quiz results of ${courseTitle}` });
    const result = results.getByRole('row').filter({ hasText: quizTitle });
    await result.getByText('1 of 1').waitFor();
    expect(await result.getByText('100%', { exact: true }).count()).toBe(3);
    await result.getByRole('button', { name: `Questions of ${quizTitle}` }).click();
    const questions = t.getByRole('table', { name: `Questions of ${quizTitle}, hardest first` });
    const question = questions.getByRole('row').filter({ hasText: 'Which keyword declares' });
    await question.getByText('100%', { exact: true }).waitFor();

    await t.getByRole('button', { name: 'Set weights' }).click();
    const dialog = t.getByRole('dialog', { name: 'Weights' });
    await dialog.getByLabel(`Weight of ${quizTitle}`).fill('3');
    await dialog.getByRole('button', { name: 'Save weights' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await table.getByRole('columnheader', { name: `${quizTitle} · weight 3` }).waitFor();
    await row.getByText('3 of 3').waitFor();

    // A second student enrols and fails the quiz while the page is open: the quiz results count
    // them at once (two of two took it, one passed), and the question is now right half the time.
    await markLoaded(t);
    await failedBy(stamp, quiz);
    await result.getByText('2 of 2').waitFor();
    // The pass rate, the mean and the median best score: 100 % and 0 %.
    await expect.poll(() => result.getByText('50%', { exact: true }).count()).toBe(3);
    await question.getByText('50%', { exact: true }).waitFor();
    expect(await stillLoaded(t)).toBe('kept');

    await teacher.context.close();
  }, 180_000);
});
