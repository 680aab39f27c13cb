// Keyset (cursor) paging for every long list (the contract's `cursor` parameter and
// `CursorPageMeta`). OFFSET reads and throws away every row before the page, so page 1,000 of a
// large campus cost a thousand pages; a keyset page starts at an index position after the last row
// seen and costs what the first one does. The list's order is a tuple of sort keys ending in the
// row's id (unique), so ties in a sort key never repeat or skip a row.
import { createHash } from 'node:crypto';
import { asc, desc, sql, type Column, type SQL, type SQLWrapper } from 'drizzle-orm';
import { badRequest } from '../http/errors';

/** The SQL type a key is compared as; the cursor carries each key as Postgres's text of it. */
export type KeyType = 'text' | 'timestamptz' | 'numeric' | 'integer' | 'bigint' | 'float8' | 'uuid';

export interface SortKey {
  expr: SQL | Column;
  type: KeyType;
  dir: 'asc' | 'desc';
}

/** One list's order: `list` names it (a cursor of another list is refused), the last key is unique. */
export interface Keyset {
  list: string;
  keys: readonly SortKey[];
}

const version = 1;
export const invalidCursorMessage = 'This page link is no longer valid. Go back to the first page.';

// Each key's text as Postgres prints it (`::text`), checked before it reaches SQL so a bad one is a
// 400 and never a failed cast (a 500). Timestamps keep their microseconds, which a JS Date would not.
const keyForm: Record<KeyType, RegExp> = {
  text: /^[\s\S]{0,400}$/,
  timestamptz: /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)?$/,
  numeric: /^-?\d{1,15}(\.\d{1,6})?$/,
  integer: /^-?\d{1,15}$/,
  bigint: /^-?\d{1,18}$/,
  // A ratio (a course's rating average): Postgres prints the shortest text that reads back exactly.
  float8: /^-?\d{1,20}(\.\d{1,20})?(e[+-]?\d{1,3})?$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
};

/**
 * What the cursor is bound to besides the list: the sort and the filters the page was read with,
 * hashed, so a cursor kept from another search is refused instead of starting mid-way in this one.
 */
export function cursorScope(filters: Record<string, unknown>): string {
  const entries = Object.entries(filters)
    .filter(([k, v]) => v !== undefined && k !== 'cursor' && k !== 'pageSize')
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return createHash('sha256').update(JSON.stringify(entries)).digest('base64url').slice(0, 12);
}

interface CursorRecord {
  v: number;
  l: string;
  s: string;
  k: string[];
}

export function encodeCursor(keyset: Keyset, scope: string, values: readonly string[]): string {
  const record: CursorRecord = { v: version, l: keyset.list, s: scope, k: [...values] };
  return Buffer.from(JSON.stringify(record)).toString('base64url');
}

/** The last row's keys out of a cursor, or a 400 when it is not a cursor of this list as read now. */
export function decodeCursor(keyset: Keyset, scope: string, cursor: string): string[] {
  let record: unknown;
  try {
    record = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(invalidCursorMessage);
  }
  if (!isRecord(record) || record.v !== version || record.l !== keyset.list || record.s !== scope)
    throw badRequest(invalidCursorMessage);
  const values = record.k;
  if (
    values.length !== keyset.keys.length ||
    values.some((v, i) => typeof v !== 'string' || !keyForm[keyset.keys[i]!.type].test(v))
  )
    throw badRequest(invalidCursorMessage);
  return values;
}

function isRecord(v: unknown): v is CursorRecord {
  return (
    typeof v === 'object' &&
    v !== null &&
    'v' in v &&
    'l' in v &&
    's' in v &&
    'k' in v &&
    Array.isArray(v.k)
  );
}

/** ORDER BY for the keyset. */
export function keysetOrder(keyset: Keyset): SQL[] {
  return keyset.keys.map((k) => (k.dir === 'asc' ? asc(k.expr) : desc(k.expr)));
}

/** The row's keys as Postgres's text of them, selected next to the row to write the next cursor. */
export function keysetKeys(keyset: Keyset): SQL<string[]> {
  return sql<string[]>`json_build_array(${sql.join(
    keyset.keys.map((k) => sql`(${k.expr})::text`),
    sql`, `,
  )})`;
}

const param = (type: KeyType, v: string | SQLWrapper): SQL => sql`cast(${v} as ${sql.raw(type)})`;

/**
 * Rows after the cursor's row in the keyset's order. When every key runs the same way it is one row
 * comparison, which an index on the keys answers as a range; mixed directions expand to
 * `a > x or (a = x and (b < y or …))`.
 */
export function keysetAfter(keyset: Keyset, values: readonly (string | SQLWrapper)[]): SQL {
  const keys = keyset.keys;
  const dirs = new Set(keys.map((k) => k.dir));
  if (dirs.size === 1) {
    const left = sql.join(
      keys.map((k) => sql`${k.expr}`),
      sql`, `,
    );
    const right = sql.join(
      keys.map((k, i) => param(k.type, values[i]!)),
      sql`, `,
    );
    return keys[0]!.dir === 'asc' ? sql`(${left}) > (${right})` : sql`(${left}) < (${right})`;
  }
  let cond: SQL | undefined;
  for (let i = keys.length - 1; i >= 0; i--) {
    const k = keys[i]!;
    const v = param(k.type, values[i]!);
    const beyond = k.dir === 'asc' ? sql`${k.expr} > ${v}` : sql`${k.expr} < ${v}`;
    cond = cond ? sql`(${beyond} or (${k.expr} = ${v} and ${cond}))` : beyond;
  }
  return cond!;
}

/**
 * A prepared statement's keysetAfter: `keysetAfter(keyset, cursorPlaceholders(keyset))` in the
 * statement, executed with `cursorValues(page.from)` (the cursor's values, keysetPage's `from`).
 */
export const cursorPlaceholders = (keyset: Keyset) =>
  keyset.keys.map((_, i) => sql.placeholder(`after${i}`));
export const cursorValues = (values: readonly string[]): Record<string, string> =>
  Object.fromEntries(values.map((v, i) => [`after${i}`, v]));

export interface CursorRequest {
  cursor?: string;
  pageSize: number;
}

/**
 * Everything a list needs around its own query: the condition after the cursor (undefined on the
 * first page), the order, how many rows to read (one more than the page, to know whether another
 * follows), and the page's end from the rows read.
 */
export function keysetPage(keyset: Keyset, scope: string, req: CursorRequest) {
  const from = req.cursor ? decodeCursor(keyset, scope, req.cursor) : undefined;
  return {
    /** The cursor's values (undefined on the first page). */
    from,
    after: from ? keysetAfter(keyset, from) : undefined,
    order: keysetOrder(keyset),
    limit: req.pageSize + 1,
    /** The page's rows and the cursor of the next page, from the rows read and each row's keys. */
    finish<Row>(rows: Row[], keysOf: (row: Row) => readonly string[]) {
      const items = rows.slice(0, req.pageSize);
      const last = items[items.length - 1];
      const nextCursor =
        rows.length > req.pageSize && last ? encodeCursor(keyset, scope, keysOf(last)) : null;
      return { items, nextCursor, pageSize: req.pageSize };
    },
  };
}
