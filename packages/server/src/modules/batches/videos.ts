// Batch videos: recordings of a batch's classes, managed by admins and the batch's mentors and
// watched by its students.
import type {
  BatchVideo,
  BatchVideoCreateRequest,
  BatchVideoUpdateRequest,
} from '@campus/sdk/model';
import { and, asc, eq, max } from 'drizzle-orm';
import type { AppContext, BatchRef } from '../../context';
import { batchVideos, liveClasses, type BatchVideoRow } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { fieldError, forbidden, notFound } from '../../http/errors';
import { peopleById } from '../../lib/people';
import { mentorsBatch } from './membership';
import type { BatchSummariesService } from './summaries';
import { anyOf } from '../../db/any-of';

export class BatchVideosService {
  constructor(
    private readonly ctx: AppContext,
    private readonly batches: BatchSummariesService,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  private async toVideos(rows: BatchVideoRow[]): Promise<BatchVideo[]> {
    const people = await peopleById(
      this.db,
      rows.map((r) => r.addedBy),
    );
    const classIds = [...new Set(rows.flatMap((r) => (r.liveClassId ? [r.liveClassId] : [])))];
    const classes = new Map(
      (classIds.length
        ? await this.db
            .select({
              id: liveClasses.id,
              title: liveClasses.title,
              startTime: liveClasses.startTime,
              timezone: liveClasses.timezone,
            })
            .from(liveClasses)
            .where(anyOf(liveClasses.id, classIds))
        : []
      ).map((c) => [c.id, c]),
    );
    return rows.map((r) => {
      const dto: BatchVideo = {
        _id: r.id,
        monthYear: r.monthYear,
        domain: r.domain,
        title: r.title,
        videoUrl: r.videoUrl,
        order: r.order,
        addedBy: people.get(r.addedBy) ?? { _id: r.addedBy, name: 'Former member', role: 'admin' },
        createdAt: r.createdAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
      };
      if (r.description) dto.description = r.description;
      if (r.durationMinutes) dto.durationMinutes = r.durationMinutes;
      const lc = r.liveClassId ? classes.get(r.liveClassId) : undefined;
      if (lc)
        dto.liveClass = {
          _id: lc.id,
          title: lc.title,
          startTime: lc.startTime.toISOString(),
          timezone: lc.timezone,
        };
      return dto;
    });
  }

  async listVideos(caller: Principal, b: BatchRef): Promise<BatchVideo[]> {
    if (!(await this.batches.canRead(caller, b)))
      throw forbidden('You can only watch the videos of your own batch.');
    const rows = await this.db
      .select()
      .from(batchVideos)
      .where(and(eq(batchVideos.monthYear, b.monthYear), eq(batchVideos.domain, b.domain)))
      .orderBy(asc(batchVideos.order), asc(batchVideos.createdAt), asc(batchVideos.id));
    return this.toVideos(rows);
  }

  /** A recording belongs to a class of its own batch; null/undefined pass through. */
  private async checkClass(b: BatchRef, liveClassId: string | null | undefined) {
    if (!liveClassId) return;
    const [c] = await this.db
      .select({ monthYear: liveClasses.monthYear, domain: liveClasses.domain })
      .from(liveClasses)
      .where(eq(liveClasses.id, liveClassId));
    if (!c || c.monthYear !== b.monthYear || c.domain !== b.domain)
      throw fieldError('liveClassId', 'Choose a live class of this batch');
  }

  private async assertManages(caller: Principal, b: BatchRef) {
    if (caller.role === 'admin') return;
    if (!(await mentorsBatch(this.db, caller.id, b)))
      throw forbidden('You can only manage the videos of batches you mentor.');
  }

  async createVideo(caller: Principal, input: BatchVideoCreateRequest): Promise<BatchVideo> {
    const b = { monthYear: input.monthYear, domain: input.domain };
    await this.assertManages(caller, b);
    await this.checkClass(b, input.liveClassId);
    const now = this.ctx.now();
    const row = await this.db.transaction(async (tx) => {
      let order = input.order;
      if (order === undefined) {
        const [last] = await tx
          .select({ o: max(batchVideos.order) })
          .from(batchVideos)
          .where(and(eq(batchVideos.monthYear, b.monthYear), eq(batchVideos.domain, b.domain)));
        order = last?.o === null || last?.o === undefined ? 0 : last.o + 1;
      }
      const [r] = await tx
        .insert(batchVideos)
        .values({
          ...b,
          title: input.title.trim(),
          description: input.description ?? null,
          videoUrl: input.videoUrl,
          durationMinutes: input.durationMinutes ?? null,
          liveClassId: input.liveClassId ?? null,
          order,
          addedBy: caller.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return r!;
    });
    return (await this.toVideos([row]))[0]!;
  }

  private async videoFor(caller: Principal, id: string): Promise<BatchVideoRow> {
    const [row] = await this.db.select().from(batchVideos).where(eq(batchVideos.id, id)).limit(1);
    if (!row) throw notFound('Video not found.');
    await this.assertManages(caller, row);
    return row;
  }

  async updateVideo(
    caller: Principal,
    id: string,
    input: BatchVideoUpdateRequest,
  ): Promise<BatchVideo> {
    const current = await this.videoFor(caller, id);
    await this.checkClass(current, input.liveClassId);
    const set: Partial<typeof batchVideos.$inferInsert> = { updatedAt: this.ctx.now() };
    if (input.title !== undefined) set.title = input.title.trim();
    if (input.description !== undefined) set.description = input.description;
    if (input.videoUrl !== undefined) set.videoUrl = input.videoUrl;
    if (input.durationMinutes !== undefined) set.durationMinutes = input.durationMinutes;
    if (input.order !== undefined) set.order = input.order;
    if (input.liveClassId !== undefined) set.liveClassId = input.liveClassId;
    const [row] = await this.db
      .update(batchVideos)
      .set(set)
      .where(eq(batchVideos.id, id))
      .returning();
    if (!row) throw notFound('Video not found.');
    return (await this.toVideos([row]))[0]!;
  }

  async deleteVideo(caller: Principal, id: string): Promise<void> {
    await this.videoFor(caller, id);
    await this.db.delete(batchVideos).where(eq(batchVideos.id, id));
  }
}
