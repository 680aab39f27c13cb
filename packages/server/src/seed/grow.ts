// Grows an existing Campus database (the demo world seeded) to a large campus:
//   DATABASE_URL=postgresql://… pnpm --filter @campus/server grow [scale]   (PostgreSQL)
//   DATA_DIR=./data pnpm --filter @campus/server grow [scale]                (PGlite, DATABASE_URL unset)
// `scale` is above 0 and at most 5; 1 (the default) is 20,000 students, 5 is 100,000. Prints each step's time.
import { openDatabase } from '../db/client';
import { growCampus } from './large-campus';

const scale = Number(process.argv[2] ?? 1);
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR ?? './data',
});
try {
  const started = performance.now();
  const { steps } = await growCampus(database.db, scale);
  for (const s of steps) console.log(`${s.name.padEnd(24)} ${(s.ms / 1000).toFixed(1)} s`);
  console.log(
    `grown to scale ${scale} on ${database.kind} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  await database.close();
}
