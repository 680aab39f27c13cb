// The admin's mentor load view (/admin/mentor-load), on a server of this journey's own whose clock
// the test moves (movable-clock.mjs). The view's four figures per mentor are the clock job's last
// sweep's (inbox-clock-sweep, once per 10-minute window counted from the epoch; the window the server
// starts in runs at once), and nothing runs that sweep on demand: the admin's Background jobs page
// and its API only retry dead jobs. So the journey moves the server's clock just past the next
// window's start, as ten minutes of waiting would, and waits until the queue shows that window's
// sweep done (nothing of its kind due or running, the next window's job scheduled: only a run after
// the jump schedules that one). Between two such jumps no sweep can run, so what the view shows
// there is known.
//
// The journey: a fresh mentor and student of their own batch (support/mentor-cohort.ts) and 19 more
// fresh mentors, so the view has more rows than a page; a sweep; the student submits a task. The
// admin opens the view from the admin sections, sees the columns and the fresh mentor with 0 open
// items (their inbox holds the submission, the view the sweep's count) and their routing (read
// live); sorts by mentor, the URL keeping the sort through a reload; moves to page 2 (kept through a
// reload) and to 50 rows a page; downloads the CSV (its byte order mark, header line, the mentor's
// line). After the next sweep the mentor's open items read 1, on screen and in the CSV. At 360 px
// the view fits the screen and its Download CSV button is in sight.
import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin } from './support/api';
import { launch, newPage, pathOf, waitForPath } from './support/browser';
import { startClockServer, type ClockServer } from './support/clock-server';
import { demo } from './support/env';
import { approvedMentor, batchTask, mentorWithStudent } from './support/mentor-cohort';
import { scrollsSideways } from './support/page-checks';
import { startSession } from './support/session';

/** The sweep's window (CLOCK_SWEEP_MS in the server's inbox/clock-events.ts). */
const SWEEP_MS = 10 * 60_000;
const COLUMNS = [
  'Mentor',
  'Open items',
  'Near breach',
  'Breaches (7 days)',
  'Median first review',
  'Routing',
];
const CSV_HEADER =
  'Mentor,Email,Open items,Near breach,Breaches (7 days),Median first response (minutes),Batches';
/** The demo's working mentors (the server's seed). */
const DEMO_MENTORS = ['Meera Mentor', 'Rohan Rao'] as const;
/** Mentors added besides the pair's, so the view has more rows than its smallest page (20). */
const EXTRA_MENTORS = 19;

interface JobKindStatus {
  kind: string;
  queued: number;
  scheduled: number;
  running: number;
}

let browser: Browser;
let server: ClockServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([launch(), startClockServer('mentor-load')]);
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * Moves the server's clock to `at` (just past a window's start) and waits until the queue shows the
 * sweep of that window done: nothing of its kind due or running, and a later window's job
 * scheduled, which only a run at the moved clock schedules.
 */
async function sweepAt(at: number, adminToken: string) {
  await server.setClock(at);
  await expect
    .poll(
      async () => {
        const res = await api<JobKindStatus[]>('/api/admin/jobs', {
          token: adminToken,
          base: server.baseURL,
        });
        const sweep = res.body.find((k) => k.kind === 'inbox-clock-sweep');
        if (!sweep) return `no sweep among ${res.status} ${JSON.stringify(res.body)}`;
        return `${sweep.queued} due, ${sweep.running} running, next window ${sweep.scheduled > 0 ? 'scheduled' : 'not scheduled'}`;
      },
      { timeout: 60_000 },
    )
    .toBe('0 due, 0 running, next window scheduled');
}

/**
 * The row's figures by column, as the table shows them now: a shown column's cell under its header,
 * and a folded one (a narrow table folds its low-priority columns into the mentor's cell as
 * "label: value") under its label.
 */
function figuresOf(row: Locator): Promise<Record<string, string>> {
  return row.evaluate((tr) => {
    const headers = [...tr.closest('table')!.querySelectorAll('thead th')].map((th) =>
      th.textContent!.trim(),
    );
    const figures: Record<string, string> = {};
    [...tr.querySelectorAll(':scope > td')].forEach((td, i) => {
      const own = td.cloneNode(true) as HTMLElement;
      own.querySelectorAll('dl').forEach((dl) => dl.remove());
      figures[headers[i]!] = own.textContent!.trim();
      for (const item of td.querySelectorAll('dl > div'))
        figures[item.querySelector('dt')!.textContent!.trim().replace(/:$/, '')] = item
          .querySelector('dd')!
          .textContent!.trim();
    });
    return figures;
  });
}

