import { listEbookCourses, type EbookCoursePage, type ListEbookCoursesParams } from '@campus/sdk';
import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { ebookKeys } from '../../data/ebooks/keys';

/** The e-books, paged by cursor: the pages read so far, "Show more" reads the next. */
export const ebooksQuery = (params: ListEbookCoursesParams) =>
  infiniteQueryOptions({
    queryKey: ebookKeys.list(params),
    queryFn: ({ pageParam }) =>
      listEbookCourses(pageParam ? { ...params, cursor: pageParam } : params),
    initialPageParam: '',
    getNextPageParam: (last: EbookCoursePage) => last.nextCursor ?? undefined,
    select: (data) => ({ items: data.pages.flatMap((p) => p.items) }),
    placeholderData: keepPreviousData,
  });
