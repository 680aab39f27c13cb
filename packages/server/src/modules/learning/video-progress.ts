// Which batch videos a student watched and where a stored video stopped. Only students
// of the video's own batch may read or write it: the same rule as listBatchVideos.
import type { BatchVideoProgress, BatchVideoProgressUpdate } from '@campus/sdk/model';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext, BatchRef } from '../../context';
import { batchVideoProgress, batchVideos, type BatchVideoProgressRow } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { forbidden, notFound } from '../../http/errors';
import { sameBatch, studentBatch } from '../batches/public';

const OTHER_BATCH = 'You can only watch the videos of your own batch.';

const toDto = (r: BatchVideoProgressRow): BatchVideoProgress => ({
  videoId: r.videoId,
  watched: r.watched,
  positionSeconds: r.positionSeconds,
  updatedAt: r.updatedAt.toISOString(),
});

export class VideoProgressService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.db;
  }

  private async assertInBatch(user: Principal, b: BatchRef) {
    const own = await studentBatch(this.db, user.id);
    if (!own || !sameBatch(own, b)) throw forbidden(OTHER_BATCH);
  }

  async list(user: Principal, b: BatchRef): Promise<BatchVideoProgress[]> {
    await this.assertInBatch(user, b);
    const rows = await this.db
      .select({ p: batchVideoProgress })
      .from(batchVideoProgress)
      .innerJoin(batchVideos, eq(batchVideos.id, batchVideoProgress.videoId))
      .where(
        and(
          eq(batchVideoProgress.userId, user.id),
          eq(batchVideos.monthYear, b.monthYear),
          eq(batchVideos.domain, b.domain),
        ),
      );
    return rows.map((r) => toDto(r.p));
  }

  async save(
    user: Principal,
    videoId: string,
    input: BatchVideoProgressUpdate,
  ): Promise<BatchVideoProgress> {
    const [video] = await this.db
      .select({ monthYear: batchVideos.monthYear, domain: batchVideos.domain })
      .from(batchVideos)
      .where(eq(batchVideos.id, videoId));
    if (!video) throw notFound('Video not found.');
    await this.assertInBatch(user, video);
    const now = this.ctx.now();
    const [row] = await this.db
      .insert(batchVideoProgress)
      .values({
        userId: user.id,
        videoId,
        watched: input.watched ?? false,
        positionSeconds: input.positionSeconds ?? 0,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [batchVideoProgress.userId, batchVideoProgress.videoId],
        set: {
          watched: input.watched ?? sql`${batchVideoProgress.watched}`,
          positionSeconds: input.positionSeconds ?? sql`${batchVideoProgress.positionSeconds}`,
          updatedAt: now,
        },
      })
      .returning();
    return toDto(row!);
  }
}
