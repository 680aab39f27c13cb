import { listEbookCourses, type ListEbookCoursesParams } from '@campus/sdk';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export const ebookKeys = {
  all: ['ebooks'] as const,
  list: (params: ListEbookCoursesParams) => [...ebookKeys.all, 'list', params] as const,
};

export const ebooksQuery = (params: ListEbookCoursesParams) =>
  queryOptions({
    queryKey: ebookKeys.list(params),
    queryFn: () => listEbookCourses(params),
    placeholderData: keepPreviousData,
  });