/** The CSV the Download CSV button hands over, as lines (after its byte order mark). */
async function downloadCsv(page: Page): Promise<string[]> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('mentor-load.csv');
  const bytes = await readFile((await saved.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes.subarray(3).toString('utf8').split('\r\n');
}

describe('the admin’s mentor load', () => {
  it(
    'sorts, pages and downloads every mentor’s load, shows a sweep’s new count, and fits 360 px',
    { timeout: 300_000 },
    async () => {
      const base = server.baseURL;
      const admin = await apiLogin(demo.admin, undefined, base);
      const pair = await mentorWithStudent(admin.token, 'ml', base);
      // Named after every demo mentor and the pair's mentor in any collation, numbered in order.
      const extras = Array.from({ length: EXTRA_MENTORS }, (_, i) => {
        const n = String(i + 1).padStart(2, '0');
        return { name: `Zed ${pair.stamp} ${n}`, email: `zed-${pair.stamp}-${n}@example.test` };
      });
      for (const m of extras) await approvedMentor(admin.token, m, base);
      const taskId = await batchTask(pair, `Load task ${pair.stamp}`, base);

      // A sweep just past the next window's start: every mentor counted, nothing waits on the pair's.
      const firstSweep = (Math.floor(Date.now() / SWEEP_MS) + 1) * SWEEP_MS + 1_000;
      await sweepAt(firstSweep, admin.token);
      const total = (
        await api<{ total: number }>('/api/admin/mentor-load', { token: admin.token, base })
      ).body.total;

      // The student submits: it waits in the mentor's inbox at once; the view keeps the sweep's 0.
      const submitted = await api(`/api/tasks/${taskId}/submit`, {
        token: pair.studentToken,
        body: { text: 'SELECT 1;' },
        base,
      });
      expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
      const inbox = await api<{ items: unknown[] }>('/api/inbox', {
        token: pair.mentorToken,
        base,
      });
      expect(inbox.body.items).toHaveLength(1);

      // The admin opens the view from the admin sections.
      const office = await newPage(browser, { baseURL: base });
      const a = office.page;
      await startSession(a, demo.admin, '/admin', base);
      await a
        .getByRole('navigation', { name: 'Admin sections' })
        .getByRole('link', { name: 'Mentor load', exact: true })
        .click();
      await waitForPath(a, '/admin/mentor-load');
      await a.getByRole('heading', { level: 1, name: 'Mentor load' }).waitFor();
      const table = a.getByRole('table', { name: 'Each mentor’s load' });
      const rows = table.getByRole('row').filter({ has: a.getByRole('cell') });
      const mira = rows.filter({ hasText: pair.mentor.email });
      await mira.waitFor();
      // The counts are columns of their own; the median and the routing may fold into the mentor's cell.
      expect(
        (await table.getByRole('columnheader').allTextContents()).map((t) => t.trim()).slice(0, 4),
      ).toEqual(COLUMNS.slice(0, 4));
      // Open by default: the most open items first.
      expect(
        await table.getByRole('columnheader', { name: 'Open items' }).getAttribute('aria-sort'),
      ).toBe('descending');
      const before = await figuresOf(mira);
      expect(Object.keys(before).sort()).toEqual([...COLUMNS].sort());
      expect(before['Open items']).toBe('0');
      expect(before['Near breach']).toBe('0');
      expect(before['Breaches (7 days)']).toBe('0');
      expect(before['Median first review']).toBe('No reviews');
      expect(before['Routing']).toMatch(new RegExp(`· ${pair.batch.domain}: weight \\d+$`));
      expect(await rows.count()).toBe(20);
      const range = a.getByRole('status').filter({ hasText: / of \d+$/ });
      expect(await range.innerText()).toBe(`1–20 of ${total}`);

      // Sorted by mentor: A to Z, in the URL, and kept through a reload.
      const everyName = [
        DEMO_MENTORS[0],
        pair.mentor.name,
        DEMO_MENTORS[1],
        ...extras.map((m) => m.name),
      ];
      expect(total).toBe(everyName.length);
      const names = async () => (await rows.allInnerTexts()).map((t) => t.split('\n')[0]!.trim());
      await table.getByRole('button', { name: 'Mentor', exact: true }).click();
      await expect.poll(() => pathOf(a)).toBe('/admin/mentor-load?sort=name&order=asc');
      const mentorHeader = table.getByRole('columnheader', { name: 'Mentor' });
      await expect.poll(() => mentorHeader.getAttribute('aria-sort')).toBe('ascending');
      await expect.poll(names).toEqual(everyName.slice(0, 20));
      await a.reload();
      await expect.poll(names).toEqual(everyName.slice(0, 20));
      expect(await mentorHeader.getAttribute('aria-sort')).toBe('ascending');
      expect(pathOf(a)).toBe('/admin/mentor-load?sort=name&order=asc');

      // Page 2 holds the rest, in the same sort; the URL keeps the page through a reload.
      const pager = a.getByRole('navigation', { name: 'Each mentor’s load pages' });
      await pager.getByRole('button', { name: 'Next page' }).click();
      await expect.poll(() => pathOf(a)).toBe('/admin/mentor-load?sort=name&order=asc&page=2');
      await expect.poll(names).toEqual(everyName.slice(20));
      expect(await range.innerText()).toBe(`21–${total} of ${total}`);
      await a.reload();
      await expect.poll(names).toEqual(everyName.slice(20));
      expect(await range.innerText()).toBe(`21–${total} of ${total}`);
      expect(await pager.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
        'page',
      );

      // 50 rows a page: back to the first page, every mentor on it, no pager.
      await a.getByLabel('Rows per page').selectOption('50');
      await expect.poll(() => pathOf(a)).toBe('/admin/mentor-load?sort=name&order=asc&pageSize=50');
      await expect.poll(names).toEqual(everyName);
      expect(await range.innerText()).toBe(`1–${total} of ${total}`);
      expect(await pager.count()).toBe(0);

      // The CSV: every mentor in the sort shown, the pair's mentor with the sweep's figures.
      const csvLineOf = (lines: string[]) =>
        lines.find((l) => l.startsWith(`${pair.mentor.name},${pair.mentor.email},`));
      const csv = await downloadCsv(a);
      expect(csv[0]).toBe(CSV_HEADER);
      expect(csv.at(-1)).toBe('');
      expect(csv.slice(1, -1)).toHaveLength(total);
      expect(csv.slice(1, -1).map((l) => l.split(',')[0])).toEqual(everyName);
      expect(csvLineOf(csv)).toMatch(
        new RegExp(`,0,0,0,,${pair.batch.monthYear} ${pair.batch.domain}: weight \\d+$`),
      );

      // The next window's sweep counts the submission: 1 open item, on screen and in the CSV.
      await sweepAt(firstSweep + SWEEP_MS, admin.token);
      await a.reload();
      await mira.waitFor();
      expect((await figuresOf(mira))['Open items']).toBe('1');
      expect(csvLineOf(await downloadCsv(a))).toMatch(
        new RegExp(`^${pair.mentor.name},${pair.mentor.email},1,`),
      );
      await office.context.close();

      // At 360 px: the view fits the screen, Download CSV is in sight, the mentor's row is there.
      const phone = await newPage(browser, { baseURL: base, width: 360 });
      const p = phone.page;
      await startSession(p, demo.admin, '/admin/mentor-load?sort=name&order=asc&pageSize=50', base);
      await p.getByRole('heading', { level: 1, name: 'Mentor load' }).waitFor();
      await p
        .getByRole('table', { name: 'Each mentor’s load' })
        .getByRole('row')
        .filter({ hasText: pair.mentor.email })
        .waitFor();
      const button = p.getByRole('button', { name: 'Download CSV' });
      await button.scrollIntoViewIfNeeded();
      expect(await button.isVisible()).toBe(true);
      const box = (await button.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      expect(await scrollsSideways(p, '/admin/mentor-load', 360)).toEqual([]);
      expect(csvLineOf(await downloadCsv(p))).toMatch(/,1,/);
      await phone.context.close();
    },
  );
});
