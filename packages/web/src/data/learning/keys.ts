import type { BatchRef } from '@campus/sdk';

/**
 * The viewer's own progress (the contract's learning area): the course player (a course with the
 * viewer's enrollment), the self-paced overview, the reader's place and the recordings watched.
 * Enrolling or leaving a course refreshes all of it.
 */
export const learningKeys = {
  all: ['learning'] as const,
  player: (courseId: string) => [...learningKeys.all, 'player', courseId] as const,
  overview: () => [...learningKeys.all, 'overview'] as const,
  /** The e-books the viewer is reading (continue reading). */
  reading: () => [...learningKeys.all, 'reading'] as const,
  ebookProgress: (ebookId: string) => [...learningKeys.all, 'ebook-progress', ebookId] as const,
  videoProgress: (b: BatchRef) =>
    [...learningKeys.all, 'batch-video-progress', b.monthYear, b.domain] as const,
};
