// The job queue on PGlite and PostgreSQL: a window's job exists and runs once however many instances
// schedule it; a failing job is retried with a growing delay, then dead until an operator retries it;
// a stop finishes the run in progress, or releases it to the next instance uncharged. Each test runs
// its own queues (instances) with kinds of its own on the test server's database; they wait for
// conditions in the database, and "later" is a retry's start moved to now, never a wait.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { BackgroundJob } from './job-queue';
import { testDatabases, useServer } from '../testing/server';
import { JobQueue, type JobQueueOptions } from './job-queue';

const HOUR = 3_600_000;

interface JobRow {
  id: string;
  state: string;
  singleton_key: string | null;
  retry_count: number;
  start_after: Date;
  started_on: Date | null;
}

/** Polls until `probe` answers something (the test's timeout bounds the wait). */
async function until<T>(probe: () => Promise<T | undefined>): Promise<T> {
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Lets callbacks already due run (turns of the event loop, not a clock). */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise<void>((done) => setImmediate(done));
}

for (const db of testDatabases({ embedded: true })) {
  describe(`job queue [${db}]`, () => {
    const s = useServer(db);
    const open: JobQueue[] = [];

    function instance(options: JobQueueOptions = {}): JobQueue {
      const queue = new JobQueue(s.campus.ctx.database, () => s.campus.app.log, {
        pollMs: 25,
        ...options,
      });
      open.push(queue);
      return queue;
    }
    function kind(prefix: string, run: () => Promise<void>): BackgroundJob {
      return { name: `test-${prefix}-${randomBytes(4).toString('hex')}`, everyMs: HOUR, run };
    }
    async function rows(name: string): Promise<JobRow[]> {
      const result = (await s.campus.ctx.db.execute(
        sql`SELECT id, state::text AS state, singleton_key, retry_count, start_after, started_on
            FROM pgboss.job WHERE name = ${name} ORDER BY start_after`,
      )) as unknown as { rows: JobRow[] };
      return result.rows.map((r) => ({
        ...r,
        start_after: new Date(r.start_after),
        started_on: r.started_on && new Date(r.started_on),
      }));
    }
    const windowKey = (name: string, at: number) =>
      `${name}@${new Date(Math.floor(at / HOUR) * HOUR).toISOString()}`;
    /** The job of `name` in `state`, once there is one. */
    const jobIn = (name: string, state: string, retryCount?: number) =>
      until(async () =>
        (await rows(name)).find(
          (r) => r.state === state && (retryCount === undefined || r.retry_count === retryCount),
        ),
      );
    /** Moves a retry's start to now: the delay has been checked, the test does not sit it out. */
    const dueNow = (id: string) =>
      s.campus.ctx.db.execute(sql`UPDATE pgboss.job SET start_after = now() WHERE id = ${id}`);

    afterEach(async () => {
      for (const queue of open.splice(0)) await queue.stop();
    });

    it('a window scheduled by two instances at once exists once and runs once', async () => {
      // Both instances read the same clock: the same window, however long the test takes.
      const clock = Date.now();
      let runs = 0;
      const job = kind('once', async () => {
        runs++;
      });
      const a = instance({ now: () => clock });
      const b = instance({ now: () => clock });
      await a.open([job]);
      await b.open([job]);
      await Promise.all([a.work(), b.work()]);
      const key = windowKey(job.name, clock);
      await until(async () =>
        (await rows(job.name)).find((r) => r.singleton_key === key && r.state === 'completed'),
      );
      await a.stop();
      await b.stop();

      const all = await rows(job.name);
      expect(all.filter((r) => r.singleton_key === key)).toHaveLength(1);
      // Every run is one window's job; the run scheduled the next window, an hour on.
      expect(runs).toBe(all.filter((r) => r.state === 'completed').length);
      expect(all.map((r) => r.singleton_key)).toContain(windowKey(job.name, clock + HOUR));
    });

    it('a failing job is retried with a growing delay, then dead; an operator retries it', async () => {
      let failing = true;
      const job = kind('fails', async () => {
        if (failing) throw new Error('mail server down');
      });
      const queue = instance({ retryLimit: 2, retryDelaySeconds: 2 });
      await queue.open([job]);
      await queue.work();

      const first = await jobIn(job.name, 'retry', 0);
      const delay = (r: JobRow) => r.start_after.getTime() - r.started_on!.getTime();
      expect(delay(first)).toBeGreaterThanOrEqual(2_000);
      await dueNow(first.id);
      const second = await jobIn(job.name, 'retry', 1);
      expect(delay(second)).toBeGreaterThanOrEqual(4_000); // doubled
      await dueNow(second.id);
      const dead = await jobIn(job.name, 'failed');
      expect(dead.retry_count).toBe(2);

      const [status] = await queue.overview();
      expect(status).toMatchObject({
        kind: job.name,
        dead: 1,
        retrying: 0,
        running: 0,
        deadJobs: [{ id: dead.id, message: 'mail server down' }],
      });
      expect(status!.lastError?.message).toBe('mail server down');

      failing = false;
      expect(await queue.retryDead(job.name)).toBe(1);
      await until(async () =>
        (await rows(job.name)).find((r) => r.id === dead.id && r.state === 'completed'),
      );
      expect((await queue.overview())[0]).toMatchObject({ dead: 0, retrying: 0 });
      expect(await queue.retryDead(job.name)).toBe(0);
    });

    it('a stop waits for the run in progress to finish', async () => {
      let entered!: () => void;
      const started = new Promise<void>((resolve) => (entered = resolve));
      let finish!: () => void;
      const job = kind('finishes', () => {
        entered();
        return new Promise<void>((resolve) => (finish = resolve));
      });
      const queue = instance({ graceMs: 600_000 });
      await queue.open([job]);
      await queue.work();
      await started;

      let stopped = false;
      const stopping = queue.stop().then(() => {
        stopped = true;
      });
      await settle();
      expect(stopped).toBe(false);
      finish();
      await stopping;
      const [ran] = (await rows(job.name)).filter((r) => r.state !== 'created');
      expect(ran).toMatchObject({ state: 'completed', retry_count: 0 });
    });

    it('a run still going after the grace is released, uncharged, and the next instance runs it', async () => {
      let attempts = 0;
      let entered!: () => void;
      const started = new Promise<void>((resolve) => (entered = resolve));
      const job = kind('released', async () => {
        attempts++;
        if (attempts === 1) {
          entered();
          await new Promise<void>(() => {}); // hangs: a mail server that never answers
        }
      });
      const first = instance({ graceMs: 100 });
      await first.open([job]);
      await first.work();
      await started;
      await first.stop();

      const released = await jobIn(job.name, 'retry');
      expect(released.retry_count).toBe(0);
      expect(released.start_after.getTime()).toBeLessThanOrEqual(Date.now());

      const next = instance();
      await next.open([job]);
      await next.work();
      const done = await until(async () =>
        (await rows(job.name)).find((r) => r.id === released.id && r.state === 'completed'),
      );
      expect(done.retry_count).toBe(0);
      expect(attempts).toBe(2);
    });

    it('refuses a kind whose window is not whole seconds up to an hour, or whose name has spaces', async () => {
      const queue = instance();
      const run = async () => {};
      await expect(queue.open([{ name: 'half', everyMs: 1_500, run }])).rejects.toThrow(
        'Background job "half": everyMs must be a whole number of seconds from 1 s to 60 minutes (got 1500).',
      );
      await expect(queue.open([{ name: 'a day', everyMs: 1_000, run }])).rejects.toThrow(
        /a name has only letters/,
      );
    });
  });
}
