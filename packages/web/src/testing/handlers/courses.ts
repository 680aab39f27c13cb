import type { Course, CoursePage } from '@campus/sdk';
import {
  getGetCourseMockHandler,
  getGetCourseResponseMock,
  getListCoursesMockHandler,
  getListCoursesResponseMock,
} from '@campus/sdk/msw';
import { failing, offline, pending, seeded, type HandlerGroups, type Route } from './kit';

const routes: Route[] = [
  ['get', '*/api/courses'],
  ['get', '*/api/courses/:id'],
];

const titles = [
  'Data Science with Python',
  'Full-Stack Web Development',
  'SQL for Analysts',
  'Cloud Foundations on AWS',
  'Machine Learning in Practice',
  'Career Launchpad',
];

/** Six published courses with readable titles; prices in rupees (spec: ₹, en-IN). */
export const courseList: CoursePage = seeded(101, () => {
  const items = titles.map((title, i) =>
    offline({
      ...getListCoursesResponseMock().items[0]!,
      _id: `course-${i + 1}`,
      title,
      status: 'published' as const,
      price: [0, 499, 4999, 24999, 1499, 9999][i] ?? 0,
    }),
  );
  return { items, nextCursor: null, pageSize: 20 };
});

/** One course with its syllabus, as the detail page shows it. */
export const course: Course = seeded(102, () =>
  offline({
    ...getGetCourseResponseMock(),
    _id: 'course-1',
    title: 'Data Science with Python',
    description: 'Clean, explore and model real data sets with pandas and scikit-learn.',
    price: 4999,
    ratingAverage: 4.6,
    ratingCount: 38,
    enrolledCount: 412,
    viewer: { enrolled: false, canEdit: false },
  }),
);

/** The course as a student half-way through it sees it. */
export const enrolledCourse: Course = {
  ...course,
  viewer: { enrolled: true, canEdit: false, enrollmentStatus: 'active', progress: 45 },
};

/**
 * The course as a visitor sees it: a free-preview video lesson with its Markdown notes
 * rendered by the server, and a paid reading whose text getCourse leaves out.
 */
const { viewer: _visitor, ...visitorCourse } = course;
export const previewCourse: Course = {
  ...visitorCourse,
  modules: [
    {
      _id: 'module-1',
      title: 'Getting started',
      order: 1,
      lessons: [
        {
          _id: 'lesson-preview',
          title: 'Why pandas',
          order: 1,
          type: 'video',
          durationMinutes: 12,
          preview: true,
          videoUrl: 'https://www.youtube.com/embed/8aGhZQkoFbQ',
          content:
            '<h2>Before you watch</h2>\n<p>Tables in <strong>memory</strong>.<br />\nTwo kinds:</p>\n<ul>\n<li>Series</li>\n<li>DataFrame</li>\n</ul>\n<pre><code>import pandas as pd\n</code></pre>',
        },
        {
          _id: 'lesson-paid',
          title: 'Cleaning data',
          order: 2,
          type: 'article',
          durationMinutes: 15,
          preview: false,
        },
      ],
    },
  ],
};

/** The same course before anyone enrolled, rated or wrote its syllabus. */
const { viewer: _viewer, ...anonymousCourse } = course;
export const newCourse: Course = {
  ...anonymousCourse,
  ratingAverage: 0,
  ratingCount: 0,
  enrolledCount: 0,
  moduleCount: 0,
  lessonCount: 0,
  durationMinutes: 0,
  modules: [],
};

export const courses: HandlerGroups = {
  full: [getListCoursesMockHandler(courseList), getGetCourseMockHandler(course)],
  empty: [
    getListCoursesMockHandler({ items: [], nextCursor: null, pageSize: 20 }),
    getGetCourseMockHandler(newCourse),
  ],
  error: failing(routes),
  loading: pending(routes),
};
