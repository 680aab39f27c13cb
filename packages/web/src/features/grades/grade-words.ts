import type { GradebookCell, GradebookColumn, GradeSummary, QuizQuestionKind } from '@campus/sdk';
import { statusWords } from '../../lib/task-status';

/** One cell in words: "Approved · 11 / 12 · late · 2 attempts", "80% · passed · 2 attempts". */
export function cellText(column: GradebookColumn, cell: GradebookCell | undefined): string {
  if (!cell) return '—';
  const attempts = `${cell.attempts} ${cell.attempts === 1 ? 'attempt' : 'attempts'}`;
  if (cell.kind === 'quiz') {
    const best = cell.bestScorePercent === undefined ? 'Not graded' : `${cell.bestScorePercent}%`;
    return [best, cell.passed ? 'passed' : 'not passed', attempts].join(' · ');
  }
  const parts = [cell.status ? statusWords[cell.status].label : '—'];
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

/**
 * A column's header: the server's heading (a quiz's kind named once), a task's maximum, and the
 * weight when it is not the default 1 — "Landing page (/12) · weight 3".
 */
export function columnHeader(c: GradebookColumn): string {
  const head = c.kind === 'task' && c.maxScore ? `${c.heading} (/${c.maxScore})` : c.heading;
  return c.weight === 1 ? head : `${head} · weight ${c.weight}`;
}

/** A student's total in words: "2.9 of 6", or "—" while nothing counts yet. */
export const totalText = (s: GradeSummary) => (s.outOf > 0 ? `${s.total} of ${s.outOf}` : '—');

/** A percentage as the gradebook writes one, "88.8%"; "—" when there is none. */
export const percentWords = (percent: number | null | undefined) =>
  percent === undefined || percent === null ? '—' : `${percent}%`;

export const percentText = (s: GradeSummary) => percentWords(s.percent);

/** A question's kind as the quiz editor names it. */
export const questionKindWords: Record<QuizQuestionKind, string> = {
  single: 'Single choice',
  multiple: 'Multiple choice',
  trueFalse: 'True or false',
  shortText: 'Short text',
  number: 'Number',
};
