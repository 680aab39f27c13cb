import { listMentorStudentTaskStats } from '@campus/sdk';
import { queryOptions } from '@tanstack/react-query';
import { taskKeys } from '../../data/tasks/keys';

/** Under the tasks root on purpose: every task event that changes a standing refreshes this too. */
export const myStudentsQuery = () =>
  queryOptions({ queryKey: taskKeys.students(), queryFn: () => listMentorStudentTaskStats() });
