// How fast the radar's job recomputes marked students on a large campus: the evaluation's cohort
// drawn at 20,000 students (200 batches of 100, with a tenth of them disengaged or decoys), every
// student marked by the seeding's own writes, then the job's claim-and-recompute drained and timed.
//   pnpm --filter @campus/server bench:radar [batches]       (PGlite in a temporary directory)
//   DATABASE_URL=postgresql://… pnpm --filter @campus/server bench:radar [batches]
// The bar is 100 events a second; each event marks one student, so the job keeps up when it
// recomputes more than 100 students a second.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../db/client';
import { migrate } from '../../db/migrate';
import { DISENGAGED_SHAPES } from './radar-behaviour';
import { seedHalf } from './radar-cohort';
import { recomputeClaimed } from './recompute';
import { rowsOf } from '../../db/rows-of';

const batches = Number(process.argv[2] ?? 200);
const NOW = new Date('2026-11-25T12:00:00Z');
const dataDir = mkdtempSync(join(tmpdir(), 'radar-bench-'));
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir,
});
try {
  await migrate(database);
  const db = database.db;
  const students = batches * 100;
  let started = performance.now();
  await seedHalf(
    db,
    {
      name: 'bench',
      seed: 42,
      batches,
      studentsPerBatch: 100,
      planted: Array.from({ length: students / 20 }, (_, i) => DISENGAGED_SHAPES[i % 8]!),
      decoys: Array.from({ length: students / 20 }, (_, i) =>
        i % 3 === 0 ? 'on_leave' : i % 3 === 1 ? 'finished' : 'new_this_week',
      ),
    },
    NOW,
  );
  // A real campus has its tables' statistics (PostgreSQL's autovacuum; the large campus's grow step).
  await db.execute(sql`VACUUM ANALYZE`);
  const count = async (q: ReturnType<typeof sql>) =>
    rowsOf<{ n: number }>(await db.execute(q))[0]!.n;
  const marked = await count(sql`select count(*)::int as n from radar_dirty`);
  console.log(
    `seeded ${students} students in ${((performance.now() - started) / 1000).toFixed(1)} s; ${marked} marked`,
  );

  started = performance.now();
  let sets = 0;
  for (;;) {
    const { claimed } = await recomputeClaimed(db, NOW);
    if (claimed === 0) break;
    sets++;
  }
  const seconds = (performance.now() - started) / 1000;
  const open = await count(
    sql`select count(*)::int as n from radar_flags where cleared_at is null`,
  );
  console.log(
    `recomputed ${marked} students in ${seconds.toFixed(1)} s (${sets} sets): ` +
      `${Math.round(marked / seconds)} students/s on ${database.kind}; ${open} flags open`,
  );
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
