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
import { refreshAfter, type Change } from '../../data/changes';
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

/**
 * Every write changes a task's standing somewhere: the desk, the queue, the dashboard, the
 * gradebook (data/changes.ts says which).
 */
function useRefreshAfter() {
  const client = useQueryClient();
  return (change: Change) => refreshAfter(client, change);
}

export function useSubmitTask(taskId: string) {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (body: SubmitTaskRequest) => submitTask(taskId, body),
    onSuccess: () => refresh('task.submitted'),
  });
}

export function useReviewSubmission(taskId: string, submissionId: string) {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (body: TaskFeedbackRequest) => reviewTaskSubmission(taskId, submissionId, body),
    onSuccess: (_, body) => refresh(body.status === 'approved' ? 'task.approved' : 'task.returned'),
  });
}

export function useCreateTask() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (body: CreateTaskRequest) => createTask(body),
    onSuccess: () => refresh('task.changed'),
  });
}

export function useSetTaskStatus(taskId: string) {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (status: TaskStatus) => setTaskStatus(taskId, { status }),
    onSuccess: () => refresh('task.changed'),
  });
}

export function useDeleteTask(taskId: string) {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: () => deleteTask(taskId),
    onSuccess: () => refresh('task.changed'),
  });
}
