import type {
  BatchPage,
  CoursePage,
  CourseQuizResults,
  GradebookPage,
  MyGrades,
} from '@campus/sdk';
import { getGetCourseQuizResultsMockHandler } from '@campus/sdk/msw';
import { http, HttpResponse } from 'msw';
import { courseList } from './courses';
import type { Route } from './kit';

/** Fixed gradebook data: a batch with a rubric task (weight 3), an unscored task and a quiz. */
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
    heading: 'Landing page',
    weight: 3,
    maxScore: 12,
    dueDate: '2026-11-20T18:30:00.000Z',
  },
  {
    _id: 't-notes',
    kind: 'task',
    title: 'Reading notes',
    heading: 'Reading notes',
    weight: 1,
    dueDate: '2026-11-25T18:30:00.000Z',
  },
  {
    _id: 'l-quiz',
    kind: 'quiz',
    title: 'Quiz: TypeScript basics',
    heading: 'Quiz: TypeScript basics',
    weight: 1,
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
      // 3 × 11/12 + 1 × 0.80 = 3.55 of 4 (the ungraded notes do not count).
      overall: { total: 3.55, outOf: 4, percent: 88.8, grade: 'B' },
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
      // 3 × 6/12 = 1.5 of 3.
      overall: { total: 1.5, outOf: 3, percent: 50, grade: 'F' },
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
  overall: gradebook.items[0]!.overall,
};

/** An instructor's course with one quiz and a student who took it. */
export const gradeCourses: CoursePage = {
  items: [{ ...courseList.items[0]!, _id: 'c-ts', title: 'Practical TypeScript' }],
  nextCursor: null,
  pageSize: 100,
};

export const courseGradebook: GradebookPage = {
  columns: [columns[2]!],
  items: [
    {
      ...gradebook.items[0]!,
      cells: [gradebook.items[0]!.cells[2]!],
      overall: { total: 0.8, outOf: 1, percent: 80, grade: 'B' },
    },
  ],
  nextCursor: null,
  pageSize: 25,
};

/**
 * The course's quiz results: four enrolled; the basics quiz taken by three (two passed; one of them
 * on a retry), its questions hardest first; a generics quiz nobody took.
 */
export const courseQuizResults: CourseQuizResults = {
  courseId: 'c-ts',
  enrolled: 4,
  quizzes: [
    {
      lessonId: 'l-quiz',
      title: 'Quiz: TypeScript basics',
      heading: 'Quiz: TypeScript basics',
      passingScorePercent: 60,
      took: 3,
      passed: 2,
      passRatePercent: 66.7,
      meanBestPercent: 77.8,
      medianBestPercent: 100,
      attempts: 4,
      questions: [
        {
          questionId: 'q-superset',
          prompt: 'Name the JavaScript superset by Microsoft.',
          kind: 'shortText',
          asked: 3,
          answered: 2,
          correct: 1,
          correctPercent: 33.3,
        },
        {
          questionId: 'q-erased',
          prompt: 'TypeScript types exist at run time.',
          kind: 'trueFalse',
          asked: 3,
          answered: 3,
          correct: 2,
          correctPercent: 66.7,
        },
        {
          questionId: 'q-const',
          prompt: 'Which keyword declares a constant?',
          kind: 'single',
          asked: 3,
          answered: 3,
          correct: 2,
          correctPercent: 66.7,
        },
      ],
    },
    {
      lessonId: 'l-generics',
      title: 'Generics',
      heading: 'Quiz: Generics',
      passingScorePercent: 70,
      took: 0,
      passed: 0,
      passRatePercent: null,
      meanBestPercent: null,
      medianBestPercent: null,
      attempts: 0,
      questions: [],
    },
  ],
};

export const gradeRoutes = {
  batches: ['get', '*/api/batches'],
  courses: ['get', '*/api/courses'],
  gradebook: ['get', '*/api/grades/batch/:monthYear/:domain'],
  courseGradebook: ['get', '*/api/grades/course/:id'],
  quizResults: ['get', '*/api/grades/course/:id/quiz-results'],
  weight: ['put', '*/api/grades/weights/:kind/:id'],
  mine: ['get', '*/api/grades/me'],
} as const satisfies Record<string, Route>;

export const answerBatches = (page: BatchPage) =>
  http.get('*/api/batches', () => HttpResponse.json(page));
export const answerGradebook = (page: GradebookPage) =>
  http.get('*/api/grades/batch/:monthYear/:domain', () => HttpResponse.json(page));
export const answerCourses = (page: CoursePage) =>
  http.get('*/api/courses', () => HttpResponse.json(page));
export const answerCourseGradebook = (page: GradebookPage) =>
  http.get('*/api/grades/course/:id', () => HttpResponse.json(page));
export const answerMyGrades = (grades: MyGrades) =>
  http.get('*/api/grades/me', () => HttpResponse.json(grades));
/** Every course answers `results` (with the course's id as asked). */
export const answerQuizResults = (results: CourseQuizResults) =>
  getGetCourseQuizResultsMockHandler(({ params }) => ({
    ...results,
    courseId: String(params.id),
  }));
