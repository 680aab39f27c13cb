import type { EbookCourseDetail, EbookModule } from '@campus/sdk';
import {
  getAddEbookModuleMockHandler,
  getCreateEbookCourseMockHandler,
  getDeleteEbookCourseMockHandler,
  getGetEbookCourseMockHandler,
  getListEbookCoursesMockHandler,
  getListEbookModulesMockHandler,
  getUpdateEbookCourseMockHandler,
  getUpdateEbookModuleMockHandler,
} from '@campus/sdk/msw';
import { failing, pending, storyNow, type Route } from './kit';

const at = storyNow.toISOString();
const author = { _id: 'u-admin-1', name: 'Priya Shah', role: 'admin' as const };
export const storyEbookId = '6a0c1c52-0000-4000-8000-000000000001';

const module = (i: number, title: string, html: string): EbookModule => ({
  _id: `6a0c1c52-0000-4000-8000-00000000001${i}`,
  ebookCourseId: storyEbookId,
  title,
  order: i,
  estimatedMinutes: 5 * i,
  content: html,
  createdAt: at,
  updatedAt: at,
});

/** Skill_Up management against a small in-memory e-book with two modules. */
export function ebookAdminApi() {
  let modules = [
    module(1, 'Regions and zones', '<p>Pick a region near your users.</p>'),
    module(2, 'Pricing', '<p>Pay for what you use.</p>'),
  ];
  let ebook: EbookCourseDetail = {
    _id: storyEbookId,
    title: 'Cloud notes',
    description: 'The cloud in plain words.',
    category: 'Cloud',
    author,
    moduleCount: 2,
    estimatedMinutes: 15,
    published: false,
    createdAt: at,
    updatedAt: at,
    modules,
  };
  const detail = () => ({ ...ebook, modules, moduleCount: modules.length });
  return [
    getListEbookCoursesMockHandler(() => ({ items: [detail()], nextCursor: null, pageSize: 100 })),
    getGetEbookCourseMockHandler(() => detail()),
    getListEbookModulesMockHandler(() => modules),
    getCreateEbookCourseMockHandler(async ({ request }) => {
      ebook = { ...ebook, ...((await request.json()) as object) };
      return detail();
    }),
    getUpdateEbookCourseMockHandler(async ({ request }) => {
      ebook = { ...ebook, ...((await request.json()) as object), updatedAt: at };
      return detail();
    }),
    getDeleteEbookCourseMockHandler(),
    getAddEbookModuleMockHandler(async ({ request }) => {
      const body = (await request.json()) as { title: string; content: string };
      const m = module(modules.length + 1, body.title, body.content);
      modules = [...modules, m];
      return m;
    }),
    getUpdateEbookModuleMockHandler(async ({ params, request }) => {
      const body = (await request.json()) as { order?: number; title?: string };
      const moved = modules.find((m) => m._id === params['moduleId'])!;
      let rest = modules.filter((m) => m !== moved);
      const to = (body.order ?? moved.order) - 1;
      rest = [...rest.slice(0, to), { ...moved, ...body }, ...rest.slice(to)];
      modules = rest.map((m, i) => ({ ...m, order: i + 1 }));
      return modules.find((m) => m._id === params['moduleId'])!;
    }),
  ];
}

const routes: Route[] = [
  ['get', '*/api/ebookcourses'],
  ['get', '*/api/ebookcourses/:id'],
  ['get', '*/api/ebookcourses/:id/modules'],
];

export const adminEbooks = {
  empty: [
    getListEbookCoursesMockHandler({ items: [], nextCursor: null, pageSize: 100 }),
    getListEbookModulesMockHandler([]),
  ],
  error: failing(routes),
  loading: pending(routes),
};
