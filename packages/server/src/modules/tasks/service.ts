// Tasks: mentors set work for their students or a whole batch; students submit attempts; the owner
// reviews each pending attempt once. Per-student status is derived from the latest attempt and the
// due date (never stored). Every write runs in one transaction; events are stored as notifications in
// it and delivered after the commit (realtime hub).
//
// Split by use case (modules/courses is the template): dto (shapes) → access (ownership, checks) →
// queries (reads) → authoring (mentor writes) → submissions (submit, review). Each layer extends
// the one before it, so the routes keep one TasksService.
export { TasksService } from './submissions';
export {
  deriveStatus,
  taskEventTask,
  type CreateTaskInput,
  type ListTasksQuery,
  type ReviewQueueQuery,
  type StudentStatus,
  type SubmitInput,
  type TaskCounts,
  type UpdateTaskInput,
} from './dto';
export type { FileRef } from './files';
