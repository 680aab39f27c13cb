// A migration may be renamed (its file and its journal tag) or have its comments edited after a
// database ran it: drizzle's migrator picks what to apply by the journal's `when` alone (migrate.ts).
// A database migrated with the package's migrations is run again against a copy in which every tag
// is different and every file's text (so its hash) changed: nothing re-applies and the schema is the
// same. A migration added after the last one still applies, so the copy is really read.
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { migrate, migrationsFolder } from './migrate';

interface Journal {
  entries: { idx: number; when: number; tag: string; version: string; breakpoints: boolean }[];
}

const SCHEMA_QUERIES = [
  `SELECT table_name, column_name, data_type, is_nullable, column_default
     FROM information_schema.columns WHERE table_schema = 'public' ORDER BY 1, 2`,
  `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY 1`,
  `SELECT conname, pg_get_constraintdef(oid) AS def FROM pg_constraint
     WHERE connamespace = 'public'::regnamespace ORDER BY 1, 2`,
  `SELECT tgname, tgrelid::regclass::text AS tbl FROM pg_trigger WHERE NOT tgisinternal ORDER BY 1, 2`,
  `SELECT proname, md5(prosrc) AS src FROM pg_proc
     WHERE pronamespace = 'public'::regnamespace ORDER BY 1, 2`,
];

describe('migrations on a database that ran them', () => {
  let dir: string;
  let database: Database;

  const query = async (text: string) => (await database.pglite!.query(text)).rows;
  const schema = async () => Promise.all(SCHEMA_QUERIES.map(query));
  const applied = () =>
    query('SELECT id, hash, created_at FROM drizzle.__drizzle_migrations ORDER BY id');

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'campus-migrate-'));
    const template = inject('pgliteTemplate');
    if (template && existsSync(template))
      cpSync(template, join(dir, 'pglite'), { recursive: true });
    database = await openDatabase({ dataDir: dir });
    await migrate(database);
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('re-applies nothing when every file is renamed and its text edited', async () => {
    const before = { schema: await schema(), applied: await applied() };
    const journal = JSON.parse(
      readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
    ) as Journal;
    expect(before.applied).toHaveLength(journal.entries.length);

    const copy = join(dir, 'migrations');
    cpSync(migrationsFolder, copy, { recursive: true });
    for (const entry of journal.entries) {
      const renamed = `${String(entry.idx).padStart(4, '0')}_renamed-${entry.idx}`;
      renameSync(join(copy, `${entry.tag}.sql`), join(copy, `${renamed}.sql`));
      const file = join(copy, `${renamed}.sql`);
      writeFileSync(file, `-- An edited comment.\n${readFileSync(file, 'utf8')}`);
      entry.tag = renamed;
    }
    const last = journal.entries.at(-1)!;
    writeFileSync(join(copy, 'meta/_journal.json'), JSON.stringify(journal));

    await migrate(database, copy);
    expect(await applied()).toEqual(before.applied);
    expect(await schema()).toEqual(before.schema);

    // A migration after the last one applies: the migrator read the renamed copy.
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag: '9999_probe' });
    writeFileSync(join(copy, '9999_probe.sql'), 'CREATE TABLE migrate_probe (id int);');
    writeFileSync(join(copy, 'meta/_journal.json'), JSON.stringify(journal));
    await migrate(database, copy);
    expect(await applied()).toHaveLength(before.applied.length + 1);
    expect(await query(`SELECT to_regclass('public.migrate_probe') AS t`)).toEqual([
      { t: 'migrate_probe' },
    ]);
  });
});
