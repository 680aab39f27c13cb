// Grades: the gradebook as CSV (lib/csv.ts): amounts and scores written as the screen shows them.
import type { GradebookCell, GradebookColumn, GradebookRow } from '@campus/sdk/model';
import { csvLine } from '../../lib/csv';

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
