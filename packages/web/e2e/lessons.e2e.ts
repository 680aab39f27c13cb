// "Lessons keep their shape", end to end against the real server in Chromium: an
// instructor writes a lesson in Markdown (previewed, kept as a draft across a reload), a student
// sees its headings, lists and code, and a visitor opens the free preview from the course page —
// also in a browser that refuses site storage, where nothing is logged.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin } from './support/api';
import { launch, newPage, waitForPath } from './support/browser';
import { demo, DEMO_PASSWORD } from './support/env';
import { startSession } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const MARKDOWN = [
  '## Operators',
  'An **operator** combines values.',
  'Order matters.',
  '',
  '- plus adds',
  '- minus subtracts',
  '',
  '```',
  'val total = 2 + 3',
  '```',
].join('\n');

/** The rendered lesson in the page's main region: its heading, list items, code and line break. */
async function expectShape(page: Page) {
  const lesson = page.getByRole('main');
  await lesson.getByRole('heading', { level: 3, name: 'Operators' }).waitFor();
  await lesson.getByRole('listitem').filter({ hasText: 'plus adds' }).waitFor();
  await lesson.getByRole('listitem').filter({ hasText: 'minus subtracts' }).waitFor();
  expect(await lesson.locator('pre code').textContent()).toBe('val total = 2 + 3\n');
  expect(await lesson.locator('strong', { hasText: 'operator' }).count()).toBe(1);
  // A single line break is kept, not run into one line.
  expect(await lesson.locator('p', { hasText: 'combines values.' }).locator('br').count()).toBe(1);
}

const stamp = Date.now().toString(36);
const course = { id: '', title: `Kotlin operators ${stamp}`, lockedLessonId: '' };

describe('lessons keep their shape', () => {
  it('an instructor writes a Markdown lesson and previews it; the draft survives a reload; the student sees headings, lists and code', async () => {
    const { context, page } = await newPage(browser);
    await startSession(page, demo.instructor, '/create-course');
    await page.getByRole('heading', { level: 1, name: 'Create a course' }).waitFor();
    await page
      .getByLabel(/^Title/)
      .first()
      .fill(course.title);
    await page.getByLabel(/^Description/).fill('Arithmetic and comparison operators in Kotlin.');
    await page.getByLabel(/^Category/).fill('Mobile Development');
    await page.getByLabel(/^Price/).fill('499');
    await page.getByRole('button', { name: 'Add module' }).click();
    await page.getByLabel(/^Title of module 1/).fill('Basics');
    await page.getByLabel(/^Title of lesson 1\.1/).fill('Operators');
    await page.getByLabel(/^Content of lesson 1\.1/).fill(MARKDOWN);
    await page.getByLabel('Free preview').check();

    await page.getByRole('tab', { name: 'Preview' }).click();
    const preview = page.getByRole('tabpanel');
    await preview.getByRole('heading', { level: 3, name: 'Operators' }).waitFor();
    await preview.getByRole('listitem').filter({ hasText: 'plus adds' }).waitFor();
    expect(await preview.locator('pre code').textContent()).toBe('val total = 2 + 3\n');

    // Reloading asks first (beforeunload), and the draft comes back.
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    await page.getByText('Draft restored').waitFor();
    expect(asked).toEqual(['beforeunload']);
    expect(await page.getByLabel(/^Content of lesson 1\.1/).inputValue()).toBe(MARKDOWN);

    await page.getByRole('button', { name: 'Add lesson to module 1' }).click();
    await page.getByLabel(/^Title of lesson 1\.2/).fill('Loops');
    await page.getByLabel(/^Content of lesson 1\.2/).fill('Loops repeat work.');
    await page.getByLabel(/^Visibility/).selectOption('published');
    await page.getByRole('button', { name: 'Create course' }).click();
    await page.getByText(`${course.title} is saved and published.`, { exact: true }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Edit course' }).waitFor();
    course.id = new URL(page.url()).searchParams.get('course') ?? '';
    expect(course.id).not.toBe('');
    // Saved: the editor shows the Markdown as written, with no draft to restore.
    expect(await page.getByLabel(/^Content of lesson 1\.1/).inputValue()).toBe(MARKDOWN);
    expect(await page.getByText('Draft restored').count()).toBe(0);
    await context.close();

    const email = `lena-${stamp}@example.test`;
    const registered = await api('/api/auth/register', {
      body: { name: `Lena ${stamp}`, email, password: DEMO_PASSWORD },
    });
    expect(registered.status).toBe(201);
    const { token } = await apiLogin(email);
    const enrolled = await api(`/api/courses/${course.id}/enroll`, { method: 'POST', token });
    expect(enrolled.status).toBe(201);
    const student = await newPage(browser);
    await startSession(student.page, email, `/student/learning/${course.id}`);
    await student.page.getByRole('heading', { level: 2, name: 'Operators', exact: true }).waitFor();
    await expectShape(student.page);
    await student.context.close();
  });

  it('a visitor opens the free preview from the course page; a paid lesson stays closed', async () => {
    expect(course.id).not.toBe('');
    const read = await api<{ modules: { lessons: { _id: string; title: string }[] }[] }>(
      `/api/courses/${course.id}`,
    );
    course.lockedLessonId = read.body.modules[0]!.lessons.find((l) => l.title === 'Loops')!._id;

    const { context, page } = await newPage(browser, { width: 360 });
    await page.goto(`/courses/${course.id}`);
    await page.getByRole('heading', { level: 1, name: course.title }).waitFor();
    await page.getByRole('link', { name: 'Preview “Operators”' }).click();
    await waitForPath(page, new RegExp(`^/courses/${course.id}/lessons/`));
    await page.getByRole('heading', { level: 2, name: 'Operators', exact: true }).waitFor();
    await expectShape(page);
    expect(await page.getByRole('button', { name: 'Log out' }).count()).toBe(0);

    await page.goto(`/courses/${course.id}/lessons/${course.lockedLessonId}`);
    await page.getByText('This lesson opens when you enroll').waitFor();
    expect(await page.getByText('Loops repeat work.').count()).toBe(0);
    await context.close();
  });

  it('a browser that refuses site storage opens the course and its preview lesson, logging nothing', async () => {
    const { context, page } = await newPage(browser);
    // Reading window.localStorage throws, as in a privacy mode or with site data blocked.
    await context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    await page.goto(`/courses/${course.id}`);
    await page.getByRole('heading', { level: 1, name: course.title }).waitFor();
    await page.getByRole('link', { name: 'Preview “Operators”' }).click();
    await waitForPath(page, new RegExp(`^/courses/${course.id}/lessons/`));
    await expectShape(page);
    expect(problems).toEqual([]);
    await context.close();
  });
});
