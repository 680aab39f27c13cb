import {
  addEbookModule,
  createEbookCourse,
  deleteEbookCourse,
  deleteEbookModule,
  listEbookCourses,
  listEbookModules,
  updateEbookCourse,
  updateEbookModule,
  type EbookCourseCreateRequest,
  type EbookCoursePage,
  type EbookCourseUpdateRequest,
  type EbookModuleCreateRequest,
  type EbookModuleUpdateRequest,
} from '@campus/sdk';
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { refreshAfter } from '../../data/changes';
import { ebookKeys } from '../../data/ebooks/keys';

/**
 * Every e-book, drafts included (an admin omitting `published` sees both), newest first, paged by
 * cursor: the pages read so far, "Show more" reads the next.
 */
export const manageEbooksQuery = () =>
  infiniteQueryOptions({
    queryKey: ebookKeys.manage(),
    queryFn: ({ pageParam }) =>
      listEbookCourses({
        pageSize: 100,
        sort: 'newest',
        ...(pageParam ? { cursor: pageParam } : {}),
      }),
    initialPageParam: '',
    getNextPageParam: (last: EbookCoursePage) => last.nextCursor ?? undefined,
    select: (data) => ({ items: data.pages.flatMap((p) => p.items) }),
  });

/** The reader's read of an e-book (one key, one cached answer); an admin gets the drafts too. */
export { ebookQuery as manageEbookQuery } from './ebook-reader.api';

/** The modules with their (server-sanitised) content, for editing and the preview. */
export const ebookModulesQuery = (id: string) =>
  queryOptions({ queryKey: ebookKeys.modules(id), queryFn: () => listEbookModules(id) });

function useEbookMutation<A, R>(fn: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // The public lists and the reader show the change too.
    onSuccess: () => refreshAfter(client, 'ebook.edited'),
  });
}

export const useCreateEbook = () =>
  useEbookMutation((body: EbookCourseCreateRequest) => createEbookCourse(body));
export const useUpdateEbook = (id: string) =>
  useEbookMutation((body: EbookCourseUpdateRequest) => updateEbookCourse(id, body));
export const useDeleteEbook = () => useEbookMutation((id: string) => deleteEbookCourse(id));
export const useAddModule = (id: string) =>
  useEbookMutation((body: EbookModuleCreateRequest) => addEbookModule(id, body));
export const useUpdateModule = (id: string) =>
  useEbookMutation(({ moduleId, body }: { moduleId: string; body: EbookModuleUpdateRequest }) =>
    updateEbookModule(id, moduleId, body),
  );
export const useDeleteModule = (id: string) =>
  useEbookMutation((moduleId: string) => deleteEbookModule(id, moduleId));
