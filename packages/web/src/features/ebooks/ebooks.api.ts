import { listEbookCourses, type ListEbookCoursesParams } from '@campus/sdk';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

export const ebooksQuery = (params: ListEbookCoursesParams) =>
  queryOptions({
    queryKey: ['ebooks', 'list', params] as const,
    queryFn: () => listEbookCourses(params),
    placeholderData: keepPreviousData,
  });
