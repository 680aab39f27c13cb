// Tasks: mentors set work for their students or a whole batch; students submit attempts; the owner
// reviews each pending attempt once. Per-student status is derived from the latest attempt and the
// due date (never stored). Every write runs in one transaction; events are stored as notifications in
// it and delivered after the commit (realtime hub).
//
// Composed by use case (modules/courses is the template): the shapes (dto.ts) and the access checks
// (access.ts) are built once and handed to the reads (queries.ts), the mentor's writes
// (authoring.ts) and the students' attempts and their review (submissions.ts); files.ts stores the
// uploads they share, reminders.ts sends the due-date notices.
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
import { TaskAccess } from './access';
import { TaskAuthoring } from './authoring';
import {
  TaskShapes,
  type CreateTaskInput,
  type ListTasksQuery,
  type ReviewQueueQuery,
  type StudentStatus,
  type SubmitInput,
  type UpdateTaskInput,
} from './dto';
import { FileStore, MAX_FILE_BYTES, MAX_FILES_PER_REQUEST } from './files';
import { TaskQueries } from './queries';
import { REMINDER_POLL_MS, TaskReminders } from './reminders';
import { TaskSubmissions } from './submissions';

const SWEEP_MS = 15 * 60 * 1000;

export function taskHandlers(ctx: AppContext): Handlers {
  const files = new FileStore(ctx);
  const access = new TaskAccess(ctx);
  const shapes = new TaskShapes(ctx, files);
  const queries = new TaskQueries(ctx, access, shapes);
  const authoring = new TaskAuthoring(ctx, access, shapes, files);
  const submissions = new TaskSubmissions(ctx, access, shapes, files);
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
      run: async () => void (await files.sweep()),
    },
  );
  ctx.extensions.userStats.push(async (user) => ({
    pendingTasks: await queries.pendingCount(user),
  }));
  ctx.extensions.seeders.push((world) => seedTasks(ctx, world));

  const uploadTaskFiles: Handler = (c) => files.upload(me(c), c.fileList);
  uploadTaskFiles.options = {
    upload: { maxFileBytes: MAX_FILE_BYTES, maxFiles: MAX_FILES_PER_REQUEST },
  };

  const downloadFile: Handler = async (c: Call) => {
    const sig = (c.query as { sig?: unknown }).sig;
    const viewer =
      c.user ?? (typeof sig === 'string' ? await files.verify(c.params.id ?? '', sig) : null);
    if (!viewer) throw unauthorized();
    const { row, stream, size } = await files.open(viewer, c.params.id ?? '');
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
    listTasks: (c) => queries.list(me(c), c.query as unknown as ListTasksQuery),
    createTask: (c) => authoring.create(me(c), c.body as CreateTaskInput),
    listMentorTasks: (c) => queries.listMine(me(c), (c.query as { status?: TaskStatus }).status),
    listStudentTasks: (c) =>
      queries.listForStudent(me(c), (c.query as { myStatus?: StudentStatus }).myStatus),
    listMentorStudentTaskStats: (c) => queries.studentStats(me(c)),
    listReviewQueue: (c) => queries.reviewQueue(me(c), c.query as ReviewQueueQuery),
    uploadTaskFiles,
    getTask: (c) => queries.get(me(c), c.params.id ?? ''),
    updateTask: (c) => authoring.update(me(c), c.params.id ?? '', c.body as UpdateTaskInput),
    deleteTask: async (c) => {
      await authoring.remove(
        me(c),
        c.params.id ?? '',
        (c.query as { force?: boolean }).force === true,
      );
    },
    setTaskStatus: (c) =>
      authoring.setStatus(me(c), c.params.id ?? '', (c.body as { status: TaskStatus }).status),
    submitTask: (c) => submissions.submit(me(c), c.params.id ?? '', c.body as SubmitInput),
    reviewTaskSubmission: (c) =>
      submissions.review(
        me(c),
        c.params.id ?? '',
        c.params.submissionId ?? '',
        c.body as { status: ReviewDecision; comment?: string },
      ),
    downloadFile,
  };
}
