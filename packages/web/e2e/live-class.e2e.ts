// Hosting a live class end to end: a mentor ends the class she is running, schedules a
// new one for her batch (a time already past is refused, its reason said once), and starts it; a student in another browser sees it go live without a
// reload, joins, and the mentor sees her in the attendance list, live.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage } from './support/browser';
import { demo } from './support/env';
import { startSession } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('hosting a live class', () => {
  it('a mentor schedules and starts a class; a student joins; the mentor sees her attend', async () => {
    const title = `Debugging clinic ${Date.now().toString(36)}`;
    const mentor = await newPage(browser);
    const student = await newPage(browser);
    await startSession(mentor.page, demo.mentor, '/live-class');
    const sara = await startSession(student.page, demo.student, '/live-class');

    // Meera is running the seeded class: she ends it (a host has one class at a time).
    const mToday = mentor.page.getByRole('region', { name: 'Today' });
    await mToday.getByRole('button', { name: 'End React state management deep dive' }).click();
    await expect
      .poll(() =>
        mToday.getByRole('button', { name: 'End React state management deep dive' }).count(),
      )
      .toBe(0);

    // She schedules a class five minutes from now, in her own zone.
    await mentor.page.getByRole('button', { name: 'New class' }).click();
    const form = mentor.page.getByRole('form', { name: 'Schedule a class' });
    await form.getByLabel(/^Title/).fill(title);
    const batch = form.getByLabel(/^Batch/);
    await batch.locator('option', { hasText: 'fullstack' }).first().waitFor({ state: 'attached' });
    const fullstack = await batch
      .locator('option', { hasText: 'fullstack' })
      .first()
      .getAttribute('value');
    await batch.selectOption(fullstack!);
    const wallIn = (minutes: number) =>
      mentor.page.evaluate((ahead) => {
        const d = new Date(Date.now() + ahead * 60_000);
        const p = (n: number) => String(n).padStart(2, '0');
        return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
      }, minutes);
    // An hour ago first: refused, the reason said once (at its field; the box above names it).
    await form.getByLabel('Date and time').fill(await wallIn(-60));
    await form.getByLabel(/^Minutes/).fill('30');
    await form.getByLabel(/^Meeting link/).fill('https://meet.example.com/dbg-clnc-101');
    await form.getByRole('button', { name: 'Schedule class' }).click();
    const past = form.getByText(/must be in the future/);
    await past.first().waitFor();
    expect(await past.count()).toBe(1);
    await form.getByRole('alert').getByText('Check these fields:').waitFor();
    // Five minutes from now, in her own zone.
    await form.getByLabel('Date and time').fill(await wallIn(5));
    await form.getByRole('button', { name: 'Schedule class' }).click();
    await form.waitFor({ state: 'detached' });
    // Its row in whichever list holds it (five minutes before midnight in the viewer's zone, a class
    // five minutes ahead is tomorrow's, under "Upcoming").
    const mRow = mentor.page.getByRole('main').getByRole('listitem').filter({ hasText: title });
    await mRow.getByText(/Starts in \d+ min/).waitFor();

    // She lengthens it to 45 minutes from the class's Edit dialog; reopened, it says 45 (stored).
    const edit = async () => {
      await mRow.getByRole('button', { name: `Edit ${title}` }).click();
      const dialog = mentor.page.getByRole('dialog', { name: `Change “${title}”` });
      await dialog.waitFor();
      return dialog;
    };
    let change = await edit();
    await change.getByLabel(/^Minutes/).fill('45');
    await change.getByRole('button', { name: 'Save changes' }).click();
    await change.waitFor({ state: 'detached' });
    change = await edit();
    expect(await change.getByLabel(/^Minutes/).inputValue()).toBe('45');
    await change.getByRole('button', { name: 'Cancel' }).click();
    await change.waitFor({ state: 'detached' });

    // The student's page lists it without a reload (live_class_created).
    const sRow = student.page.getByRole('main').getByRole('listitem').filter({ hasText: title });
    await sRow.waitFor({ timeout: 40_000 });

    // Meera starts it; the student sees it live and joins (the meeting opens in a new tab).
    await mRow.getByRole('button', { name: `Start ${title}` }).click();
    await mRow.getByText('Live', { exact: true }).waitFor();
    await sRow.getByText('Live', { exact: true }).waitFor({ timeout: 40_000 });
    const popup = student.page.context().waitForEvent('page');
    await sRow.getByRole('button', { name: `Join ${title}` }).click();
    await (await popup).close();

    // Meera sees Sara in the attendance, live (student_joined_class).
    const attendance = mRow.getByRole('list', { name: `Attendance of ${title}` });
    await attendance
      .getByText(new RegExp(`^${sara.user.name} · joined`))
      .waitFor({ timeout: 40_000 });
    await mRow.getByText(/Attendance: 1 joined, 1 here now/).waitFor();

    await mentor.context.close();
    await student.context.close();
  });
});
