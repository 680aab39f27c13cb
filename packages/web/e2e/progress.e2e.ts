// A batch's progress week by week: the demo mentor goes from their batch's attendance report to the
// same batch's progress grid, finds their student's row (each week said in words) and downloads the
// CSV (a byte order mark, the contract's header, a row per student, the batch's sums last).
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin } from './support/api';
import { launch, newPage, pathOf, waitForPath } from './support/browser';
import { demo } from './support/env';
import { startSession } from './support/session';

/** What the journey reads of getBatchProgress's answer. */
interface Grid {
  timezone: string;
  weeks: { monday: string }[];
  students: { student: { _id: string; name: string } }[];
}

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the progress grid', () => {
  it('the mentor opens their batch’s grid from the attendance report and downloads its CSV', async () => {
    const student = await apiLogin(demo.student);
    const batch = student.user.batch!;
    const mentorLogin = await apiLogin(demo.mentor);
    const grid = await api<Grid>(`/api/radar/batches/${batch.monthYear}/${batch.domain}/progress`, {
      token: mentorLogin.token,
    });
    expect(grid.status).toBe(200);
    expect(grid.body.weeks.length, 'the demo batch’s weeks').toBeGreaterThan(0);
    expect(grid.body.students.map((s) => s.student._id)).toContain(student.user._id);

    const mentor = await newPage(browser);
    const m = mentor.page;
    const search = `?monthYear=${batch.monthYear}&domain=${batch.domain}`;
    await startSession(m, demo.mentor, `/radar/attendance${search}`);
    await m.getByRole('link', { name: 'Weekly progress' }).click();
    await waitForPath(m, '/radar/progress');
    // The link carries the batch.
    await expect.poll(() => pathOf(m)).toBe(`/radar/progress${search}`);
    await m.getByRole('heading', { name: 'Weekly progress', level: 1 }).waitFor();
    await m.getByText(`Weeks start on Monday in ${grid.body.timezone}`, { exact: false }).waitFor();

    const table = m.getByRole('table', { name: /^Progress of each student of .*, week by week$/ });
    const row = table.getByRole('row').filter({ hasText: student.user.name });
    await row.waitFor();
    // A cell per week, each said in words.
    expect(await row.getByText(/^Week of \d{1,2} \w{3} \d{4}: \d+ lessons?, /).count()).toBe(
      grid.body.weeks.length,
    );

    // The CSV: a byte order mark, the header with each week's four counts, a row per student.
    const download = m.waitForEvent('download');
    await m.getByRole('button', { name: 'Export CSV' }).click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(`progress-${batch.monthYear}-${batch.domain}.csv`);
    const bytes = await readFile((await saved.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    const first = grid.body.weeks[0]!.monday;
    expect(lines[0]).toMatch(
      new RegExp(
        `^Student,Email,${first} lessons,${first} tasks,${first} quizzes,${first} classes`,
      ),
    );
    expect(lines.some((l) => l.startsWith(`${student.user.name},`))).toBe(true);
    expect(lines.some((l) => l.startsWith('All students,'))).toBe(true);
    await mentor.context.close();
  }, 180_000);
});
