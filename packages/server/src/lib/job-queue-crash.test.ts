// The cluster scenario's smoke (scripts/scenario-cluster.mjs runs the whole of it): two instances of
// the job queue on the suite's PostgreSQL, one of them a separate process killed with SIGKILL while
// it runs a job. The job is neither lost (the survivor runs it, at once rather than after pg-boss's
// 15-minute expiry) nor run twice (it exists once, and the survivor runs it once), and the hold
// the dead run noted is handed to the kind's `releaseHolds`. PostgreSQL only: on PGlite one process
// holds the database, so there is no second instance to survive.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { useServer } from '../testing/server';
import { JobQueue } from './job-queue';

const HOUR = 3_600_000;
const src = fileURLToPath(new URL('..', import.meta.url));

/** Polls until `probe` answers something (the test's timeout bounds the wait). */
async function until<T>(probe: () => Promise<T | undefined>): Promise<T> {
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Another instance in its own process: it opens the queue with `kind` (on the same clock), and its
 * run notes a hold, prints `running <instance id>` and never ends.
 */
function holdingInstance(databaseUrl: string, kind: string, clock: number): ChildProcess {
  const script = `
    const { openDatabase } = await import(${JSON.stringify(`${src}db/client.ts`)});
    const { JobQueue } = await import(${JSON.stringify(`${src}lib/job-queue.ts`)});
    const database = await openDatabase({ databaseUrl: process.env.DB_URL, dataDir: '.' });
    const quiet = { error() {}, warn() {}, info() {}, debug() {} };
    const queue = new JobQueue(database, () => quiet, { pollMs: 25, now: () => ${clock} });
    await queue.open([{
      name: ${JSON.stringify(kind)},
      everyMs: ${HOUR},
      run: async (run) => {
        await run.hold(['mail-1 held']);
        console.log('running ' + queue.instance);
        await new Promise(() => {});
      },
    }]);
    await queue.work();
  `;
  return spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    env: { ...process.env, DB_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

describe.runIf(process.env.TEST_DATABASE_URL)(
  'job queue across a killed instance [postgres]',
  () => {
    const s = useServer('postgres');
    const open: JobQueue[] = [];
    let child: ChildProcess | undefined;

    afterEach(async () => {
      child?.kill('SIGKILL');
      for (const queue of open.splice(0)) await queue.stop();
    });

    it('a job held by an instance killed mid-run is run once by the other, its holds given back', async () => {
      const clock = Date.now();
      const kind = `test-crash-${randomBytes(4).toString('hex')}`;
      // The window's job (its key is the kind and the window's start).
      const key = `${kind}@${new Date(Math.floor(clock / HOUR) * HOUR).toISOString()}`;
      const jobs = async () =>
        (
          (await s.campus.ctx.db.execute(
            sql`SELECT id, state::text AS state FROM pgboss.job
                WHERE name = ${kind} AND singleton_key = ${key}`,
          )) as unknown as { rows: Array<{ id: string; state: string }> }
        ).rows;

      child = holdingInstance(s.databaseUrl!, kind, clock);
      const lines = createInterface({ input: child.stdout! });
      const dead = await new Promise<string>((resolve) =>
        lines.on('line', (line) => line.startsWith('running ') && resolve(line.slice(8))),
      );
      const [held] = await jobs();
      expect(held?.state).toBe('active');

      child.kill('SIGKILL');
      // Gone once PostgreSQL has seen its connections close.
      await until(async () => {
        const { rows } = (await s.campus.ctx.db.execute(
          sql`SELECT 1 FROM pg_stat_activity WHERE application_name = ${`campus-jobs ${dead}`}`,
        )) as unknown as { rows: unknown[] };
        return rows.length === 0 ? true : undefined;
      });

      let runs = 0;
      const released: string[][] = [];
      const survivor = new JobQueue(s.campus.ctx.database, () => s.campus.app.log, {
        pollMs: 25,
        now: () => clock,
      });
      open.push(survivor);
      await survivor.open([
        {
          name: kind,
          everyMs: HOUR,
          run: async () => {
            runs++;
          },
          releaseHolds: async (tokens) => {
            released.push(tokens);
          },
        },
      ]);
      await survivor.work();
      await until(async () => ((await jobs())[0]?.state === 'completed' ? true : undefined));

      const window = await jobs();
      expect(window).toHaveLength(1);
      expect(window[0]!.id).toBe(held!.id);
      expect(runs).toBe(1);
      expect(released).toEqual([['mail-1 held']]);
    }, 60_000);
  },
);
