import type { BatchPage, GradebookPage, MyGrades } from '@campus/sdk';
import { http, HttpResponse } from 'msw';
import type { Route } from './kit';

/** Fixed gradebook data: a batch with a rubric task, an unscored task and a quiz. */
const batch = { monthYear: '2026-11', domain: 'fullstack' };

export const gradeBatches: BatchPage = {
  items: [
    {
      ...batch,
      mentors: [{ _id: 'u-mentor-1', name: 'Meera Iyer', role: 'mentor' }],
      studentCount: 2,
      videoCount: 0,
      upcomingClassCount: 0,
    },
  ],
  nextCursor: null,
  pageSize: 100,
};

const columns: GradebookPage['columns'] = [
  {
    _id: 't-landing',
    kind: 'task',
    title: 'Landing page',
    maxScore: 12,
    dueDate: '2026-11-20T18:30:00.000Z',
  },
  { _id: 't-notes', kind: 'task', title: 'Reading notes', dueDate: '2026-11-25T18:30:00.000Z' },
  {
    _id: 'l-quiz',
    kind: 'quiz',
    title: 'TypeScript basics',
    courseId: 'c-ts',
    courseTitle: 'Practical TypeScript',
  },
];

export const gradebook: GradebookPage = {
  columns,
  items: [
    {
      student: { _id: 'u-student-1', name: 'Asha Rao', role: 'student' },
      email: 'asha@example.test',
      paid: 104999,
      pending: 150000.5,
      cells: [
        {
          columnId: 't-landing',
          kind: 'task',
          status: 'approved',
          score: 11,
          maxScore: 12,
          attempts: 2,
          late: true,
          submissionId: 's-2',
        },
        { columnId: 't-notes', kind: 'task', status: 'overdue', attempts: 0, late: false },
        {
          columnId: 'l-quiz',
          kind: 'quiz',
          attempts: 2,
          late: false,
          bestScorePercent: 80,
          passed: true,
        },
      ],
    },
    {
      student: { _id: 'u-student-2', name: 'Kabir Menon', role: 'student' },
      email: 'kabir@example.test',
      paid: 4999,
      pending: 0,
      cells: [
        {
          columnId: 't-landing',
          kind: 'task',
          status: 'modification_requested',
          score: 6,
          maxScore: 12,
          attempts: 1,
          late: false,
          submissionId: 's-3',
        },
        { columnId: 't-notes', kind: 'task', status: 'pending', attempts: 1, late: false },
      ],
    },
  ],
  nextCursor: null,
  pageSize: 25,
};

export const myGrades: MyGrades = {
  columns,
  cells: gradebook.items[0]!.cells,
};

export const gradeRoutes = {
  batches: ['get', '*/api/batches'],
  gradebook: ['get', '*/api/grades/batch/:monthYear/:domain'],
  mine: ['get', '*/api/grades/me'],
} as const satisfies Record<string, Route>;

export const answerBatches = (page: BatchPage) =>
  http.get('*/api/batches', () => HttpResponse.json(page));
export const answerGradebook = (page: GradebookPage) =>
  http.get('*/api/grades/batch/:monthYear/:domain', () => HttpResponse.json(page));
export const answerMyGrades = (grades: MyGrades) =>
  http.get('*/api/grades/me', () => HttpResponse.json(grades));
