// CSV as spreadsheets open it (RFC 4180, CRLF): a UTF-8 byte order mark first (so names and ₹ are
// not read as Latin-1), every field that needs it quoted, and any text a spreadsheet would run as a
// formula (starting = + - @, or a tab or carriage return that some strip first) prefixed with ' so it
// is shown as text. Numbers are written as they are, so a spreadsheet reads them as numbers.

import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

const BOM = '\uFEFF';

const formulaStart = /^[=+\-@\t\r]/;

/** One field: a number as it is, text neutralised and quoted as needed, null as an empty cell. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One line of fields, ended by CRLF. */
export const csvLine = (fields: Array<string | number | null>) =>
  fields.map(csvField).join(',') + '\r\n';

/**
 * A title as the words of a file name: lower case ASCII letters and digits joined by hyphens, at
 * most 60 characters ("React & You: Part 2" is `react-you-part-2`); `export` when none remain.
 */
export function fileWords(title: string): string {
  const words = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return words || 'export';
}

/**
 * A CSV download: the BOM, then `lines` (each already ended by CRLF) — a list, or an iterable read
 * page after page as it is written — as an attachment named `fileName`, never cached.
 */
export function sendCsv(
  reply: FastifyReply,
  fileName: string,
  lines: string[] | AsyncIterable<string>,
) {
  async function* withBom(rest: AsyncIterable<string>) {
    yield BOM;
    yield* rest;
  }
  return reply
    .code(200)
    .header('content-type', 'text/csv; charset=utf-8')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(Array.isArray(lines) ? BOM + lines.join('') : Readable.from(withBom(lines)));
}
