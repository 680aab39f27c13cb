import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api';
import { launch, newPage } from './support/browser';
import { startSession } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

// Arjun (student2) is not enrolled in the free HTML & CSS course (5 lessons in 2 modules, the last
// a quiz of five questions).
const email = 'student2@campus.test';
const courseTitle = 'HTML & CSS for Absolute Beginners';

const lessonHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name, exact: true });
const progressOf = (page: Page) =>
  page.getByRole('progressbar', { name: 'Course progress' }).getAttribute('aria-valuenow');

async function completeCurrent(page: Page, title: string, percent: number) {
  await lessonHeading(page, title).waitFor();
  await page.getByRole('button', { name: 'Mark as complete' }).click();
  await page.getByText(`Marked complete · ${percent}% of the course done.`).waitFor();
  await expect.poll(() => progressOf(page)).toBe(String(percent));
}

describe('the course player', () => {
  it('enrolls, completes two lessons, resumes at the third on another device, completes and rates', async () => {
    const list = await api<{ items: { _id: string; title: string }[] }>(
      `/api/courses?search=${encodeURIComponent('HTML & CSS')}`,
    );
    const courseId = list.body.items.find((c) => c.title === courseTitle)!._id;

    const first = await newPage(browser);
    await startSession(first.page, email, `/courses/${courseId}`);
    await first.page.getByRole('button', { name: /Enroll/ }).click();
    await first.page.getByRole('link', { name: 'Continue learning' }).click();
    await completeCurrent(first.page, 'Your first web page', 20);
    await first.page.getByRole('button', { name: 'Next lesson' }).click();
    await completeCurrent(first.page, 'Headings, lists and links', 40);
    await first.context.close();

    // Another browser (no local state): the server's progress brings the student back.
    const second = await newPage(browser, { width: 360 });
    await startSession(second.page, email, `/student/learning/${courseId}`);
    const page = second.page;
    await lessonHeading(page, 'Selectors and the box model').waitFor();
    await expect.poll(() => progressOf(page)).toBe('40');
    await expect(
      page
        .getByRole('navigation', { name: 'Course outline' })
        .getByRole('button', { name: /Headings, lists and links\W+done/ })
        .count(),
    ).resolves.toBe(1);

    await completeCurrent(page, 'Selectors and the box model', 60);
    await page.getByRole('button', { name: 'Next lesson' }).click();
    await completeCurrent(page, 'Flexbox layouts', 80);
    await page.getByRole('button', { name: 'Next lesson' }).click();
    // The last lesson is a quiz with questions: it is done by passing it, not by hand.
    await lessonHeading(page, 'Quiz: CSS layout').waitFor();
    expect(await page.getByText(/notebook/).count()).toBe(0);
    await page.getByRole('button', { name: 'Start the quiz' }).click();
    const attempt = page.getByRole('form', { name: /^Attempt/ });
    await attempt.getByRole('radio', { name: 'display: flex', exact: true }).check();
    for (const name of ['grid-template-columns', 'justify-content', 'grid-area'])
      await attempt.getByRole('checkbox', { name, exact: true }).check();
    await attempt.getByRole('radio', { name: 'True', exact: true }).check();
    await attempt.getByRole('textbox', { name: /given screen width/ }).fill('@media');
    await attempt.getByRole('textbox', { name: /How many columns/ }).fill('4');
    await attempt.getByRole('button', { name: 'Submit answers' }).click();
    await page.getByText('Passed with 100 %').waitFor();
    await page.getByText('You completed this course').waitFor();
    await expect.poll(() => progressOf(page)).toBe('100');

    await page.getByRole('radio', { name: '4 stars' }).check();
    await page.getByRole('button', { name: 'Rate course' }).click();
    await page.getByText('Thanks for rating this course.').waitFor();

    const { token } = await api<{ token: string }>('/api/auth/login', {
      body: { email, password: 'campus123' },
    }).then((r) => r.body);
    const course = await api<{ viewer: { enrollmentStatus: string; rating: number } }>(
      `/api/courses/${courseId}`,
      { token },
    );
    expect(course.body.viewer).toMatchObject({ enrollmentStatus: 'completed', rating: 4 });
    await second.context.close();
  });
});
