import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { anyOf } from './any-of';
import { liveClasses, users } from './schema/index';

const dialect = new PgDialect();
const ids = (n: number) =>
  Array.from({ length: n }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);

describe('anyOf', () => {
  it('sends any number of values as one array parameter, in one statement text', () => {
    const one = dialect.sqlToQuery(anyOf(users.id, ids(1)));
    const many = dialect.sqlToQuery(anyOf(users.id, ids(2000)));
    expect(one.sql).toBe('"users"."id" = any($1::uuid[])');
    expect(many.sql).toBe(one.sql);
    expect(many.params).toEqual([ids(2000)]);
  });

  it("casts to the column's own type", () => {
    expect(dialect.sqlToQuery(anyOf(liveClasses.id, [])).sql).toBe(
      '"live_classes"."id" = any($1::uuid[])',
    );
    expect(dialect.sqlToQuery(anyOf(users.email, ['a@b.c'])).sql).toBe(
      '"users"."email" = any($1::text[])',
    );
  });
});
