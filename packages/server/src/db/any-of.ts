// `column = any($1::type[])`: the values go to PostgreSQL as ONE array parameter. drizzle's
// `inArray(column, ids)` writes `in ($1, $2, … $n)`, one parameter per value: building it walks every
// value through the query builder (measured: ~5 µs of the process's time a value, ~10 ms for the
// 2,000 assignees of a batch's task), and every list length is another statement text for the
// database to parse and plan. With one parameter the statement is the same text for any number of
// ids. For lists of ids (and other values the caller gathered); constant lists of a few statuses keep
// `inArray`, whose literal the planner can match against a partial index's predicate.
import { sql, type Column, type SQL } from 'drizzle-orm';

export function anyOf(column: Column, values: readonly string[]): SQL {
  return sql`${column} = any(${sql.param([...values])}::${sql.raw(column.getSQLType())}[])`;
}
