// Grades: a student's weighted total, percentage and final grade from their cells — the rules are
// the contract's GradeSummary and FinalGrade, computed in one place for the screen, the CSV and the
// tests.
import type { FinalGrade, GradebookCell, GradebookColumn, GradeSummary } from '@campus/sdk/model';

/** The letter bands, highest first: a percentage gets the first band it reaches. */
const BANDS: readonly (readonly [number, FinalGrade])[] = [
  [90, 'A'],
  [80, 'B'],
  [70, 'C'],
  [60, 'D'],
  [0, 'F'],
];

export function finalGrade(percent: number): FinalGrade {
  return BANDS.find(([from]) => percent >= from)?.[1] ?? 'F';
}

const round = (n: number, places: number) => {
  const f = 10 ** places;
  return Math.round(n * f) / f;
};

/**
 * The share of a column a cell earns (0 to 1), or null when the cell does not count yet: a task
 * counts with a score, or at 0 once it is overdue or rejected unscored; an ungraded task never; a
 * quiz once it has a graded attempt.
 */
function earnedShare(column: GradebookColumn, cell: GradebookCell | undefined): number | null {
  if (!cell) return null;
  if (column.kind === 'quiz')
    return cell.bestScorePercent === undefined ? null : cell.bestScorePercent / 100;
  const max = cell.maxScore ?? column.maxScore;
  if (!max) return null;
  if (cell.score !== undefined) return Math.min(cell.score / max, 1);
  return cell.status === 'overdue' || cell.status === 'rejected' ? 0 : null;
}

export function summarise(
  columns: readonly GradebookColumn[],
  cells: readonly GradebookCell[],
): GradeSummary {
  const byColumn = new Map(cells.map((c) => [c.columnId, c]));
  let earned = 0;
  let possible = 0;
  for (const column of columns) {
    const share = earnedShare(column, byColumn.get(column._id));
    if (share === null) continue;
    earned += column.weight * share;
    possible += column.weight;
  }
  const summary: GradeSummary = { total: round(earned, 2), outOf: round(possible, 2) };
  if (possible > 0) {
    summary.percent = round((100 * earned) / possible, 1);
    summary.grade = finalGrade(summary.percent);
  }
  return summary;
}
