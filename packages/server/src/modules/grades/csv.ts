// Grades: the gradebook as CSV (lib/csv.ts) for a spreadsheet to compute with. Every number is a
// number field (no grouping, no "/ 12", no "%" inside it) so a column sums; a unit, where a number
// has one, is its own column beside it. Words (status, final grade) are the only text. No money.
import type { GradebookCell, GradebookColumn, GradebookRow } from '@campus/sdk/model';
import { csvLine } from '../../lib/csv';

const statusWords: Record<NonNullable<GradebookCell['status']>, string> = {
  not_submitted: 'Not submitted',
  pending: 'Awaiting review',
  approved: 'Approved',
  rejected: 'Rejected',
  modification_requested: 'Changes requested',
  overdue: 'Overdue',
};

export const POINTS = 'points';
export const PERCENT = '%';

export function headerLine(columns: GradebookColumn[]): string {
  return csvLine([
    'Student',
    'Email',
    'Total',
    'Out of',
    'Total unit',
    'Percent',
    'Percent unit',
    'Final grade',
    ...columns.flatMap((c) =>
      c.kind === 'task'
        ? [
            `${c.heading} — status`,
            `${c.heading} — score`,
            `${c.heading} — out of`,
            `${c.heading} — unit`,
          ]
        : [`${c.heading} — best`, `${c.heading} — unit`, `${c.heading} — attempts`],
    ),
  ]);
}

export function rowLine(columns: GradebookColumn[], row: GradebookRow): string {
  const cells = new Map(row.cells.map((c) => [c.columnId, c]));
  const summary = row.overall;
  return csvLine([
    row.student.name,
    row.email ?? '',
    summary.total,
    summary.outOf,
    POINTS,
    summary.percent ?? null,
    summary.percent === undefined ? null : PERCENT,
    summary.grade ?? null,
    ...columns.flatMap((col) => {
      const cell = cells.get(col._id);
      if (col.kind === 'task') {
        if (!cell) return [null, null, null, null];
        const status = cell.status ? statusWords[cell.status] : '';
        const max = cell.maxScore ?? col.maxScore;
        return [
          cell.late ? `${status} (late)` : status,
          cell.score ?? null,
          max ?? null,
          cell.score === undefined && max === undefined ? null : POINTS,
        ];
      }
      if (!cell) return [null, null, null];
      const best = cell.bestScorePercent ?? null;
      return [best, best === null ? null : PERCENT, cell.attempts];
    }),
  ]);
}
