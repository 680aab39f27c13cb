// Quizzes end to end against the real server in Chromium: an instructor builds a quiz of
// five questions (one of each kind) with a pass mark of 60 % and two attempts in the course editor;
// a student takes it, reloads mid-attempt and finds the answers kept, fails once, passes the second
// time, sees the explanations, and the course (one quiz lesson) shows complete.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin } from './support/api';
import { launch, newPage } from './support/browser';
import { demo, DEMO_PASSWORD } from './support/env';
import { addQuestion, answer } from './support/quiz';
import { startSession } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const stamp = Date.now().toString(36);
const lessonTitle = 'JavaScript check';

describe('quizzes', () => {
  it('an instructor builds a five-question quiz; a student reloads mid-attempt, fails once, passes, sees the explanations; the course completes', async () => {
    // The course: one published, free module with one quiz lesson.
    const { token: instructorToken } = await apiLogin(demo.instructor);
    const created = await api<{ _id: string }>('/api/courses', {
      token: instructorToken,
      body: {
        title: `Quiz course ${stamp}`,
        description: 'A course whose only lesson is a quiz.',
        category: 'Web Development',
        level: 'beginner',
        price: 0,
        status: 'published',
        modules: [
          {
            title: 'Checks',
            lessons: [
              { title: lessonTitle, type: 'quiz', durationMinutes: 5, content: 'Five questions.' },
            ],
          },
        ],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const courseId = created.body._id;

    // The instructor builds the quiz in the course editor.
    const author = await newPage(browser);
    let page = author.page;
    await startSession(page, demo.instructor, `/create-course?course=${courseId}`);
    const quiz = page.getByRole('region', { name: `Quiz: ${lessonTitle}` });
    await quiz.getByRole('form', { name: 'Quiz settings' }).waitFor();
    await quiz.getByRole('spinbutton', { name: 'Passing score (%)' }).fill('60');
    await quiz.getByRole('spinbutton', { name: 'Attempts allowed' }).fill('2');
    await quiz
      .getByRole('combobox', { name: 'Show answers and explanations' })
      .selectOption('afterEachAttempt');
    await quiz.getByRole('button', { name: 'Save settings' }).click();
    await quiz.getByText('Settings saved.').waitFor();

    await addQuestion(page, 1, async (form) => {
      await form
        .getByRole('textbox', { name: /^Question/ })
        .fill('Which keyword declares a constant?');
      await form.getByRole('textbox', { name: 'Choice 1' }).fill('var');
      await form.getByRole('textbox', { name: 'Choice 2' }).fill('const');
      await form.getByRole('checkbox', { name: 'Choice 2 is correct' }).check();
      await form.getByRole('textbox', { name: /^Explanation/ }).fill('const binds a name once.');
    });
    await addQuestion(page, 2, async (form) => {
      await form.getByRole('combobox', { name: 'Kind' }).selectOption('multiple');
      await form.getByRole('textbox', { name: /^Question/ }).fill('Which are primitive types?');
      await form.getByRole('button', { name: 'Add a choice' }).click();
      await form.getByRole('textbox', { name: 'Choice 1' }).fill('string');
      await form.getByRole('textbox', { name: 'Choice 2' }).fill('number');
      await form.getByRole('textbox', { name: 'Choice 3' }).fill('object');
      await form.getByRole('checkbox', { name: 'Choice 1 is correct' }).check();
      await form.getByRole('checkbox', { name: 'Choice 2 is correct' }).check();
      await form.getByRole('textbox', { name: /^Explanation/ }).fill('Objects are not primitives.');
    });
    await addQuestion(page, 3, async (form) => {
      await form.getByRole('combobox', { name: 'Kind' }).selectOption('trueFalse');
      await form
        .getByRole('textbox', { name: /^Question/ })
        .fill('TypeScript types exist at run time.');
      await form.getByRole('combobox', { name: 'The statement is' }).selectOption('false');
      await form
        .getByRole('textbox', { name: /^Explanation/ })
        .fill('They are erased when compiled.');
    });
    await addQuestion(page, 4, async (form) => {
      await form.getByRole('combobox', { name: 'Kind' }).selectOption('shortText');
      await form
        .getByRole('textbox', { name: /^Question/ })
        .fill('Name the JavaScript superset by Microsoft.');
      await form.getByRole('textbox', { name: /^Accepted answers/ }).fill('TypeScript\nTS');
      await form.getByRole('textbox', { name: /^Explanation/ }).fill('TypeScript, since 2012.');
    });
    await addQuestion(page, 5, async (form) => {
      await form.getByRole('combobox', { name: 'Kind' }).selectOption('number');
      await form.getByRole('textbox', { name: /^Question/ }).fill('How many bits are in a byte?');
      await form.getByRole('textbox', { name: /^Correct number/ }).fill('8');
      await form.getByRole('textbox', { name: /^Tolerance/ }).fill('0');
      await form.getByRole('textbox', { name: /^Explanation/ }).fill('Eight, on every machine.');
    });
    const authored = await api<{ settings: Record<string, unknown>; questionCount: number }>(
      `/api/lessons/${await lessonId(courseId, instructorToken)}/quiz`,
      { token: instructorToken },
    );
    expect(authored.body).toMatchObject({
      questionCount: 5,
      settings: { passingScorePercent: 60, attemptsAllowed: 2, showAnswers: 'afterEachAttempt' },
    });
    await author.context.close();

    // A student enrolls and takes the quiz.
    const email = `quiz-${stamp}@example.test`;
    const registered = await api('/api/auth/register', {
      body: { name: `Quiz Taker ${stamp}`, email, password: DEMO_PASSWORD },
    });
    expect(registered.status).toBe(201);
    const { token } = await apiLogin(email);
    expect((await api(`/api/courses/${courseId}/enroll`, { method: 'POST', token })).status).toBe(
      201,
    );
    const learner = await newPage(browser);
    page = learner.page;
    await startSession(page, email, `/student/learning/${courseId}`);
    await page.getByRole('heading', { level: 2, name: lessonTitle, exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Mark as complete' }).count()).toBe(0);
    await page
      .getByRole('list', { name: 'About this quiz' })
      .getByText('Pass mark: 60 %')
      .waitFor();
    await page.getByRole('button', { name: 'Start the quiz' }).click();

    // First attempt: two of five right (40 %). Part-way, a reload keeps what was answered.
    const attempt = page.getByRole('form', { name: /^Attempt/ });
    await attempt.getByRole('radio', { name: 'const', exact: true }).check();
    // Each save sends every answer given so far: the one after the last answer holds both.
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/answers') && r.request().method() === 'PUT' && r.ok(),
    );
    await attempt.getByRole('textbox', { name: /superset by Microsoft/ }).fill('TypeScript');
    await saved;
    await page.getByText('All answers saved').waitFor();
    await page.reload();
    await page.getByRole('form', { name: 'Attempt 1' }).waitFor();
    expect(await attempt.getByRole('radio', { name: 'const', exact: true }).isChecked()).toBe(true);
    expect(await attempt.getByRole('textbox', { name: /superset by Microsoft/ }).inputValue()).toBe(
      'TypeScript',
    );
    await answer(page, (n) => n === 1 || n === 4);
    await attempt.getByRole('button', { name: 'Submit answers' }).click();
    await page.getByText('Not passed: 40 %').waitFor();
    await page.getByText('Explanation: Objects are not primitives.').waitFor();

    // Second attempt: every answer right.
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('form', { name: 'Attempt 2' }).waitFor();
    await answer(page, () => true);
    await attempt.getByRole('button', { name: 'Submit answers' }).click();
    await page.getByText('Passed with 100 %').waitFor();
    for (const explanation of [
      'const binds a name once.',
      'Objects are not primitives.',
      'They are erased when compiled.',
      'TypeScript, since 2012.',
      'Eight, on every machine.',
    ]) {
      await page.getByText(`Explanation: ${explanation}`).waitFor();
    }

    // The course's progress: the quiz lesson done, and the course (its only lesson) complete.
    await page.getByText('You completed this course').waitFor();
    await expect
      .poll(() =>
        page.getByRole('progressbar', { name: 'Course progress' }).getAttribute('aria-valuenow'),
      )
      .toBe('100');
    const seen = await api<{ viewer: { enrollmentStatus: string; progress: number } }>(
      `/api/courses/${courseId}`,
      { token },
    );
    expect(seen.body.viewer).toMatchObject({ enrollmentStatus: 'completed', progress: 100 });
    await learner.context.close();
    // Five questions authored and two attempts taken are many round trips: more than the default.
  }, 240_000);
});

async function lessonId(courseId: string, token: string): Promise<string> {
  const c = await api<{ modules: { lessons: { _id: string }[] }[] }>(`/api/courses/${courseId}`, {
    token,
  });
  return c.body.modules[0]!.lessons[0]!._id;
}
