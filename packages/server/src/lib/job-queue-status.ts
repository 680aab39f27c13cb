// What an operator sees of the job queue: each kind's jobs counted by state, its last error and
// its most recent dead jobs, read from pg-boss's job table.
import { SCHEMA, type QueueDb } from './job-queue-db';

/** How many of a kind's dead jobs the overview lists. */
const DEAD_LISTED = 20;

/** One kind of job as an operator sees it. */
export interface JobKindStatus {
  kind: string;
  /** Waiting and due now (a new window, or a retry whose delay has passed). */
  queued: number;
  /** Waiting for a later time (the next window, a retry's delay). */
  scheduled: number;
  running: number;
  /** Failed at least once and waiting for a retry. */
  retrying: number;
  /** Out of retries: run again only by an operator. */
  dead: number;
  /** The most recent failure among the retrying and dead jobs. */
  lastError: { message: string; at: Date } | null;
  /** The most recent dead jobs (at most DEAD_LISTED), newest first. */
  deadJobs: Array<{ id: string; message: string; at: Date }>;
}

/** Every named kind's counts and last error. */
export async function readOverview(db: QueueDb, names: string[]): Promise<JobKindStatus[]> {
  const counts = await db.executeSql(
    `SELECT name, state::text AS state, (start_after <= now()) AS due, count(*)::int AS n
     FROM ${SCHEMA}.job WHERE name = ANY($1::text[]) GROUP BY 1, 2, 3`,
    [names],
  );
  const errors = await db.executeSql(
    `SELECT DISTINCT ON (name) name, output->>'message' AS message,
       COALESCE(completed_on, started_on) AS at
     FROM ${SCHEMA}.job
     WHERE name = ANY($1::text[]) AND state IN ('retry', 'failed') AND output ? 'message'
     ORDER BY name, COALESCE(completed_on, started_on) DESC`,
    [names],
  );
  const dead = await db.executeSql(
    `SELECT name, id, COALESCE(output->>'message', 'failed') AS message, completed_on AS at
     FROM (SELECT name, id, output, completed_on,
             row_number() OVER (PARTITION BY name ORDER BY completed_on DESC, id) AS nth
           FROM ${SCHEMA}.job WHERE name = ANY($1::text[]) AND state = 'failed') AS ranked
     WHERE nth <= $2
     ORDER BY name, at DESC, id`,
    [names, DEAD_LISTED],
  );
  return names.map((kind) => {
    const status: JobKindStatus = {
      kind,
      queued: 0,
      scheduled: 0,
      running: 0,
      retrying: 0,
      dead: 0,
      lastError: null,
      deadJobs: (dead.rows as Array<{ name: string; id: string; message: string; at: Date }>)
        .filter((r) => r.name === kind)
        .map((r) => ({ id: r.id, message: r.message, at: new Date(r.at) })),
    };
    for (const row of counts.rows as Array<{
      name: string;
      state: string;
      due: boolean;
      n: number;
    }>) {
      if (row.name !== kind) continue;
      if (row.state === 'created' || row.state === 'retry') {
        if (row.due) status.queued += row.n;
        else status.scheduled += row.n;
      }
      if (row.state === 'retry') status.retrying += row.n;
      if (row.state === 'active') status.running += row.n;
      if (row.state === 'failed') status.dead += row.n;
    }
    const error = (errors.rows as Array<{ name: string; message: string; at: Date }>).find(
      (r) => r.name === kind,
    );
    if (error) status.lastError = { message: error.message, at: new Date(error.at) };
    return status;
  });
}
