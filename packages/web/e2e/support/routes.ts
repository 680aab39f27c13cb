import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { demo } from './env';

// The routes the page-wide walks check (pages-desktop.e2e.ts, pages-phone.e2e.ts: axe, the chat
// launcher, table actions; support/page-walk.ts): spec §2 and every role's work area, listed once.

/**
 * A page is ready to check once its h1 is shown, nothing says it is still loading, and it is the
 * app rather than the prerendered picture of /, /login or /courses, which stays `inert` (hidden from
 * assistive technology, so axe finds no main and no h1 in it) until the app has rendered over it.
 */
export async function settle(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // Generous: the first screen after a login waits for several calls on a busy machine.
  await expect
    .poll(
      () =>
        page
          .locator(
            '#root[inert], [aria-busy="true"], [role="status"][aria-live="polite"]:has(> span)',
          )
          .count(),
      { timeout: 20_000 },
    )
    .toBe(0);
}

/** Spec §2's public routes, as a visitor meets them. */
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
  '/calendar',
  '/settings/notifications',
  '/questions',
];
const mentorPages = [
  '/inbox',
  '/radar',
  '/radar/attendance',
  '/radar/progress',
  '/dashboard',
  '/my-students',
  '/updates',
  '/mentor-sessions',
  '/mentor-dashboard',
  '/messages',
  '/calendar',
  '/questions',
];
const adminPages = [
  '/admin',
  '/admin/users',
  '/admin/students',
  '/admin/mentors',
  '/admin/programs',
  '/admin/courses',
  '/admin/batches',
  '/admin/mentor-load',
  '/admin/radar',
  '/radar/attendance',
  '/radar/progress',
  '/admin/batches/2026-11/web',
  '/admin/batches/2026-11/web/add-videos',
  '/create-course',
  '/ebookadmin',
  '/dashboard',
  '/messages',
];
const instructorPages = ['/create-course', '/dashboard', '/gradebook'];

/** Every role with the pages it works in: [who, the demo account to sign in as, its pages]. */
export const groups = [
  ['visitor', null, publicPages],
  ['student', demo.student, () => studentPages],
  ['mentor', demo.mentor, () => mentorPages],
  ['admin', demo.admin, () => adminPages],
  ['instructor', demo.instructor, () => instructorPages],
] as const;
