import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, pathOf, waitForPath } from './support/browser';
import { demo, demoStudentNav } from './support/env';
import { followNav, navEntries, navLabels } from './support/nav';
import { loginThroughForm } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const cases = [
  {
    role: 'admin',
    email: demo.admin,
    lands: '/admin',
    nav: ['Admin', 'Skill_Up', 'Live Class'],
    skillUp: '/ebookadmin',
    forbidden: '/mentor-sessions',
  },
  {
    role: 'instructor',
    email: demo.instructor,
    lands: '/dashboard',
    nav: ['Dashboard', 'Create course', 'Gradebook', 'Skill_Up', 'Live Class'],
    skillUp: '/ebookstudent',
    forbidden: '/admin/users',
  },
  {
    role: 'mentor',
    email: demo.mentor,
    lands: '/dashboard',
    nav: [
      'Inbox',
      'Radar',
      'Dashboard',
      'My Students',
      'Updates',
      'Questions',
      'Sessions',
      'Calendar',
      'Skill_Up',
      'Live Class',
    ],
    skillUp: '/ebookstudent',
    forbidden: '/student-dashboard',
  },
  {
    role: 'student',
    email: demo.student,
    lands: '/dashboard',
    // Sara is in a batch: her batch's questions and recordings join the student links.
    nav: demoStudentNav,
    skillUp: '/ebookstudent',
    forbidden: '/admin',
  },
] as const;

describe('roles, navigation and the guard (spec §2)', () => {
  it('a logged-out visitor sees Courses, Login, Sign Up', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await expect.poll(() => navLabels(page)).toEqual(['Courses', 'Login', 'Sign Up']);
    await context.close();
  });

  for (const c of cases) {
    it(`${c.role}: lands on ${c.lands}, sees its navigation, is sent away from ${c.forbidden}`, async () => {
      // The row folds what does not fit into More (layout-header.e2e.ts); the role's navigation is
      // what the row and More hold together, in order.
      const { context, page } = await newPage(browser, { width: 1920 });
      await loginThroughForm(page, c.email);
      await waitForPath(page, c.lands);
      await expect.poll(() => navLabels(page)).toEqual([...c.nav]);
      const entries = await navEntries(page);
      expect(entries.find((e) => e.label === 'Skill_Up')?.href).toBe(c.skillUp);

      await page.goto(c.forbidden);
      await waitForPath(page, '/dashboard');
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: 'Dashboard' }).count())
        .toBe(1);
      await context.close();
    });
  }

  it('the instructor may open /create-course', async () => {
    const { context, page } = await newPage(browser);
    await loginThroughForm(page, demo.instructor);
    await waitForPath(page, '/dashboard');
    await page.goto('/create-course');
    await page.getByRole('heading', { level: 1, name: 'Create a course' }).waitFor();
    expect(pathOf(page)).toBe('/create-course');
    await context.close();
  });

  it('a visitor of a guarded route goes to /login and comes back after logging in', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/mentor-updates');
    await waitForPath(page, '/login');
    expect(pathOf(page)).toBe('/login?next=%2Fmentor-updates');
    await loginThroughForm(page, demo.student);
    await waitForPath(page, '/mentor-updates');
    await page.getByRole('heading', { level: 1, name: 'Mentor updates' }).waitFor();
    await context.close();
  });

  it("a next address with a tab in it logs in and goes to the role's home, not back to /login", async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`/login?next=${encodeURIComponent('\t/my-students')}`);
    await loginThroughForm(page, demo.student);
    await waitForPath(page, '/dashboard');
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    await context.close();
  });

  it('the side panel is hidden on /live-class and shown on /dashboard; logout goes to /', async () => {
    const { context, page } = await newPage(browser);
    await loginThroughForm(page, demo.mentor);
    await waitForPath(page, '/dashboard');
    const panel = page.getByRole('complementary', { name: 'Profile and settings' });
    await panel.waitFor();
    await followNav(page, 'Live Class');
    await waitForPath(page, '/live-class');
    await page.getByRole('heading', { level: 1, name: 'Live classes' }).waitFor();
    expect(await panel.count()).toBe(0);
    await page.getByRole('button', { name: 'Log out' }).click();
    await waitForPath(page, '/');
    await expect.poll(() => navLabels(page)).toEqual(['Courses', 'Login', 'Sign Up']);
    await context.close();
  });

  it('the mobile menu is a toggle', async () => {
    const { context, page } = await newPage(browser, { width: 360 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.waitFor();
    expect(await nav.isVisible()).toBe(false);
    await toggle.click();
    await nav.getByRole('link', { name: 'Courses' }).waitFor();
    await nav.getByRole('link', { name: 'Courses' }).click();
    await waitForPath(page, '/courses');
    expect(await nav.isVisible()).toBe(false);
    await context.close();
  });
});
