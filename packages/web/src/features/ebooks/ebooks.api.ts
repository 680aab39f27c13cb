import { listEbookCourses, type ListEbookCoursesParams } from '@campus/sdk';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ebookKeys } from '../../data/ebooks/keys';

export const ebooksQuery = (params: ListEbookCoursesParams) =>
  queryOptions({
    queryKey: ebookKeys.list(params),
    queryFn: () => listEbookCourses(params),
    placeholderData: keepPreviousData,
  });
