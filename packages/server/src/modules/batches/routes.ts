import type { AppContext, BatchRef } from '../../context';
import { me, type Handlers } from '../../http/router';
import { mentorBatchesOf } from './membership';
import { seedBatches } from '../../seed/batches';
import { BatchesService } from './service';

interface Page {
  page: number;
  pageSize: number;
}

export function batchHandlers(ctx: AppContext): Handlers {
  const svc = new BatchesService(ctx);
  ctx.extensions.mentorBatches = (mentorId) => mentorBatchesOf(ctx.db, mentorId);
  // First, so other areas' seeds find the demo students assigned to their mentors.
  ctx.extensions.seeders.unshift((world) => seedBatches(world));
  ctx.extensions.userStats.push(async (user) =>
    user.role === 'mentor' ? { students: await svc.mentorStudentCount(user.id) } : {},
  );
  return {
    listBatches: (c) => svc.listBatches(me(c), c.query as unknown as Page & Partial<BatchRef>),
    getBatch: (c) => svc.getBatch(me(c), c.params as unknown as BatchRef),
    listBatchAssignments: (c) =>
      svc.listAssignments(
        c.query as unknown as Page & {
          mentorId?: string;
          studentId?: string;
          monthYear?: string;
          domain?: string;
          search?: string;
        },
      ),
    assignStudentsToBatch: (c) =>
      svc.assign(
        me(c),
        c.body as { mentorId: string; studentIds: string[]; monthYear: string; domain: string },
      ),
    listMentorBatchAssignments: (c) =>
      svc.listForMentor(
        me(c),
        c.params.id ?? '',
        c.query as { monthYear?: string; domain?: string },
      ),
    listStudentBatchAssignments: (c) => svc.listForStudent(me(c), c.params.id ?? ''),
    removeBatchAssignment: async (c) => {
      await svc.remove(c.params.mentorId ?? '', c.params.studentId ?? '');
    },
    listBatchVideos: (c) => svc.listVideos(me(c), c.query as unknown as BatchRef),
    createBatchVideo: (c) =>
      svc.createVideo(me(c), c.body as Parameters<BatchesService['createVideo']>[1]),
    updateBatchVideo: (c) =>
      svc.updateVideo(
        me(c),
        c.params.id ?? '',
        c.body as Parameters<BatchesService['updateVideo']>[2],
      ),
    deleteBatchVideo: async (c) => {
      await svc.deleteVideo(me(c), c.params.id ?? '');
    },
  };
}
