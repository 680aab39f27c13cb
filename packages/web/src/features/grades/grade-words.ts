import type { GradebookCell, GradebookColumn, TaskStudentStatus } from '@campus/sdk';

/** A task's standing in a gradebook cell, in the task desk's words. */
const taskStandingWords: Record<TaskStudentStatus, string> = {
  not_submitted: 'To do',
  overdue: 'Overdue',
  pending: 'In review',
  approved: 'Approved',
  rejected: 'Rejected',
  modification_requested: 'Changes requested',
};

/** One cell in words: "Approved · 11 / 12 · late · 2 attempts", "80% · passed · 2 attempts". */
export function cellText(column: GradebookColumn, cell: GradebookCell | undefined): string {
  if (!cell) return '—';
  const attempts = `${cell.attempts} ${cell.attempts === 1 ? 'attempt' : 'attempts'}`;
  if (cell.kind === 'quiz') {
    const best = cell.bestScorePercent === undefined ? 'Not graded' : `${cell.bestScorePercent}%`;
    return [best, cell.passed ? 'passed' : 'not passed', attempts].join(' · ');
  }
  const parts = [cell.status ? taskStandingWords[cell.status] : '—'];
  if (cell.score !== undefined) parts.push(`${cell.score} / ${cell.maxScore ?? column.maxScore}`);
  if (cell.late) parts.push('late');
  if (cell.attempts > 0) parts.push(attempts);
  return parts.join(' · ');
}

/** What a cell sorts by: the score (or best %) when there is one, else the attempts. */
export function cellRank(cell: GradebookCell | undefined): number {
  if (!cell) return -1;
  if (cell.kind === 'quiz') return cell.bestScorePercent ?? 0;
  return cell.score ?? cell.attempts / 1000;
}

export const columnHeader = (c: GradebookColumn) =>
  c.kind === 'quiz' ? `Quiz: ${c.title}` : c.maxScore ? `${c.title} (/${c.maxScore})` : c.title;
