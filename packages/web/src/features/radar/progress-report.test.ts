import type { BatchProgress } from '@campus/sdk';
import { describe, expect, it } from 'vitest';
import {
  cellLabel,
  cellText,
  cellWords,
  gridSummary,
  gridSums,
  weekDay,
  weekOf,
} from './progress-report';

const grid: BatchProgress = {
  batch: { monthYear: '2026-11', domain: 'fullstack' },
  timezone: 'Asia/Kolkata',
  weeks: [
    { monday: '2026-11-02', startsAt: '2026-11-01T18:30:00.000Z' },
    { monday: '2026-11-09', startsAt: '2026-11-08T18:30:00.000Z' },
  ],
  students: [
    {
      student: { _id: 's1', name: 'Asha' },
      counts: { lessons: [3, 1], tasks: [1, 2], quizzes: [0, 1], classes: [1, 2] },
    },
  ],
  totals: { lessons: [3, 1], tasks: [1, 2], quizzes: [0, 1], classes: [1, 2] },
};

describe('a week of the progress grid', () => {
  it('is named by its Monday in the grid’s zone, not the viewer’s', () => {
    expect(weekDay(grid.weeks[0]!, 'Asia/Kolkata')).toBe('2 Nov 2026');
    // The same instant is still Sunday in UTC: the grid's zone decides.
    expect(weekDay(grid.weeks[0]!, 'UTC')).toBe('1 Nov 2026');
  });

  it('shows a cell as four numbers and says it in words', () => {
    const cell = weekOf(grid.students[0]!.counts, 0);
    expect(cellText(cell)).toBe('3 · 1 · 0 · 1');
    expect(cellWords(cell)).toBe('3 lessons, 1 task, 0 quizzes, 1 class');
    expect(cellLabel(grid.weeks[0]!, cell, 'Asia/Kolkata')).toBe(
      'Week of 2 Nov 2026: 3 lessons, 1 task, 0 quizzes, 1 class',
    );
    expect(cellWords({ lessons: 1, tasks: 2, quizzes: 1, classes: 2 })).toBe(
      '1 lesson, 2 tasks, 1 quiz, 2 classes',
    );
  });
});

describe('the batch’s sums', () => {
  it('reads a week out of the series, the grid’s cell', () => {
    expect(weekOf(grid.totals, 1)).toEqual({ lessons: 1, tasks: 2, quizzes: 1, classes: 2 });
  });

  it('adds every week of the totals', () => {
    expect(gridSums(grid)).toEqual({ lessons: 4, tasks: 3, quizzes: 1, classes: 3 });
    expect(gridSums({ totals: { lessons: [], tasks: [], quizzes: [], classes: [] } })).toEqual({
      lessons: 0,
      tasks: 0,
      quizzes: 0,
      classes: 0,
    });
  });

  it('says the grid in one line', () => {
    expect(gridSummary(grid)).toBe(
      '2 weeks · 1 student · 4 lessons done, 3 tasks submitted, 1 quiz passed, 3 classes attended',
    );
  });
});
