// A batch's attendance report: the demo mentor goes from the radar to the attendance of their batch
// (the demo's ended kickoff class, with who attended it), reads each student's share and the chart's
// words, and downloads the CSV (a byte order mark, the contract's header, a row per student). An
// admin reaches the same report from the radar's follow-through page and picks the batch.
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin } from './support/api';
import { launch, newPage, pathOf, waitForPath } from './support/browser';
import { demo } from './support/env';
import { startSession } from './support/session';

/** What the journey reads of getBatchAttendance's answer. */
interface Grid {
  classes: { title: string; startTime: string; attended: number }[];
  students: { student: { _id: string }; attended: number; missed: number }[];
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the attendance report', () => {
  it('the mentor opens their batch’s report from the radar, reads it and downloads its CSV', async () => {
    const student = await apiLogin(demo.student);
    const batch = student.user.batch!;
    const mentorLogin = await apiLogin(demo.mentor);
    // What the server holds for the batch (other journeys may have ended classes of it too).
    const grid = await api<Grid>(
      `/api/radar/batches/${batch.monthYear}/${batch.domain}/attendance`,
      { token: mentorLogin.token },
    );
    expect(grid.status).toBe(200);
    const kickoff = grid.body.classes.find((c) => c.title === 'Kickoff: how the web works');
    expect(kickoff, 'the demo batch’s ended kickoff class').toBeDefined();
    const mine = grid.body.students.find((s) => s.student._id === student.user._id)!;
    const share = `${Math.round((mine.attended / (mine.attended + mine.missed)) * 100)}%`;

    const mentor = await newPage(browser);
    const m = mentor.page;
    await startSession(m, demo.mentor, '/radar');
    await m.getByRole('link', { name: 'Attendance report' }).click();
    await waitForPath(m, '/radar/attendance');
    await m.getByRole('heading', { name: 'Attendance', level: 1 }).waitFor();
    await m.getByText('Times in IST (Asia/Kolkata)', { exact: false }).waitFor();

    await m.getByLabel('Batch').selectOption(`${batch.monthYear}|${batch.domain}`);
    // The batch chosen is in the URL.
    await expect
      .poll(() => pathOf(m))
      .toBe(`/radar/attendance?monthYear=${batch.monthYear}&domain=${batch.domain}`);
    const students = m.getByRole('table', { name: /^Attendance of each student of / });
    const row = students.getByRole('row').filter({ hasText: student.user.name });
    await row.waitFor();
    expect(await row.innerText()).toContain(share);
    expect(
      await row.getByRole('link', { name: `Message ${student.user.name}` }).getAttribute('href'),
    ).toBe(`/messages/${student.user._id}`);

    // The chart draws (uPlot, loaded with the report) and says in words what it draws.
    await m.locator('figure canvas').first().waitFor({ state: 'attached' });
    const words = m.getByText(/^Attendance per class, oldest first, of \d+ students?: /);
    await words.waitFor({ state: 'attached' });
    const said = await words.textContent();
    expect(said).toContain(`Kickoff: how the web works (`);
    expect(said).toMatch(
      new RegExp(`Kickoff: how the web works \\(\\w{3}, [^)]+\\) ${kickoff!.attended} present`),
    );

    // The CSV: a byte order mark, the header, a row for the student with their totals.
    const download = m.waitForEvent('download');
    await m.getByRole('button', { name: 'Export CSV' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(`attendance-${batch.monthYear}-${batch.domain}.csv`);
    const bytes = await readFile((await saved.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toMatch(/^Student,Email,/);
    expect(lines[0]).toContain(`${kickoff!.startTime.slice(0, 10)} Kickoff: how the web works`);
    expect(lines[0]).toMatch(/,Attended,Missed$/);
    const line = lines.find((l) => l.startsWith(`${student.user.name},`));
    expect(line).toMatch(new RegExp(`,${mine.attended},${mine.missed}$`));
    expect(lines.some((l) => l.startsWith('All students,'))).toBe(true);
    await mentor.context.close();

    // An admin reaches it from the radar's follow-through page, under the admin's sections.
    const office = await newPage(browser);
    const a = office.page;
    await startSession(a, demo.admin, '/admin/radar');
    await a.getByRole('link', { name: 'Attendance report' }).click();
    await waitForPath(a, '/radar/attendance');
    await a.getByRole('navigation', { name: 'Admin sections' }).waitFor();
    await a.getByLabel('Batch').selectOption(`${batch.monthYear}|${batch.domain}`);
    await a
      .getByRole('table', { name: /^Attendance of each student of / })
      .getByRole('row')
      .filter({ hasText: student.user.name })
      .waitFor();
    await office.context.close();
  }, 180_000);
});
