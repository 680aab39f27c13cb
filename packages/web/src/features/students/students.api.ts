import { listMentorStudentTaskStats } from '@campus/sdk';
import { queryOptions } from '@tanstack/react-query';

/** Under ['tasks'] on purpose: every task event that changes a standing refreshes this too. */
export const studentKeys = {
  all: ['tasks', 'mentor-students'] as const,
};

export const myStudentsQuery = () =>
  queryOptions({ queryKey: studentKeys.all, queryFn: () => listMentorStudentTaskStats() });
