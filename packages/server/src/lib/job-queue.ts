// Background jobs on a job queue in the database (extensions.jobs: the mail outbox's delivery,
// reminders, sweeps), the same on PostgreSQL and on the embedded PGlite.
//
// The library: pg-boss 10.4 (the last major for Node 20; 11 and 12 need Node 22). It keeps every job
// as a row in its own schema (`pgboss`), fetches with FOR UPDATE SKIP LOCKED, retries a failed job
// with exponential back-off and jitter, keeps a job whose retries ran out in its `failed` state (the
// dead jobs of this module), expires a job whose worker died, and archives finished jobs. It talks
// to the database through one function, `executeSql(text, values)`: on PostgreSQL that is the app's
// pool; on PGlite it is the server's own PGlite instance (`query`, or `exec` for its multi-statement
// migrations), so the default start needs no socket and nothing installed. Why pg-boss and not
// BullMQ's PostgreSQL backend, with the figures measured: docs/decisions.md, "Background jobs".
//
// How the jobs run:
// - Every kind (a BackgroundJob) runs once per window of `everyMs`, counted from the epoch. A window's
//   job has a deterministic id (a hash of kind and window start), and pg-boss inserts with ON CONFLICT
//   DO NOTHING, so however many instances schedule a window, its job exists once; it starts when the
//   window does. A run first schedules the next window's job, then works: the chain goes on after a
//   crash, and an instance that starts schedules the current window (a no-op if it exists).
// - Each instance fetches each kind's due jobs one at a time (its own loop per kind, polling a
//   fraction of the window): one kind never runs twice at once in one process, a slow kind does not
//   hold up another, and a run that outlasts its window delays the next instead of overlapping it.
//   Across instances a kind's runs may overlap (a late window and the next one): `run` must stay safe
//   to run at once on several instances, as the outbox's holds and the sweeps' conditional updates are.
// - A failed run is retried (RETRY_LIMIT times, the first after RETRY_DELAY_S, doubling, with jitter),
//   then it is dead: kept for DEAD_KEPT_S with its error, for an operator to see and retry.
// - Stopping (the app's close) stops fetching, waits up to GRACE_MS for the runs in progress, and
//   releases what is still running: back to `retry`, due at once, its attempt not charged, so the next
//   instance picks it up. (pg-boss's own stop fails such jobs, which charges an attempt and can make a
//   job dead only because the server was restarted.) A run that ends after its release is not
//   recorded: its job belongs to whoever fetches it next.
// - An instance that dies without stopping (kill -9, a lost machine) cannot release anything. Each
//   instance has an id, shows itself alive in the database (QueueDb.announce: a connection named after
//   it), and writes its id into every job it fetches (`output.heldBy`). The queue's own kind
//   `reclaim-jobs` (every RECLAIM_EVERY_MS, on whichever instance fetches it) puts jobs whose holder is
//   gone back as due at once, so a live instance reruns them within seconds instead of waiting for
//   pg-boss's expiry (15 minutes). The cut run counts as an attempt: a job that kills its process
//   every time ends dead instead of taking down one instance after another. An instance also reclaims
//   once as it starts (on PGlite, what the previous process held when it died). A run that holds
//   something outside the queue (the outbox's claim on a few mails) notes its token in the job
//   (`JobRun.hold`), and the reclaiming instance hands the tokens to the kind's `releaseHolds`.
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { QueueDb, SCHEMA } from './job-queue-db';
import { readOverview, type JobKindStatus } from './job-queue-status';

/** A timed piece of work (extensions.jobs in context.ts), run once per window on the queue. */
export interface BackgroundJob {
  /** The queue's name for it: letters, digits, "_" and "-". */
  name: string;
  /** Its window: whole seconds, from 1 s to an hour. */
  everyMs: number;
  run: (run: JobRun) => Promise<void>;
  /**
   * Gives back what a run of an instance that died still held (the `hold` tokens it noted), so
   * another instance can take it at once rather than when the holds lapse.
   */
  releaseHolds?: (tokens: string[]) => Promise<void>;
}

