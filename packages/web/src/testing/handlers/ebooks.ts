import type { EbookCourseDetail, EbookCoursePage, EbookModule, EbookProgress } from '@campus/sdk';
import {
  getGetEbookCourseMockHandler,
  getGetEbookModuleMockHandler,
  getGetEbookProgressMockHandler,
  getListEbookCoursesMockHandler,
  getListEbookCoursesResponseMock,
  getSaveEbookProgressMockHandler,
} from '@campus/sdk/msw';
import { failing, offline, pending, seeded, type HandlerGroups, type Route } from './kit';

const routes: Route[] = [['get', '*/api/ebookcourses']];

const titles = ['Python from Scratch', 'Statistics for Data Science', 'Git and GitHub Essentials'];

/** Three e-book courses with readable titles. */
export const ebookList: EbookCoursePage = seeded(401, () => {
  const items = titles.map((title, i) =>
    offline({
      ...getListEbookCoursesResponseMock().items[0]!,
      _id: `ebook-${i + 1}`,
      title,
      published: true,
    }),
  );
  return { items, nextCursor: null, pageSize: 100 };
});

export const ebooks: HandlerGroups = {
  full: [getListEbookCoursesMockHandler(ebookList)],
  empty: [getListEbookCoursesMockHandler({ items: [], nextCursor: null, pageSize: 100 })],
  error: failing(routes),
  loading: pending(routes),
};

// ---------- The Skill_Up reader ----------

const readerModules = [
  { _id: 'mod-1', title: 'Why Python', order: 1, estimatedMinutes: 8 },
  { _id: 'mod-2', title: 'Values and variables', order: 2, estimatedMinutes: 12 },
  { _id: 'mod-3', title: 'Loops', order: 3, estimatedMinutes: 15 },
];

/** "Python from Scratch" with three modules, by a named author. */
export const readerBook: EbookCourseDetail = {
  _id: 'ebook-1',
  title: 'Python from Scratch',
  description: 'A first programming language, one idea at a time.',
  category: 'Programming',
  author: { _id: 'u-instructor-1', name: 'Vikram Nair', role: 'instructor' },
  moduleCount: readerModules.length,
  estimatedMinutes: 35,
  published: true,
  createdAt: '2026-10-01T09:00:00.000Z',
  updatedAt: '2026-11-01T09:00:00.000Z',
  modules: readerModules,
};

const moduleText = (title: string) =>
  `<h2>${title}</h2>` +
  Array.from(
    { length: 6 },
    (_, i) =>
      `<p>Paragraph ${i + 1} of “${title}”. Python reads almost like English, which is why it is a good first language: you can say what you mean and the computer does it.</p>`,
  ).join('');

export const readerModule = (moduleId: string): EbookModule => {
  const m = readerModules.find((x) => x._id === moduleId) ?? readerModules[0]!;
  return {
    ...m,
    content: moduleText(m.title),
    ebookCourseId: readerBook._id,
    createdAt: readerBook.createdAt,
    updatedAt: readerBook.updatedAt,
  };
};

export const readerProgress = (overrides: Partial<EbookProgress> = {}): EbookProgress => ({
  ebookCourseId: readerBook._id,
  started: true,
  lastModuleId: 'mod-2',
  paragraph: 0,
  completedModuleIds: ['mod-1'],
  progress: 33,
  finished: false,
  updatedAt: '2026-11-21T18:00:00.000Z',
  ...overrides,
});

const readerRoutes: Route[] = [
  ['get', '*/api/ebookcourses/:id'],
  ['get', '*/api/ebookcourses/:id/modules/:moduleId'],
  ['get', '*/api/ebookcourses/:id/progress'],
];

/** The reader's calls: the book, its modules' text, and the reader's place (saved as sent). */
export const reader: HandlerGroups = {
  full: [
    getGetEbookCourseMockHandler(readerBook),
    getGetEbookModuleMockHandler(({ params }) => readerModule(String(params.moduleId))),
    getGetEbookProgressMockHandler(readerProgress()),
    getSaveEbookProgressMockHandler(async ({ request }) => {
      const body = (await request.json()) as { moduleId: string; completed?: boolean };
      const done = new Set(['mod-1', ...(body.completed ? [body.moduleId] : [])]);
      return readerProgress({
        lastModuleId: body.moduleId,
        completedModuleIds: [...done],
        progress: Math.floor((done.size / readerModules.length) * 100),
        finished: done.size === readerModules.length,
      });
    }),
  ],
  empty: [
    getGetEbookCourseMockHandler({ ...readerBook, modules: [], moduleCount: 0 }),
    getGetEbookProgressMockHandler(
      readerProgress({
        started: false,
        lastModuleId: undefined,
        completedModuleIds: [],
        progress: 0,
      }),
    ),
  ],
  error: failing(readerRoutes),
  loading: pending(readerRoutes),
};
