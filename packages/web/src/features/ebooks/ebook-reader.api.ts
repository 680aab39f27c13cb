import {
  getEbookCourse,
  getEbookModule,
  getEbookProgress,
  listMyEbookReading,
  saveEbookProgress,
  type EbookProgressUpdate,
} from '@campus/sdk';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfter } from '../../data/changes';
import { ebookKeys } from '../../data/ebooks/keys';
import { learningKeys } from '../../data/learning/keys';

// The reader's reads and its place; the authoring screens' are in ebook-authoring.api.ts.

export const ebookQuery = (id: string) =>
  queryOptions({ queryKey: ebookKeys.detail(id), queryFn: () => getEbookCourse(id) });

export const ebookModuleQuery = (id: string, moduleId: string) =>
  queryOptions({
    queryKey: ebookKeys.module(id, moduleId),
    queryFn: () => getEbookModule(id, moduleId),
  });

export const ebookProgressQuery = (id: string) =>
  queryOptions({ queryKey: learningKeys.ebookProgress(id), queryFn: () => getEbookProgress(id) });

export const myReadingQuery = () =>
  queryOptions({ queryKey: learningKeys.reading(), queryFn: () => listMyEbookReading() });

/**
 * Keeps the reader's place on the server. The answer replaces the cached progress at once; the
 * lists that show reading (continue reading, the hub) are refetched when next shown.
 */
export function useSaveReading(ebookId: string) {
  const client = useQueryClient();
  return useMutation({
    // One at a time, in order: "module 2 read" must reach the server before "now at module 3".
    scope: { id: `reading-${ebookId}` },
    mutationFn: (body: EbookProgressUpdate) => saveEbookProgress(ebookId, body),
    onSuccess: (progress) => {
      client.setQueryData(learningKeys.ebookProgress(ebookId), progress);
      return refreshAfter(client, 'reading.saved');
    },
  });
}
