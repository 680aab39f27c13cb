import type { AppContext } from '../../context';
import { defineHandlers, me, type Handlers } from '../../http/router';
import { mentorBatchesOf } from './membership';
import { seedBatches } from '../../seed/batches';
import { BatchAssignmentsService } from './assignments';
import { BatchRosterService } from './roster';
import { BatchSummariesService } from './summaries';
import { BatchVideosService } from './videos';

export function batchHandlers(ctx: AppContext): Handlers {
  const batches = new BatchSummariesService(ctx);
  const assignments = new BatchAssignmentsService(ctx);
  const videos = new BatchVideosService(ctx, batches);
  const roster = new BatchRosterService(ctx);
  ctx.extensions.mentorBatches = (mentorId) => mentorBatchesOf(ctx.db, mentorId);
  // First, so other areas' seeds find the demo students assigned to their mentors.
  ctx.extensions.seeders.unshift((world) => seedBatches(world));
  ctx.extensions.userStats.push(async (user) =>
    user.role === 'mentor' ? { students: await batches.mentorStudentCount(user.id) } : {},
  );
  return defineHandlers({
    listBatches: (c) => batches.listBatches(me(c), c.query),
    getBatch: (c) => batches.getBatch(me(c), c.params),
    listBatchMentors: (c) => roster.list(me(c), c.params),
    setBatchMentor: (c) =>
      roster.set(
        me(c),
        { monthYear: c.params.monthYear, domain: c.params.domain },
        c.params.mentorId,
        c.body,
      ),
    listBatchAssignments: (c) => assignments.listAssignments(c.query),
    assignStudentsToBatch: (c) => assignments.assign(me(c), c.body),
    listMentorBatchAssignments: (c) => assignments.listForMentor(me(c), c.params.id, c.query),
    listStudentBatchAssignments: (c) => assignments.listForStudent(me(c), c.params.id),
    removeBatchAssignment: async (c) => {
      await assignments.remove(c.params.mentorId, c.params.studentId);
    },
    listBatchVideos: (c) => videos.listVideos(me(c), c.query),
    createBatchVideo: (c) => videos.createVideo(me(c), c.body),
    updateBatchVideo: (c) => videos.updateVideo(me(c), c.params.id, c.body),
    deleteBatchVideo: async (c) => {
      await videos.deleteVideo(me(c), c.params.id);
    },
  });
}
