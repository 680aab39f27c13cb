// Statements with parameters become named prepared statements on a PostgreSQL connection (client.ts
// prepareStatements): asked of the connection's own pg_prepared_statements.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREPARED_PER_CONNECTION, prepareStatements } from './client';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('prepared statements on PostgreSQL', () => {
  let client: pg.Client;
  const prepared = async () =>
    (
      await client.query<{ statement: string }>('select statement from pg_prepared_statements')
    ).rows.map((r) => r.statement);

  beforeAll(async () => {
    client = new pg.Client({ connectionString: url });
    await client.connect();
    prepareStatements(client);
  });
  afterAll(() => client.end());

  it('prepares a statement with parameters once and binds it after that', async () => {
    const text = 'select $1::int + 1 as n';
    for (const v of [1, 2, 3]) {
      const { rows } = await client.query({ text }, [v]);
      expect(rows).toEqual([{ n: v + 1 }]);
    }
    expect((await prepared()).filter((s) => s === text)).toHaveLength(1);
    // The values may come inside the config too, and the config may name no name (drizzle's).
    await client.query({ text: 'select $1::text as t', values: ['x'] });
    await client.query({ name: undefined, text: 'select $1::text as u' }, ['y']);
    expect(await prepared()).toEqual(
      expect.arrayContaining(['select $1::text as t', 'select $1::text as u']),
    );
  });

  it('sends statements without parameters as they are, and keeps a caller’s own name', async () => {
    await client.query('select 1 as one');
    await client.query({ text: 'select 2 as two' });
    await client.query({ name: 'mine', text: 'select $1::int as three' }, [3]);
    const names = (
      await client.query<{ name: string }>('select name from pg_prepared_statements')
    ).rows.map((r) => r.name);
    expect(names).toContain('mine');
    const texts = await prepared();
    expect(texts).not.toContain('select 1 as one');
    expect(texts).not.toContain('select 2 as two');
  });

  it('keeps at most PREPARED_PER_CONNECTION statements; later ones still run, unnamed', async () => {
    const before = (await prepared()).length;
    for (let i = 0; i < PREPARED_PER_CONNECTION + 20; i++) {
      const { rows } = await client.query(`select $1::int + ${i} as n`, [1]);
      expect(rows[0].n).toBe(1 + i);
    }
    const after = await prepared();
    // The caller's own "mine" is not one of the connection's names.
    expect(after.length - 1).toBe(PREPARED_PER_CONNECTION);
    expect(before).toBeLessThan(PREPARED_PER_CONNECTION);
  });
});
