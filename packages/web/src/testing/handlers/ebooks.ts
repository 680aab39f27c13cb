import type { EbookCoursePage } from '@campus/sdk';
import { getListEbookCoursesMockHandler, getListEbookCoursesResponseMock } from '@campus/sdk/msw';
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
  return { items, total: items.length, page: 1, pageSize: 100 };
});

export const ebooks: HandlerGroups = {
  full: [getListEbookCoursesMockHandler(ebookList)],
  empty: [getListEbookCoursesMockHandler({ items: [], total: 0, page: 1, pageSize: 100 })],
  error: failing(routes),
  loading: pending(routes),
};
