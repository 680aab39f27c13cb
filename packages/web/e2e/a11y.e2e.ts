import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api';
import { launch, newPage } from './support/browser';
import { demo } from './support/env';
import { startSession } from './support/session';

let browser: Browser;
let courseId: string | undefined;
beforeAll(async () => {
  browser = await launch();
  const courses = await api<{ items: { _id: string }[] }>('/api/courses?pageSize=1');
  courseId = courses.status === 200 ? courses.body.items[0]?._id : undefined;
});
afterAll(async () => {
  await browser?.close();
});

/** A page is ready for axe once its h1 is shown and nothing says it is still loading. */
async function settle(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // Generous: the first screen after a login waits for several calls on a busy machine.
  await expect
    .poll(
      () =>
        page.locator('[aria-busy="true"], [role="status"][aria-live="polite"]:has(> span)').count(),
      { timeout: 20_000 },
    )
    .toBe(0);
}

async function violations(page: Page, path: string) {
  await page.goto(path);
  await settle(page);
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map(
    (v) =>
      `${path}: ${v.id} (${v.impact}) — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}

const publicPages = () => [
  '/',
  '/login',
  '/register',
  '/payment',
  '/registration',
  '/mentor-registration',
  '/password-setup?token=t',
  '/password-setup',
  '/forgot-password',
  '/reset-password?token=t',
  '/courses',
  '/ebooks',
  '/ebookstudent',
  '/ebookadmin',
  '/mentors',
  '/support',
  '/no-such-page',
];

const studentPages = [
  '/dashboard',
  '/profile',
  '/live-class',
  '/data-engineer',
  '/student-dashboard',
  '/mentor-updates',
  '/mentor-sync',
  '/batch/2026-11/web/videos',
  '/payment',
  '/messages',
  '/autonomous-learning',
  '/ebookstudent',
];
const mentorPages = [
  '/dashboard',
  '/my-students',
  '/updates',
  '/mentor-sessions',
  '/mentor-dashboard',
  '/messages',
];
const adminPages = [
  '/admin',
  '/admin/users',
  '/admin/students',
  '/admin/mentors',
  '/admin/programs',
  '/admin/courses',
  '/admin/batches',
  '/admin/batches/2026-11/web',
  '/admin/batches/2026-11/web/add-videos',
  '/create-course',
  '/ebookadmin',
  '/dashboard',
  '/messages',
];
const instructorPages = ['/create-course', '/dashboard'];

const groups = [
  ['visitor', null, publicPages],
  ['student', demo.student, () => studentPages],
  ['mentor', demo.mentor, () => mentorPages],
  ['admin', demo.admin, () => adminPages],
  ['instructor', demo.instructor, () => instructorPages],
] as const;

/**
 * Each theme at the desktop width, then the light theme at 360 px (the narrowest phone we support):
 * axe again there, and the page must not scroll sideways.
 */
const passes = [
  { colorScheme: 'light', width: 1280 },
  { colorScheme: 'dark', width: 1280 },
  { colorScheme: 'light', width: 360 },
] as const;

for (const { colorScheme, width } of passes) {
  for (const [who, email, pages] of groups) {
    describe(`axe, ${colorScheme} theme, ${width} px, ${who}`, () => {
      let context: BrowserContext;
      let page: Page;
      beforeAll(async () => {
        ({ context, page } = await newPage(browser, { colorScheme, width }));
        if (email) await startSession(page, email);
      });
      afterAll(async () => {
        await context?.close();
      });
      const check = async (path: string) => {
        const found = await violations(page, path);
        if (width < 1280) {
          const wide = await page.evaluate(() => document.documentElement.scrollWidth);
          if (wide > width)
            found.push(`${path}: ${wide} px wide at ${width} px (scrolls sideways)`);
        }
        return found;
      };
      // The list is read when the tests are collected; courseId joins the visitor's list if known.
      it.each(pages())('%s', async (path) => {
        expect(await check(path)).toEqual([]);
      });
      if (who === 'visitor') {
        it('a course page', async () => {
          if (!courseId) return;
          expect(await check(`/courses/${courseId}`)).toEqual([]);
        });
      }
    });
  }
}
