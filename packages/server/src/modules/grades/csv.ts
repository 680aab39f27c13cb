// Grades: the gradebook as CSV (RFC 4180, CRLF). It opens right in spreadsheets: a UTF-8 byte order
// mark first (so names and ₹ are not read as Latin-1), every field that needs it quoted, and any
// field a spreadsheet would run as a formula (starting = + - @, or a tab or carriage return that some
// strip first) prefixed with ' so it is shown as text.
import type { GradebookCell, GradebookColumn, GradebookRow } from '@campus/sdk/model';

export const BOM = '\uFEFF';

const formulaStart = /^[=+\-@\t\r]/;

/** One field, neutralised and quoted as needed. */
function csvField(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const csvLine = (fields: string[]) => fields.map(csvField).join(',') + '\r\n';

const grouped = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const withPaise = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** ₹1,50,000 or ₹1,500.50: en-IN grouping, paise only when there are some. */
const rupees = (n: number) => `₹${Number.isInteger(n) ? grouped.format(n) : withPaise.format(n)}`;

const statusWords: Record<NonNullable<GradebookCell['status']>, string> = {
  not_submitted: 'Not submitted',
  pending: 'Awaiting review',
  approved: 'Approved',
  rejected: 'Rejected',
  modification_requested: 'Changes requested',
  overdue: 'Overdue',
};

const num = (n: number) => grouped.format(n);

export function headerLine(columns: GradebookColumn[]): string {
  return csvLine([
    'Student',
    'Email',
    'Paid (₹)',
    'Pending (₹)',
    ...columns.flatMap((c) =>
      c.kind === 'task'
        ? [`${c.title} — status`, `${c.title} — score`]
        : [`${c.title} — best %`, `${c.title} — attempts`],
    ),
  ]);
}

export function rowLine(columns: GradebookColumn[], row: GradebookRow): string {
  const cells = new Map(row.cells.map((c) => [c.columnId, c]));
  return csvLine([
    row.student.name,
    row.email ?? '',
    rupees(row.paid),
    rupees(row.pending),
    ...columns.flatMap((col) => {
      const cell = cells.get(col._id);
      if (!cell) return ['', ''];
      if (col.kind === 'task') {
        const status = cell.status ? statusWords[cell.status] : '';
        const score =
          cell.score === undefined
            ? ''
            : `${num(cell.score)} / ${num(cell.maxScore ?? col.maxScore ?? 0)}`;
        return [cell.late ? `${status} (late)` : status, score];
      }
      return [
        cell.bestScorePercent === undefined ? '' : `${num(cell.bestScorePercent)}%`,
        String(cell.attempts),
      ];
    }),
  ]);
}
