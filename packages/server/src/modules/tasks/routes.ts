import type { AppContext } from '../../context';
import type { ReviewDecision, TaskStatus } from '../../db/schema/index';
import { unauthorized } from '../../http/errors';
import {
  me,
  type UntypedCall as Call,
  type UntypedHandler as Handler,
  type UntypedHandlers as Handlers,
} from '../../http/router'; // TEMPORARY (issue 25): see UntypedHandlers
import { seedTasks } from '../../seed/tasks';
import { contentDisposition, isInline } from './file-types';
import { MAX_FILE_BYTES, MAX_FILES_PER_REQUEST } from './files';
import { REMINDER_POLL_MS, TaskReminders } from './reminders';
import {
  TasksService,
  type CreateTaskInput,
  type ListTasksQuery,
  type ReviewQueueQuery,
  type StudentStatus,
  type SubmitInput,
  type UpdateTaskInput,
} from './service';

const SWEEP_MS = 15 * 60 * 1000;

export function taskHandlers(ctx: AppContext): Handlers {
  const svc = new TasksService(ctx);
  const reminders = new TaskReminders(ctx);
  ctx.extensions.jobs.push(
    {
      name: 'task-reminders',
      everyMs: REMINDER_POLL_MS,
      run: async () => void (await reminders.tick()),
    },
    {
      name: 'task-files-sweep',
      everyMs: SWEEP_MS,
      run: async () => void (await svc.files.sweep()),
    },
  );
  ctx.extensions.userStats.push(async (user) => ({ pendingTasks: await svc.pendingCount(user) }));
  ctx.extensions.seeders.push((world) => seedTasks(ctx, world));

  const uploadTaskFiles: Handler = (c) => svc.files.upload(me(c), c.fileList);
  uploadTaskFiles.options = {
    upload: { maxFileBytes: MAX_FILE_BYTES, maxFiles: MAX_FILES_PER_REQUEST },
  };

  const downloadFile: Handler = async (c: Call) => {
    const sig = (c.query as { sig?: unknown }).sig;
    const viewer =
      c.user ?? (typeof sig === 'string' ? await svc.files.verify(c.params.id ?? '', sig) : null);
    if (!viewer) throw unauthorized();
    const { row, stream, size } = await svc.files.open(viewer, c.params.id ?? '');
    const download = (c.query as { download?: boolean }).download === true;
    const type = row.contentType === 'text/plain' ? 'text/plain; charset=utf-8' : row.contentType;
    return c.reply
      .code(200)
      .header('content-type', type)
      .header('content-length', String(size))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private')
      .header(
        'content-disposition',
        contentDisposition(
          !download && isInline(row.contentType) ? 'inline' : 'attachment',
          row.name,
        ),
      )
      .send(stream);
  };
  downloadFile.options = { signedQuery: 'sig' };

  return {
    listTasks: (c) => svc.list(me(c), c.query as unknown as ListTasksQuery),
    createTask: (c) => svc.create(me(c), c.body as CreateTaskInput),
    listMentorTasks: (c) => svc.listMine(me(c), (c.query as { status?: TaskStatus }).status),
    listStudentTasks: (c) =>
      svc.listForStudent(me(c), (c.query as { myStatus?: StudentStatus }).myStatus),
    listMentorStudentTaskStats: (c) => svc.studentStats(me(c)),
    listReviewQueue: (c) => svc.reviewQueue(me(c), c.query as ReviewQueueQuery),
    uploadTaskFiles,
    getTask: (c) => svc.get(me(c), c.params.id ?? ''),
    updateTask: (c) => svc.update(me(c), c.params.id ?? '', c.body as UpdateTaskInput),
    deleteTask: async (c) => {
      await svc.remove(me(c), c.params.id ?? '', (c.query as { force?: boolean }).force === true);
    },
    setTaskStatus: (c) =>
      svc.setStatus(me(c), c.params.id ?? '', (c.body as { status: TaskStatus }).status),
    submitTask: (c) => svc.submit(me(c), c.params.id ?? '', c.body as SubmitInput),
    reviewTaskSubmission: (c) =>
      svc.review(
        me(c),
        c.params.id ?? '',
        c.params.submissionId ?? '',
        c.body as { status: ReviewDecision; comment?: string },
      ),
    downloadFile,
  };
}

export { TaskReminders };
