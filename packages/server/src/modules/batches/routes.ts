import type { AppContext, BatchRef } from '../../context';
import { me, type Handlers } from '../../http/router';
import { mentorBatchesOf } from './membership';
import { seedBatches } from '../../seed/batches';
import { BatchAssignmentsService } from './assignments';
import { BatchSummariesService } from './summaries';
import { BatchVideosService } from './videos';

interface Page {
  page: number;
  pageSize: number;
}

export function batchHandlers(ctx: AppContext): Handlers {
  const batches = new BatchSummariesService(ctx);
  const assignments = new BatchAssignmentsService(ctx);
  const videos = new BatchVideosService(ctx, batches);
  ctx.extensions.mentorBatches = (mentorId) => mentorBatchesOf(ctx.db, mentorId);
  // First, so other areas' seeds find the demo students assigned to their mentors.
  ctx.extensions.seeders.unshift((world) => seedBatches(world));
  ctx.extensions.userStats.push(async (user) =>
    user.role === 'mentor' ? { students: await batches.mentorStudentCount(user.id) } : {},
  );
  return {
    listBatches: (c) => batches.listBatches(me(c), c.query as unknown as Page & Partial<BatchRef>),
    getBatch: (c) => batches.getBatch(me(c), c.params as unknown as BatchRef),
    listBatchAssignments: (c) =>
      assignments.listAssignments(
        c.query as unknown as Page & {
          mentorId?: string;
          studentId?: string;
          monthYear?: string;
          domain?: string;
          search?: string;
        },
      ),
    assignStudentsToBatch: (c) =>
      assignments.assign(
        me(c),
        c.body as { mentorId: string; studentIds: string[]; monthYear: string; domain: string },
      ),
    listMentorBatchAssignments: (c) =>
      assignments.listForMentor(
        me(c),
        c.params.id ?? '',
        c.query as { monthYear?: string; domain?: string },
      ),
    listStudentBatchAssignments: (c) => assignments.listForStudent(me(c), c.params.id ?? ''),
    removeBatchAssignment: async (c) => {
      await assignments.remove(c.params.mentorId ?? '', c.params.studentId ?? '');
    },
    listBatchVideos: (c) => videos.listVideos(me(c), c.query as unknown as BatchRef),
    createBatchVideo: (c) =>
      videos.createVideo(me(c), c.body as Parameters<BatchVideosService['createVideo']>[1]),
    updateBatchVideo: (c) =>
      videos.updateVideo(
        me(c),
        c.params.id ?? '',
        c.body as Parameters<BatchVideosService['updateVideo']>[2],
      ),
    deleteBatchVideo: async (c) => {
      await videos.deleteVideo(me(c), c.params.id ?? '');
    },
  };
}