/** What a run can tell the queue while it works. */
export interface JobRun {
  /**
   * Notes holds the run took outside the queue (e.g. the outbox's claim on a few mails), in the
   * job itself: if this instance dies, the instance that reclaims the job hands the tokens to
   * the kind's `releaseHolds`.
   */
  hold(tokens: string[]): Promise<void>;
}

/** The longest window: a finished job is archived after it, and it must outlive its window. */
const MAX_WINDOW_S = 3_600;
const RETRY_LIMIT = 3;
const RETRY_DELAY_S = 5;
/** How long dead jobs are kept (and shown) before they are archived. */
const DEAD_KEPT_S = 7 * 24 * 3_600;
/** How long a stop waits for runs in progress; main.ts exits after 10 s in all. */
const GRACE_MS = 5_000;
/** How often the jobs of dead instances are looked for (the `reclaim-jobs` kind's window). */
const RECLAIM_EVERY_MS = 5_000;
/**
 * A job fetched but not yet marked with its holder is reclaimed only once it has been running this
 * long: its instance writes the mark right after the fetch.
 */
const UNMARKED_GRACE_S = 60;

export interface JobQueueOptions {
  /** The clock windows are counted on (ms since the epoch). Default: the real one. */
  now?: () => number;
  /** How long `stop` waits for runs in progress before it releases them. */
  graceMs?: number;
  /** Retries after the first attempt before a job is dead. */
  retryLimit?: number;
  /** The delay before the first retry, in seconds; each further retry waits about twice as long. */
  retryDelaySeconds?: number;
  /** How often an idle instance looks for a due job (default: half the window, 0.5–10 s). */
  pollMs?: number;
  /** Windows (ms) in place of the kinds' own, by name: a test runs a 15 s job every second. */
  windows?: Record<string, number>;
}

/** A job as fetched (pg-boss's fields). */
interface FetchedJob {
  id: string;
  name: string;
}

