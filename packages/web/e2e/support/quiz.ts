// The quiz editor and player as a person uses them, shared by the quiz journeys (quizzes.e2e.ts,
// assessment.e2e.ts): one question added through the editor's form, and the five-kind sample quiz
// answered right or wrong question by question; and a one-question quiz course made through the API
// for the journeys about its grade (grades.e2e.ts, gradebook-live.e2e.ts).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { api, apiLogin } from './api';
import { demo } from './env';

/**
 * A free, published course by the demo instructor whose one lesson is a quiz of one question,
 * "Which keyword declares a constant?" (choice `b`, "const", is right; 60 % passes, two attempts).
 */
export async function oneQuestionQuizCourse(courseTitle: string, quizTitle: string) {
  const { token } = await apiLogin(demo.instructor);
  const course = await api<{
    _id: string;
    modules: { lessons: { _id: string; type: string }[] }[];
  }>('/api/courses', {
    token,
    body: {
      title: courseTitle,
      description: 'A quiz to grade.',
      category: 'Web Development',
      level: 'beginner',
      price: 0,
      status: 'published',
      tags: ['Quiz'],
      modules: [
        {
          title: 'Only module',
          lessons: [{ title: quizTitle, type: 'quiz', durationMinutes: 3, content: '<p>Why?</p>' }],
        },
      ],
    },
  });
  expect(course.status, JSON.stringify(course.body)).toBe(201);
  const lesson = course.body.modules[0]!.lessons[0]!;
  const q = await api<{ _id: string }>(`/api/courses/${course.body._id}/quiz-questions`, {
    token,
    body: {
      kind: 'single',
      prompt: 'Which keyword declares a constant?',
      choices: [
        { id: 'a', text: 'var' },
        { id: 'b', text: 'const' },
      ],
      correctChoiceIds: ['b'],
    },
  });
  expect(q.status, JSON.stringify(q.body)).toBe(201);
  const put = await api(`/api/lessons/${lesson._id}/quiz`, {
    method: 'PUT',
    token,
    body: {
      passingScorePercent: 60,
      attemptsAllowed: 2,
      showAnswers: 'afterEachAttempt',
      draw: 'fixed',
      questionIds: [q.body._id],
      shuffleChoices: false,
    },
  });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  return {
    courseId: course.body._id,
    lessonId: lesson._id,
    questionId: q.body._id,
    title: quizTitle,
  };
}

/** Adds one question through the editor's "New question" form and waits for it in the list. */
export async function addQuestion(
  page: Page,
  count: number,
  fill: (form: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await page.getByRole('button', { name: 'Add a question' }).click();
  const form = page.getByRole('form', { name: 'New question' });
  await fill(form);
  await form.getByRole('button', { name: 'Add question' }).click();
  await form.waitFor({ state: 'detached' });
  await expect
    .poll(() => page.getByRole('list', { name: 'Questions' }).getByRole('listitem').count())
    .toBe(count);
}

/** Answers the open attempt: `right` picks the right answer for each question by its number. */
export async function answer(page: Page, right: (n: number) => boolean) {
  const attempt = page.getByRole('form', { name: /^Attempt/ });
  await attempt.getByRole('radio', { name: right(1) ? 'const' : 'var', exact: true }).check();
  for (const name of right(2) ? ['string', 'number'] : ['object']) {
    await attempt.getByRole('checkbox', { name, exact: true }).check();
  }
  await attempt.getByRole('radio', { name: right(3) ? 'False' : 'True', exact: true }).check();
  await attempt
    .getByRole('textbox', { name: /superset by Microsoft/ })
    .fill(right(4) ? ' typescript ' : 'CoffeeScript');
  await attempt.getByRole('textbox', { name: /bits are in a byte/ }).fill(right(5) ? '8' : '7');
}
