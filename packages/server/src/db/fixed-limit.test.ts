import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { fixedLimit } from './fixed-limit';
import { users } from './schema/index';
import { drizzle } from 'drizzle-orm/node-postgres';

const dialect = new PgDialect();
const db = drizzle.mock();

describe('fixedLimit', () => {
  it('writes the limit into the text, not as a parameter', () => {
    const q = dialect.sqlToQuery(
      db.select({ id: users.id }).from(users).limit(fixedLimit(6)).getSQL(),
    );
    expect(q.sql).toMatch(/ limit 6$/);
    expect(q.params).toEqual([]);
    const asParam = dialect.sqlToQuery(db.select({ id: users.id }).from(users).limit(6).getSQL());
    expect(asParam.sql).toMatch(/ limit \$1$/);
  });

  it('takes row counts only', () => {
    for (const bad of [-1, 1.5, Number.NaN]) expect(() => fixedLimit(bad)).toThrow(RangeError);
  });
});
