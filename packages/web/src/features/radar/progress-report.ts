import type { BatchProgress, BatchProgressCounts, BatchProgressWeek } from '@campus/sdk';
import { formatDate } from '@campus/time';

/** The four counts of a cell, in the order every cell and the CSV give them. */
const KINDS = [
  ['lessons', 'lesson', 'lessons'],
  ['tasks', 'task', 'tasks'],
  ['quizzes', 'quiz', 'quizzes'],
  ['classes', 'class', 'classes'],
] as const;

/** One week's four counts (the contract gives a series per kind; a cell shows one week of each). */
export type WeekCounts = { [K in (typeof KINDS)[number][0]]: number };

/** Week `w` of a student's (or the totals') series. */
export const weekOf = (counts: BatchProgressCounts, w: number): WeekCounts => ({
  lessons: counts.lessons[w] ?? 0,
  tasks: counts.tasks[w] ?? 0,
  quizzes: counts.quizzes[w] ?? 0,
  classes: counts.classes[w] ?? 0,
});

/** A week as its column names it: its Monday in the grid's zone, "2 Nov 2026". */
export const weekDay = (week: BatchProgressWeek, timeZone: string) =>
  formatDate(week.startsAt, { timeZone });

/** A cell at a glance: lessons · tasks · quizzes · classes, "3 · 1 · 0 · 1". */
export const cellText = (cell: WeekCounts) => KINDS.map(([kind]) => cell[kind]).join(' · ');

/** A cell in words, for those who cannot see the columns: "3 lessons, 1 task, 0 quizzes, 1 class". */
export const cellWords = (cell: WeekCounts) =>
  KINDS.map(([kind, one, many]) => `${cell[kind]} ${cell[kind] === 1 ? one : many}`).join(', ');

/** What a screen reader hears for one cell: "Week of 2 Nov 2026: 3 lessons, 1 task, …". */
export const cellLabel = (week: BatchProgressWeek, cell: WeekCounts, timeZone: string) =>
  `Week of ${weekDay(week, timeZone)}: ${cellWords(cell)}`;

/** The batch's sums over every week shown. */
export function gridSums(grid: Pick<BatchProgress, 'totals'>): WeekCounts {
  const sum: WeekCounts = { lessons: 0, tasks: 0, quizzes: 0, classes: 0 };
  for (const [kind] of KINDS) for (const n of grid.totals[kind]) sum[kind] += n;
  return sum;
}

/**
 * The grid in one line: "4 weeks · 4 students · 37 lessons done, 9 tasks submitted, 5 quizzes
 * passed, 12 classes attended".
 */
export function gridSummary(grid: BatchProgress): string {
  const n = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  const s = gridSums(grid);
  return [
    n(grid.weeks.length, 'week', 'weeks'),
    n(grid.students.length, 'student', 'students'),
    `${n(s.lessons, 'lesson', 'lessons')} done, ${n(s.tasks, 'task', 'tasks')} submitted, ${n(s.quizzes, 'quiz', 'quizzes')} passed, ${n(s.classes, 'class', 'classes')} attended`,
  ].join(' · ');
}
