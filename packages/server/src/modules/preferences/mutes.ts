// Muted courses and batches: nothing about them reaches the person on any channel (except the
// account and payment kind). The router reads them per notification (routing.ts); here the person
// lists, adds and lifts their own.
import type { NotificationMute, NotificationMuteCreate } from '@campus/sdk/model';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { courses, notificationMutes, type NotificationMuteRow } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { fieldError, notFound } from '../../http/errors';
import { batchLabel } from '../../lib/batch-ref';
import { assertOwn } from './own';

const toMute = (r: NotificationMuteRow, courseTitle: string | null): NotificationMute => {
  const base = { _id: r.id, scope: r.scope, createdAt: r.createdAt.toISOString() };
  if (r.scope === 'course') return { ...base, courseId: r.courseId!, label: courseTitle ?? '' };
  const batch = { monthYear: r.batchMonthYear!, domain: r.batchDomain! };
  return { ...base, batch, label: batchLabel(batch) };
};

export class MuteList {
  constructor(private readonly ctx: AppContext) {}

  /** A person's mutes, oldest first. */
  async of(userId: string): Promise<NotificationMute[]> {
    const rows = await this.ctx.db
      .select({ mute: notificationMutes, title: courses.title })
      .from(notificationMutes)
      .leftJoin(courses, eq(courses.id, notificationMutes.courseId))
      .where(eq(notificationMutes.userId, userId))
      .orderBy(asc(notificationMutes.createdAt), asc(notificationMutes.id));
    return rows.map((r) => toMute(r.mute, r.title));
  }

  /** Mutes a course or batch; answers whether it is a new mute, and the mute. */
  async add(
    user: Principal,
    userId: string,
    input: NotificationMuteCreate,
  ): Promise<{ created: boolean; mute: NotificationMute }> {
    assertOwn(user, userId);
    const { scope, courseId, batch } = input;
    if (scope === 'course' && !courseId)
      throw fieldError('courseId', 'Say which course to mute (courseId)');
    if (scope === 'batch' && !batch) throw fieldError('batch', 'Say which batch to mute (batch)');
    if (scope === 'course' && batch)
      throw fieldError('batch', 'A course mute names a course only, not a batch');
    if (scope === 'batch' && courseId)
      throw fieldError('courseId', 'A batch mute names a batch only, not a course');

    let title: string | null = null;
    if (courseId) {
      const [course] = await this.ctx.db
        .select({ title: courses.title })
        .from(courses)
        .where(eq(courses.id, courseId));
      if (!course) throw notFound('Course not found.');
      title = course.title;
    }
    const values = {
      userId,
      scope,
      courseId: courseId ?? null,
      batchMonthYear: batch?.monthYear ?? null,
      batchDomain: batch?.domain ?? null,
    };
    const [created] = await this.ctx.db
      .insert(notificationMutes)
      .values(values)
      .onConflictDoNothing()
      .returning();
    if (created) return { created: true, mute: toMute(created, title) };
    const m = notificationMutes;
    const [existing] = await this.ctx.db
      .select()
      .from(m)
      .where(
        and(
          eq(m.userId, userId),
          eq(m.scope, scope),
          courseId
            ? eq(m.courseId, courseId)
            : and(eq(m.batchMonthYear, batch!.monthYear), eq(m.batchDomain, batch!.domain)),
        ),
      );
    if (!existing) throw new Error('mute neither written nor found');
    return { created: false, mute: toMute(existing, title) };
  }

  async remove(user: Principal, userId: string, muteId: string): Promise<void> {
    assertOwn(user, userId);
    const gone = await this.ctx.db
      .delete(notificationMutes)
      .where(and(eq(notificationMutes.id, muteId), eq(notificationMutes.userId, userId)))
      .returning({ id: notificationMutes.id });
    if (gone.length === 0) throw notFound('Mute not found.');
  }
}
