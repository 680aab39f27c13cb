// A LIMIT written into the statement's text. drizzle's `.limit(6)` sends the 6 as a parameter, and a
// named prepared statement's generic plan then guesses a tenth of the rows for it: the dashboard's
// ranked course suggestions cost 228 generic against 71 custom, so PostgreSQL planned them afresh on
// every request (0.7 ms on the large campus, more than running them). With the number
// in the text the generic plan is costed for 6 rows and kept. For constant limits only: a limit the
// caller chooses (a page size) stays a parameter, so one statement serves every size.
import { sql } from 'drizzle-orm';

export function fixedLimit(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a row count: ${n}`);
  // drizzle writes any SQL object given as the limit into the text (its `limit` accepts a number or a
  // placeholder in its types, an object at run time).
  return sql.raw(String(n)) as unknown as number;
}
