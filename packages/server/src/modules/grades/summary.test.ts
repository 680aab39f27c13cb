// A student's total and final grade from their cells: the letter bands at their edges, what counts
// and what does not yet, and weights (the contract's GradeSummary and FinalGrade).
import type { GradebookCell, GradebookColumn } from '@campus/sdk/model';
import { describe, expect, it } from 'vitest';
import { finalGrade, summarise } from './summary';

const task = (id: string, maxScore: number | undefined, weight = 1): GradebookColumn => ({
  _id: id,
  kind: 'task',
  title: id,
  heading: id,
  weight,
  ...(maxScore === undefined ? {} : { maxScore }),
});
const quiz = (id: string, weight = 1): GradebookColumn => ({
  _id: id,
  kind: 'quiz',
  title: id,
  heading: `Quiz: ${id}`,
  weight,
});
const taskCell = (id: string, cell: Partial<GradebookCell>): GradebookCell => ({
  columnId: id,
  kind: 'task',
  attempts: 1,
  late: false,
  ...cell,
});
const quizCell = (id: string, bestScorePercent?: number): GradebookCell => ({
  columnId: id,
  kind: 'quiz',
  attempts: 1,
  late: false,
  ...(bestScorePercent === undefined ? {} : { bestScorePercent }),
});

describe('final grade bands', () => {
  it('gives each band from its lower bound', () => {
    const cases: [number, string][] = [
      [100, 'A'],
      [90, 'A'],
      [89.9, 'B'],
      [80, 'B'],
      [79.9, 'C'],
      [70, 'C'],
      [69.9, 'D'],
      [60, 'D'],
      [59.9, 'F'],
      [0, 'F'],
    ];
    for (const [percent, grade] of cases) expect(finalGrade(percent), String(percent)).toBe(grade);
  });
});

describe('summarise', () => {
  it('weighs each counted column by its weight, matching a hand computation', () => {
    const columns = [task('a', 10, 2), task('b', 20), quiz('q', 3), task('c', undefined, 5)];
    const cells = [
      taskCell('a', { status: 'approved', score: 7 }),
      taskCell('b', { status: 'overdue', attempts: 0 }),
      quizCell('q', 90),
      taskCell('c', { status: 'approved' }),
    ];
    // 2 × 7/10 + 1 × 0 + 3 × 0.9 = 1.4 + 0 + 2.7 = 4.1 of 6 → 68.3 % → D; the ungraded c never counts.
    expect(summarise(columns, cells)).toEqual({ total: 4.1, outOf: 6, percent: 68.3, grade: 'D' });
  });

  it('counts nothing not yet due, unscored or untaken; a rejected unscored task earns 0', () => {
    const columns = [task('a', 10), task('b', 10), quiz('q')];
    const open = [taskCell('a', { status: 'not_submitted', attempts: 0 }), quizCell('q')];
    expect(summarise(columns, open)).toEqual({ total: 0, outOf: 0 });
    const rejected = [taskCell('b', { status: 'rejected' }), taskCell('a', { status: 'pending' })];
    expect(summarise(columns, rejected)).toEqual({ total: 0, outOf: 1, percent: 0, grade: 'F' });
  });

  it('leaves a column of weight 0 out, and a "changes requested" review keeps its score', () => {
    const columns = [task('a', 10, 0), task('b', 4)];
    const cells = [
      taskCell('a', { status: 'overdue', attempts: 0 }),
      taskCell('b', { status: 'modification_requested', score: 3 }),
    ];
    expect(summarise(columns, cells)).toEqual({ total: 0.75, outOf: 1, percent: 75, grade: 'C' });
  });
});
