import type { ListMentorTasksParams, ListReviewQueueParams } from '@campus/sdk';

/**
 * Everything task-shaped the screens read, so a task change (data/changes.ts), made here or heard
 * from the socket, invalidates exactly what the screens show: the desk, the task pages, the review
 * queue and a mentor's students with their standing.
 */
export const taskKeys = {
  all: ['tasks'] as const,
  student: () => [...taskKeys.all, 'student'] as const,
  /** One page of the mentor's tasks (paged by cursor). */
  mentor: (params: ListMentorTasksParams = {}) => [...taskKeys.all, 'mentor', params] as const,
  queue: (params: ListReviewQueueParams = {}) => [...taskKeys.all, 'queue', params] as const,
  detail: (id: string) => [...taskKeys.all, 'detail', id] as const,
  /** A mentor's students with approved / waiting / overdue: every task event changes a standing. */
  students: () => [...taskKeys.all, 'mentor-students'] as const,
  /** The students a mentor may set a task for (their roster). */
  roster: (mentorId: string) => [...taskKeys.students(), mentorId] as const,
};
