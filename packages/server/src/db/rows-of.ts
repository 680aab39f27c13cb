// The rows of `db.execute`'s answer: node-postgres gives a result with `rows`, PGlite through drizzle
// may give the array itself.
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
