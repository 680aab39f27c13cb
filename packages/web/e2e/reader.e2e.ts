// The Skill_Up reader end to end: a student opens an e-book from /ebookstudent, reads a
// module and moves on; on another device "Continue reading" brings her back to the module she was
// at, with the first one marked read; she finishes the e-book and the server says so.
import AxeBuilder from '@axe-core/playwright';
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

// Arjun (student2) reads no e-book elsewhere (student3's password is changed by the profile test);
// "Data Structures in Python" has three modules.
const email = 'student2@campus.test';
const title = 'Data Structures in Python';
const axe = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`);
const moduleHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name, exact: true });

describe('the Skill_Up reader', () => {
  it('reads, moves on, resumes on another device, and finishes the e-book', async () => {
    const first = await newPage(browser, { colorScheme: 'dark' });
    const { token } = await startSession(first.page, email, '/ebookstudent');
    await first.page.getByRole('link', { name: `Read ${title}` }).click();
    await moduleHeading(first.page, 'Lists and tuples').waitFor();
    // The → key moves to the next module, as the tip says; two modules read, on to the third.
    await first.page.keyboard.press('ArrowRight');
    await moduleHeading(first.page, 'Dictionaries and sets').waitFor();
    await first.page.getByRole('button', { name: 'Next module' }).click();
    await moduleHeading(first.page, 'Stacks, queues and trees').waitFor();
    await expect
      .poll(() =>
        first.page
          .getByRole('progressbar', { name: 'Reading progress' })
          .getAttribute('aria-valuenow'),
      )
      .toBe('66');
    // The place ("now at module 3") is saved after "module 2 read": wait until the server has it.
    await expect
      .poll(async () => {
        const mine = await api<{ ebook: { title: string }; lastModule?: { title: string } }[]>(
          '/api/learning/ebooks',
          { token },
        );
        return mine.body.find((r) => r.ebook.title === title)?.lastModule?.title;
      })
      .toBe('Stacks, queues and trees');
    expect(await axe(first.page)).toEqual([]);
    await first.context.close();

    // Another device: no local state, the server's place brings her back.
    const second = await newPage(browser, { width: 360 });
    await startSession(second.page, email, '/ebookstudent');
    await second.page.getByRole('link', { name: `Continue reading: ${title}` }).click();
    const page = second.page;
    await moduleHeading(page, 'Stacks, queues and trees').waitFor();
    const contents = page.getByRole('navigation', { name: 'Contents' });
    await contents.getByRole('link', { name: /Lists and tuples ?, read/ }).waitFor();
    await contents.getByRole('link', { name: /Dictionaries and sets ?, read/ }).waitFor();
    await page.getByRole('button', { name: 'Finish the e-book' }).click();
    await page.getByText('You finished this e-book').waitFor();
    expect(await axe(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

    // The server agrees: every module read.
    const mine = await api<
      { ebook: { title: string }; progress: { finished: boolean; progress: number } }[]
    >('/api/learning/ebooks', { token });
    const entry = mine.body.find((r) => r.ebook.title === title);
    expect(entry?.progress).toMatchObject({ finished: true, progress: 100 });
    await second.context.close();
  });
});
