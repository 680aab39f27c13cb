// The quiz editor and player as a person uses them, shared by the quiz journeys (quizzes.e2e.ts,
// assessment.e2e.ts): one question added through the editor's form, and the five-kind sample quiz
// answered right or wrong question by question.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

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
