import type { ListEbookCoursesParams } from '@campus/sdk';

/**
 * The Skill_Up lists, the reader and the authoring screens share the `ebooks` root: a change made
 * in authoring refreshes the lists and the reader too. The reader's place is the learning domain's.
 */
export const ebookKeys = {
  all: ['ebooks'] as const,
  /** The pages read so far (by cursor). */
  list: (params: ListEbookCoursesParams) => [...ebookKeys.all, 'list', params] as const,
  /** Every e-book, drafts included (authoring). */
  manage: () => [...ebookKeys.all, 'manage'] as const,
  detail: (id: string) => [...ebookKeys.all, 'detail', id] as const,
  modules: (id: string) => [...ebookKeys.detail(id), 'modules'] as const,
  module: (id: string, moduleId: string) => [...ebookKeys.detail(id), 'module', moduleId] as const,
};
