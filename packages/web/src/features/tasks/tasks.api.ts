import {
  createTask,
  deleteTask,
  setTaskStatus,
  type TaskStatus,
  getTask,
  listMentorTasks,
  listReviewQueue,
  listStudentTasks,
  reviewTaskSubmission,
  submitTask,
  type CreateTaskRequest,
  type ListMentorTasksParams,
  type ListReviewQueueParams,
  type SubmitTaskRequest,
  type TaskFeedbackRequest,
} from '@campus/sdk';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '../../data/dashboard/keys';
import { taskKeys } from '../../data/tasks/keys';

export const studentTasksQuery = () =>
  queryOptions({ queryKey: taskKeys.student(), queryFn: () => listStudentTasks() });

// Both lists page by cursor: the page shown stays while the next one loads.
export const mentorTasksQuery = (params: ListMentorTasksParams = {}) =>
  queryOptions({
    queryKey: taskKeys.mentor(params),
    queryFn: () => listMentorTasks(params),
    placeholderData: keepPreviousData,
  });

export const reviewQueueQuery = (params: ListReviewQueueParams = {}) =>
  queryOptions({
    queryKey: taskKeys.queue(params),
    queryFn: () => listReviewQueue(params),
    placeholderData: keepPreviousData,
  });

export const taskQuery = (id: string) =>
  queryOptions({ queryKey: taskKeys.detail(id), queryFn: () => getTask(id) });

/** Every write changes a task's standing somewhere: the desk, the queue, the dashboard. */
function useInvalidateTasks() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: taskKeys.all }),
      client.invalidateQueries({ queryKey: dashboardKeys.all }),
    ]);
}

export function useSubmitTask(taskId: string) {
  const invalidate = useInvalidateTasks();
  return useMutation({
    mutationFn: (body: SubmitTaskRequest) => submitTask(taskId, body),
    onSuccess: invalidate,
  });
}

export function useReviewSubmission(taskId: string, submissionId: string) {
  const invalidate = useInvalidateTasks();
  return useMutation({
    mutationFn: (body: TaskFeedbackRequest) => reviewTaskSubmission(taskId, submissionId, body),
    onSuccess: invalidate,
  });
}

export function useCreateTask() {
  const invalidate = useInvalidateTasks();
  return useMutation({
    mutationFn: (body: CreateTaskRequest) => createTask(body),
    onSuccess: invalidate,
  });
}

export function useSetTaskStatus(taskId: string) {
  const invalidate = useInvalidateTasks();
  return useMutation({
    mutationFn: (status: TaskStatus) => setTaskStatus(taskId, { status }),
    onSuccess: invalidate,
  });
}

export function useDeleteTask(taskId: string) {
  const invalidate = useInvalidateTasks();
  return useMutation({ mutationFn: () => deleteTask(taskId), onSuccess: invalidate });
}
