import type { Course, CourseCreateRequest } from '@campus/sdk';
import {
  getCreateCourseMockHandler,
  getGetCourseMockHandler,
  getListCoursesMockHandler,
  getListUserCreatedCoursesMockHandler,
  getPreviewRichTextMockHandler,
  getUpdateCourseMockHandler,
} from '@campus/sdk/msw';
import { course, courseList } from './courses';
import { failing, pending, type Route } from './kit';

/** A course its instructor is editing: UUIDs (the editor validates with the SDK's schemas). */
export const authoredCourse: Course = {
  ...course,
  _id: '5f0c1c52-0000-4000-8000-000000000001',
  status: 'draft',
  category: 'Data Science',
  level: 'beginner',
  thumbnailUrl: undefined,
  viewer: { enrolled: false, canEdit: true },
  modules: [
    {
      _id: '5f0c1c52-0000-4000-8000-000000000011',
      title: 'Getting started',
      order: 0,
      lessons: [
        {
          _id: '5f0c1c52-0000-4000-8000-000000000021',
          title: 'Why pandas',
          order: 0,
          type: 'article',
          durationMinutes: 12,
          preview: true,
          content: '<p>Tables in memory.</p>',
        },
        {
          _id: '5f0c1c52-0000-4000-8000-000000000022',
          title: 'Your first notebook',
          order: 1,
          type: 'video',
          durationMinutes: 20,
          preview: false,
          videoUrl: 'https://videos.example.test/ds/notebook',
        },
      ],
    },
  ],
};

/** The authoring calls, saving into what the next read answers. */
export function authoringApi() {
  let saved: Course = authoredCourse;
  const merge = async (request: Request) => {
    const body = (await request.json()) as CourseCreateRequest;
    saved = { ...saved, ...body, modules: saved.modules } as Course;
    return saved;
  };
  return [
    getListCoursesMockHandler({
      ...courseList,
      items: [...courseList.items, { ...authoredCourse, status: 'draft' }],
    }),
    getListUserCreatedCoursesMockHandler([authoredCourse]),
    getGetCourseMockHandler(() => saved),
    getCreateCourseMockHandler(({ request }) => merge(request)),
    getUpdateCourseMockHandler(({ request }) => merge(request)),
    getPreviewRichTextMockHandler({ html: previewedLesson }),
  ];
}

/** What the server renders the editor's Markdown to (POST /api/rich-text/preview), in stories. */
export const previewedLesson =
  '<h2>Why pandas</h2>\n<p>Tables in <strong>memory</strong>.</p>\n<ul>\n<li>Series</li>\n<li>DataFrame</li>\n</ul>\n<pre><code>import pandas as pd\n</code></pre>';

const routes: Route[] = [
  ['get', '*/api/courses'],
  ['get', '*/api/courses/:id'],
  ['get', '*/api/users/:id/created-courses'],
];

export const adminCourses = {
  empty: [
    getListCoursesMockHandler({ items: [], nextCursor: null, pageSize: 20 }),
    getListUserCreatedCoursesMockHandler([]),
  ],
  error: failing(routes),
  loading: pending(routes),
};
