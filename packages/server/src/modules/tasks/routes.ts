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
import { unauthorized } from '../../http/errors';
import { defineHandlers, me, type Handler, type Handlers } from '../../http/router';
import { seedTasks } from '../../seed/tasks';
import { contentDisposition, isInline } from './file-types';
import { TaskAccess } from './access';
import { TaskAuthoring } from './authoring';
import { TaskShapes } from './dto';
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

  const uploadTaskFiles: Handler<'uploadTaskFiles'> = (c) => files.upload(me(c), c.fileList);
  uploadTaskFiles.options = {
    upload: { maxFileBytes: MAX_FILE_BYTES, maxFiles: MAX_FILES_PER_REQUEST },
  };

  const downloadFile: Handler<'downloadFile'> = async (c) => {
    // `sig` is the contract's fileSignature security scheme, not a parameter: read from the request.
    const query = c.req.query;
    const sig =
      typeof query === 'object' && query !== null && 'sig' in query && typeof query.sig === 'string'
        ? query.sig
        : null;
    const viewer = c.user ?? (sig === null ? null : await files.verify(c.params.id, sig));
    if (!viewer) throw unauthorized();
    const { row, stream, size } = await files.open(viewer, c.params.id);
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
          !c.query.download && isInline(row.contentType) ? 'inline' : 'attachment',
          row.name,
        ),
      )
      .send(stream);
  };
  downloadFile.options = { signedQuery: 'sig' };

  return defineHandlers({
    listTasks: (c) => queries.list(me(c), c.query),
    createTask: (c) => authoring.create(me(c), c.body),
    listMentorTasks: (c) => queries.listMine(me(c), c.query),
    listStudentTasks: (c) => queries.listForStudent(me(c), c.query.myStatus),
    listMentorStudentTaskStats: (c) => queries.studentStats(me(c), c.query),
    listReviewQueue: (c) => queries.reviewQueue(me(c), c.query),
    uploadTaskFiles,
    getTask: (c) => queries.get(me(c), c.params.id),
    updateTask: (c) => authoring.update(me(c), c.params.id, c.body),
    deleteTask: (c) => authoring.remove(me(c), c.params.id, c.query.force),
    setTaskStatus: (c) => authoring.setStatus(me(c), c.params.id, c.body.status),
    submitTask: (c) => submissions.submit(me(c), c.params.id, c.body),
    reviewTaskSubmission: (c) =>
      submissions.review(me(c), c.params.id, c.params.submissionId, c.body),
    handOffTaskSubmission: (c) =>
      submissions.handOff(me(c), c.params.id, c.params.submissionId, c.body),
    downloadFile,
  });
}
