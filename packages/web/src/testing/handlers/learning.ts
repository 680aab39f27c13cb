import type { Course, CourseLesson, CourseModule, Enrollment } from '@campus/sdk';
import {
  getGetCourseMockHandler,
  getRateCourseMockHandler,
  getUpdateEnrollmentProgressMockHandler,
  getUpdateEnrollmentProgressResponseMock,
} from '@campus/sdk/msw';
import { course } from './courses';
import { failing, offline, pending, seeded, storyNow, type HandlerGroups, type Route } from './kit';

const routes: Route[] = [['get', '*/api/courses/:id']];

const lesson = (
  id: string,
  title: string,
  type: CourseLesson['type'],
  durationMinutes: number,
  extra: Partial<CourseLesson> = {},
): CourseLesson => ({
  _id: id,
  title,
  order: Number(id.slice(-1)),
  type,
  durationMinutes,
  preview: false,
  ...extra,
});

const article = (title: string) =>
  `<h2>${title}</h2><p>This reading walks through <strong>${title.toLowerCase()}</strong> step by step.</p><ul><li>Key ideas</li><li>A worked example</li><li>Common mistakes</li></ul><p>More in the <a href="https://pandas.pydata.org/docs/">pandas documentation</a>.</p>`;

const modules: CourseModule[] = [
  {
    _id: 'module-1',
    title: 'Getting started',
    order: 1,
    lessons: [
      lesson('lesson-1', 'Why Python for data', 'video', 12, {
        videoUrl: 'https://media.campus.test/courses/why-python.mp4',
        content: '<p>Pause at each example and try it yourself.</p>',
      }),
      lesson('lesson-2', 'Setting up Jupyter', 'article', 10, {
        content: article('Setting up Jupyter'),
      }),
    ],
  },
  {
    _id: 'module-2',
    title: 'Working with data',
    order: 2,
    lessons: [
      lesson('lesson-3', 'DataFrames in pandas', 'article', 15, {
        content: article('DataFrames in pandas'),
      }),
      lesson('lesson-4', 'Quiz: pandas basics', 'quiz', 8, {
        content:
          '<h3>Check your understanding</h3><ol><li>What is a DataFrame?</li><li>How do you select a column?</li></ol>',
      }),
    ],
  },
];

const viewerOf = (status: 'active' | 'completed' | 'expired' | 'cancelled', done: string[]) => ({
  enrolled: status === 'active' || status === 'completed',
  canEdit: false,
  enrollmentId: 'enrollment-1',
  enrollmentStatus: status,
  progress: Math.round((100 * done.length) / 4),
  completedLessonIds: done,
  ...(done.length ? { lastLessonId: done.at(-1)! } : {}),
});

/** The course half-way: two of four lessons done, so the player resumes at the third. */
export const learningCourse: Course = {
  ...course,
  moduleCount: 2,
  lessonCount: 4,
  durationMinutes: 45,
  modules,
  viewer: viewerOf('active', ['lesson-1', 'lesson-2']),
};

/** Every lesson done: the enrollment is completed and the student is asked to rate. */
export const completedLearningCourse: Course = {
  ...learningCourse,
  viewer: viewerOf('completed', ['lesson-1', 'lesson-2', 'lesson-3', 'lesson-4']),
};

export const learningCourseAs = (
  status: 'active' | 'completed' | 'expired' | 'cancelled' | 'none',
): Course =>
  status === 'none'
    ? { ...learningCourse, viewer: { enrolled: false, canEdit: false } }
    : { ...learningCourse, viewer: viewerOf(status, ['lesson-1', 'lesson-2']) };

const enrollmentBase: Enrollment = seeded(141, () =>
  offline({ ...getUpdateEnrollmentProgressResponseMock(), _id: 'enrollment-1' }),
);

/** The server's answer to a progress mark, computed from the lesson marked. */
const progressHandler = getUpdateEnrollmentProgressMockHandler(async ({ request }) => {
  const body = (await request.json()) as { lessonId: string; completed: boolean };
  const before = learningCourse.viewer?.completedLessonIds ?? [];
  const done = body.completed
    ? [...new Set([...before, body.lessonId])]
    : before.filter((id) => id !== body.lessonId);
  return {
    ...enrollmentBase,
    status: done.length === 4 ? 'completed' : 'active',
    progress: Math.round((100 * done.length) / 4),
    completedLessonIds: done,
    lastLessonId: body.lessonId,
    lastAccessedAt: storyNow.toISOString(),
  };
});

export const learning: HandlerGroups = {
  full: [getGetCourseMockHandler(learningCourse), progressHandler, getRateCourseMockHandler()],
  empty: [getGetCourseMockHandler({ ...learningCourse, modules: [], lessonCount: 0 })],
  error: failing(routes),
  loading: pending(routes),
};
