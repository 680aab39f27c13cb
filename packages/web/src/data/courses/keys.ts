import type { ListCoursesParams } from '@campus/sdk';

/**
 * The catalogue and the authoring screens share the `courses` root: an edit, an enrolment or a
 * rating refreshes the public lists and details too. The player's course, read with the viewer's
 * progress, is the learning domain's (data/learning/keys.ts).
 */
export const courseKeys = {
  all: ['courses'] as const,
  list: (params: ListCoursesParams) => [...courseKeys.all, 'list', params] as const,
  /** The catalogue's pages read so far (by cursor). */
  catalogue: (params: ListCoursesParams) => [...courseKeys.all, 'catalogue', params] as const,
  detail: (id: string) => [...courseKeys.all, 'detail', id] as const,
  /** Every course, drafts included (admins). */
  manage: (params: ListCoursesParams) => [...courseKeys.all, 'manage', params] as const,
  /** A user's own courses, drafts included. */
  createdBy: (userId: string) => [...courseKeys.all, 'created-by', userId] as const,
  /** The editors' Preview tab: Markdown as the server renders it for readers (lessons, e-books). */
  richTextPreview: (markdown: string) => [...courseKeys.all, 'rich-text-preview', markdown] as const,
};