/** The window's job id: the same on every instance, so a window's job is inserted once. */
function windowJobId(kind: string, windowStart: number): string {
  const h = createHash('sha256').update(`campus-job:${kind}:${windowStart}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

export class JobQueue {
  private readonly db: QueueDb;
  private readonly boss: PgBoss;
  private readonly now: () => number;
  private kinds: BackgroundJob[] = [];
  private opened = false;
  private stopping = false;
  /** Each kind's fetch loop, while it works. */
  private readonly loops: Promise<void>[] = [];
  /** Sleeping loops (their kind), woken at stop or by `wake`. */
  private readonly sleepers = new Map<() => void, string>();
  /** The runs in progress in this instance, by job id. */
  private readonly running = new Map<string, { kind: string; released: boolean }>();
  /** This instance's id: written into the jobs it holds (see the file's header). */
  readonly instance = randomUUID();

  constructor(
    database: Database,
    private readonly log: () => FastifyBaseLogger,
    private readonly options: JobQueueOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.db = new QueueDb(database);
    this.boss = new PgBoss({
      db: this.db,
      schema: SCHEMA,
      schedule: false,
      archiveCompletedAfterSeconds: MAX_WINDOW_S,
      archiveFailedAfterSeconds: DEAD_KEPT_S,
      deleteAfterDays: 1,
    });
    this.boss.on('error', (err: unknown) => this.log().error({ err }, 'job queue'));
  }

  /**
   * Creates the queue's schema (or migrates it) and one queue per kind. Reads and operator actions
   * work from here on; nothing runs until `work`.
   */
  async open(ownKinds: BackgroundJob[]): Promise<void> {
    const windows = this.options.windows ?? {};
    const kinds = ownKinds.map((k) => ({ ...k, everyMs: windows[k.name] ?? k.everyMs }));
    for (const kind of kinds) {
      const s = kind.everyMs / 1000;
      if (!Number.isInteger(s) || s < 1 || s > MAX_WINDOW_S)
        throw new Error(
          `Background job "${kind.name}": everyMs must be a whole number of seconds from 1 s to ${MAX_WINDOW_S / 60} minutes (got ${kind.everyMs}).`,
        );
      if (!/^[\w-]+$/.test(kind.name))
        throw new Error(
          `Background job "${kind.name}": a name has only letters, digits, "_" and "-".`,
        );
    }
    this.kinds = [
      ...kinds,
      {
        name: 'reclaim-jobs',
        everyMs: RECLAIM_EVERY_MS,
        run: async () => void (await this.reclaim()),
      },
    ];
    await this.db.announce(this.instance);
    await this.boss.start();
    this.opened = true;
    const retry = {
      retryLimit: this.options.retryLimit ?? RETRY_LIMIT,
      retryDelay: this.options.retryDelaySeconds ?? RETRY_DELAY_S,
      retryBackoff: true,
    };
    for (const kind of this.kinds) {
      await this.boss.createQueue(kind.name, { name: kind.name, policy: 'standard', ...retry });
      // An existing queue keeps the settings it was created with otherwise.
      await this.boss.updateQueue(kind.name, { name: kind.name, ...retry });
    }
  }

  /** Schedules the current window of every kind (once across instances) and starts fetching. */
  async work(): Promise<void> {
    await this.reclaim();
    for (const kind of this.kinds) {
      await this.schedule(kind, this.windowStart(kind, this.now()));
      this.loops.push(this.loop(kind));
    }
  }

  private windowStart(kind: BackgroundJob, at: number): number {
    return Math.floor(at / kind.everyMs) * kind.everyMs;
  }

  /** The window's job, starting with the window; nothing if any instance scheduled it already. */
  private async schedule(kind: BackgroundJob, windowStart: number): Promise<void> {
    const at = new Date(windowStart);
    await this.boss.send(
      kind.name,
      { window: at.toISOString() },
      {
        id: windowJobId(kind.name, windowStart),
        singletonKey: `${kind.name}@${at.toISOString()}`,
        startAfter: at,
      },
    );
  }

  private async loop(kind: BackgroundJob): Promise<void> {
    const pollMs =
      this.options.pollMs ?? Math.min(10_000, Math.max(500, Math.floor(kind.everyMs / 2)));
    while (!this.stopping) {
      let job: FetchedJob | undefined;
      try {
        [job] = (await this.boss.fetch<unknown>(kind.name, { batchSize: 1 })) ?? [];
      } catch (err) {
        this.log().error({ err, job: kind.name }, 'job queue: fetch failed');
      }
      if (this.stopping) {
        // Fetched as the stop began: back to the queue unrun.
        if (job) await this.db.releaseActive(kind.name, [job.id]);
        return;
      }
      if (job) await this.execute(kind, job);
      else await this.sleep(kind.name, pollMs);
    }
  }

  private async execute(kind: BackgroundJob, job: FetchedJob): Promise<void> {
    const entry = { kind: kind.name, released: false };
    this.running.set(job.id, entry);
    let failure: unknown;
    try {
      // Marked as this instance's, so the others can tell when its holder died.
      await this.db.executeSql(
        `UPDATE ${SCHEMA}.job SET output = jsonb_build_object('heldBy', $3::text)
         WHERE name = $1 AND id = $2 AND state = 'active'`,
        [kind.name, job.id, this.instance],
      );
      this.log().debug({ job: kind.name, id: job.id, instance: this.instance }, 'job started');
      // The next window first: a crash during the run does not end the chain.
      await this.schedule(kind, this.windowStart(kind, this.now()) + kind.everyMs);
      await kind.run({
        hold: async (tokens) => {
          await this.db.executeSql(
            `UPDATE ${SCHEMA}.job
             SET output = jsonb_set(output, '{holds}', COALESCE(output->'holds', '[]') || to_jsonb($3::text[]))
             WHERE name = $1 AND id = $2 AND state = 'active'`,
            [kind.name, job.id, tokens],
          );
        },
      });
    } catch (err) {
      failure = err ?? new Error('failed');
    }
    this.running.delete(job.id);
    if (entry.released) return;
    try {
      if (failure === undefined) {
        await this.boss.complete(kind.name, job.id);
        this.log().debug({ job: kind.name, id: job.id, instance: this.instance }, 'job done');
      } else {
        this.log().error({ err: failure, job: kind.name }, 'background job failed');
        await this.boss.fail(kind.name, job.id, failure as object);
      }
    } catch (err) {
      // The job stays active; once it expires, pg-boss's maintenance retries it.
      this.log().error({ err, job: kind.name }, 'job queue: could not record the outcome');
    }
  }

  private sleep(kind: string, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms).unref();
      this.sleepers.set(wake, kind);
    });
  }

  /** Looks for due jobs of `kind` now rather than at its next poll. */
  wake(kind: string): void {
    for (const [wake, k] of [...this.sleepers]) if (k === kind) wake();
  }

  /**
   * Puts the jobs of instances that are gone back in the queue, due at once (see the file's header);
   * answers how many. A job out of attempts is dead instead, with the reason as its error.
   */
  async reclaim(): Promise<number> {
    const gone = this.db.holderGone(`(output->>'heldBy')`, 2);
    const result = await this.db.executeSql(
      `WITH gone AS (
         SELECT id, output->'holds' AS holds FROM ${SCHEMA}.job
         WHERE name = ANY($1::text[]) AND state = 'active'
           AND CASE WHEN output ? 'heldBy' THEN ${gone}
                    ELSE started_on < now() - make_interval(secs => ${UNMARKED_GRACE_S}) END
         FOR UPDATE SKIP LOCKED
       )
       UPDATE ${SCHEMA}.job AS j SET
         state = CASE WHEN retry_count < retry_limit THEN 'retry' ELSE 'failed' END::${SCHEMA}.job_state,
         start_after = now(),
         completed_on = CASE WHEN retry_count < retry_limit THEN NULL ELSE now() END,
         output = jsonb_build_object('message', 'Its instance stopped while running it.')
       FROM gone WHERE j.id = gone.id
       RETURNING j.name, j.id, gone.holds`,
      [this.kinds.map((k) => k.name), this.instance],
    );
    const rows = (result?.rows ?? []) as Array<{ name: string; id: string; holds: unknown }>;
    if (rows.length === 0) return 0;
    this.log().warn(
      { jobs: rows.map((r) => `${r.name} ${r.id}`) },
      'jobs of an instance that is gone: back in the queue',
    );
    for (const row of rows) {
      const kind = this.kinds.find((k) => k.name === row.name);
      const tokens = Array.isArray(row.holds) ? row.holds.map(String) : [];
      if (kind?.releaseHolds && tokens.length > 0) await kind.releaseHolds(tokens);
    }
    return rows.length;
  }

  /**
   * Stops fetching, waits up to the grace for the runs in progress, releases the rest (the next
   * instance runs them) and stops pg-boss. The database stays open: it is the app's.
   */
  async stop(): Promise<void> {
    if (!this.opened || this.stopping) return;
    this.stopping = true;
    for (const wake of [...this.sleepers.keys()]) wake();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(this.loops),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, this.options.graceMs ?? GRACE_MS);
        timer.unref();
      }),
    ]);
    clearTimeout(timer);
    const left = new Map<string, string[]>();
    for (const [id, entry] of this.running) {
      entry.released = true;
      left.set(entry.kind, [...(left.get(entry.kind) ?? []), id]);
    }
    for (const [kind, ids] of left) {
      this.log().warn(
        { job: kind, released: ids.length },
        'job still running at shutdown: released',
      );
      await this.db.releaseActive(kind, ids);
    }
    await this.boss.stop({ graceful: false, close: false });
    await this.db.close();
  }

  /** Every kind's counts and last error. */
  overview(): Promise<JobKindStatus[]> {
    return readOverview(
      this.db,
      this.kinds.map((k) => k.name),
    );
  }

  /** Whether `kind` is one of this queue's kinds. */
  has(kind: string): boolean {
    return this.kinds.some((k) => k.name === kind);
  }

  /**
   * Runs dead jobs of `kind` again (one more attempt each): the one with `id`, or all of them.
   * Answers how many were dead and go back to the queue.
   */
  async retryDead(kind: string, id?: string): Promise<number> {
    const ids =
      id !== undefined
        ? [id]
        : (
            await this.db.executeSql(
              `SELECT id FROM ${SCHEMA}.job WHERE name = $1 AND state = 'failed'`,
              [kind],
            )
          ).rows.map((r: { id: string }) => r.id);
    if (ids.length === 0) return 0;
    // pg-boss answers the count of jobs it changed (its types say void).
    const answer = (await this.boss.retry(kind, ids)) as unknown as { affected: number };
    if (answer.affected > 0) this.wake(kind); // due now: run it now, not at the next poll
    return answer.affected;
  }
}
