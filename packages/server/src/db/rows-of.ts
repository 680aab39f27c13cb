// The rows of `db.execute`'s answer: node-postgres gives a result with `rows`, PGlite through drizzle
// may give the array itself.
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * A prepared statement's rows as the driver answers them, under the statement's column names and
 * without drizzle decoding each field: for a hot read whose statement already writes each value as
 * the answer needs it (e.g. instants as ISO text). Both drivers' prepared queries have `all`; the
 * pg-core type does not declare it.
 */
export async function preparedRows<T>(
  prepared: object,
  values: Record<string, unknown>,
): Promise<T[]> {
  const raw = prepared as { all(values: Record<string, unknown>): Promise<unknown> };
  return rowsOf<T>(await raw.all(values));
}
