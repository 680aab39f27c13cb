// Live classes: scheduling (create, update, cancel), in one transaction each.
import type { LiveClass, LiveClassCreateRequest, LiveClassUpdateRequest } from '@campus/sdk/model';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { liveClasses, users, type LiveClassStatus } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { conflict, fieldError, forbidden } from '../../http/errors';
import type { Delivery } from '../../realtime/hub';
import { mentorsBatch, sameBatch } from '../batches/public';
import { rememberCancelledClasses } from '../calendar/public';
import { assertTimeZone, writtenTime } from '../../lib/time-zone';
import { type LiveClassShapes, batchOf, reminderFor } from './dto';
import { assertEndsInRange } from './time';
import type { LiveClassAccess } from './access';
import { isWorkingMentor } from '../../lib/mentor-review';

export class LiveClassScheduling {
  constructor(
    private readonly ctx: AppContext,
    private readonly shapes: LiveClassShapes,
    private readonly access: LiveClassAccess,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  async create(user: Principal, input: LiveClassCreateRequest): Promise<LiveClass> {
    const now = this.ctx.now();
    assertTimeZone(input.timezone);
    const start = new Date(input.startTime);
    if (!(start.getTime() > now.getTime()))
      throw fieldError('startTime', 'Start time must be in the future');
    assertEndsInRange(start, input.durationMinutes);
    let hostId = user.id;
    if (user.role === 'mentor') {
      if (input.hostId && input.hostId !== user.id)
        throw forbidden('Only an admin can schedule a class for another host.');
      if (!(await mentorsBatch(this.db, user.id, input.batch))) {
        throw forbidden('You can only schedule classes for batches you mentor.');
      }
    } else if (input.hostId && input.hostId !== user.id) {
      const [host] = await this.db
        .select({ role: users.role, isActive: users.isActive, mentorStatus: users.mentorStatus })
        .from(users)
        .where(eq(users.id, input.hostId))
        .limit(1);
      if (!host || !isWorkingMentor(host))
        throw fieldError('hostId', 'hostId must be an active mentor account');
      hostId = input.hostId;
    }
    let delivery: Delivery | undefined;
    const row = await this.db.transaction(async (tx) => {
      await this.access.lockHost(tx, hostId);
      await this.access.assertHostFree(
        tx,
        hostId,
        start,
        input.durationMinutes,
        undefined,
        hostId === user.id,
      );
      const [r] = await tx
        .insert(liveClasses)
        .values({
          title: input.title.trim(),
          description: input.description ?? null,
          monthYear: input.batch.monthYear,
          domain: input.batch.domain,
          startTime: start,
          durationMinutes: input.durationMinutes,
          timezone: input.timezone,
          meetingLink: input.meetingLink,
          hostId,
          reminderAt: reminderFor(start, now),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const created = r!;
      const time = writtenTime(created.startTime, created.timezone);
      delivery = await this.access.toBatch(tx, created, 'live_class_created', {
        message: `New live class: ${created.title} on ${time.text}`,
        time,
      });
      return created;
    });
    if (delivery) this.ctx.hub.deliver(delivery);
    return this.shapes.dto(row, user, 'full');
  }

  async update(user: Principal, id: string, input: LiveClassUpdateRequest): Promise<LiveClass> {
    const { row } = await this.shapes.managed(user, id);
    if (row.status === 'ended')
      throw conflict('This class has ended and can no longer be changed.');
    if (row.status === 'live') {
      const locked = (['batch', 'startTime', 'durationMinutes', 'timezone'] as const).filter(
        (k) => input[k] !== undefined,
      );
      if (locked.length) {
        throw conflict(
          `While a class is live only its title, description and meeting link can change (not ${locked.join(', ')}).`,
        );
      }
    }
    const now = this.ctx.now();
    if (input.timezone !== undefined) assertTimeZone(input.timezone);
    const start = input.startTime !== undefined ? new Date(input.startTime) : row.startTime;
    if (input.startTime !== undefined && !(start.getTime() > now.getTime())) {
      throw fieldError('startTime', 'Start time must be in the future');
    }
    if (input.batch && !sameBatch(input.batch, batchOf(row)) && user.role !== 'admin') {
      if (!(await mentorsBatch(this.db, row.hostId, input.batch))) {
        throw forbidden('The host can only move a class to a batch they mentor.');
      }
    }
    const set: Partial<typeof liveClasses.$inferInsert> = { updatedAt: now };
    if (input.title !== undefined) set.title = input.title.trim();
    if (input.description !== undefined) set.description = input.description;
    if (input.meetingLink !== undefined) set.meetingLink = input.meetingLink;
    if (input.timezone !== undefined) set.timezone = input.timezone;
    if (input.batch) {
      set.monthYear = input.batch.monthYear;
      set.domain = input.batch.domain;
    }
    const minutes = input.durationMinutes ?? row.durationMinutes;
    assertEndsInRange(start, minutes);
    if (input.durationMinutes !== undefined) set.durationMinutes = input.durationMinutes;
    const moved = input.startTime !== undefined && start.getTime() !== row.startTime.getTime();
    if (input.startTime !== undefined) {
      set.startTime = start;
      if (moved) set.reminderAt = reminderFor(start, now);
    }
    const updated = await this.db.transaction(async (tx) => {
      if (moved || input.durationMinutes !== undefined) {
        await this.access.lockHost(tx, row.hostId);
        await this.access.assertHostFree(
          tx,
          row.hostId,
          start,
          minutes,
          row.id,
          row.hostId === user.id,
        );
      }
      // The status guard makes a concurrent start/end win cleanly: then this change answers 409.
      const allowed: LiveClassStatus[] = row.status === 'live' ? ['live'] : ['scheduled'];
      const [r] = await tx
        .update(liveClasses)
        .set(set)
        .where(and(eq(liveClasses.id, id), inArray(liveClasses.status, allowed)))
        .returning();
      if (!r) throw conflict('This class changed status meanwhile; reload it and try again.');
      return r;
    });
    return this.shapes.dto(updated, user, 'full');
  }

  async cancel(user: Principal, id: string): Promise<void> {
    const { row } = await this.shapes.managed(user, id);
    if (row.status === 'live')
      throw conflict('This class is live; end it instead of cancelling it.');
    if (row.status === 'ended')
      throw conflict('An ended class is a record of attendance and cannot be cancelled.');
    // The class's row goes; the calendar keeps what feeds need to mark it cancelled.
    await this.db.transaction(async (tx) => {
      const gone = await tx
        .delete(liveClasses)
        .where(and(eq(liveClasses.id, id), eq(liveClasses.status, 'scheduled')))
        .returning();
      if (!gone.length)
        throw conflict('This class has just started; end it instead of cancelling it.');
      await rememberCancelledClasses(tx, gone, this.ctx.now());
    });
  }
}
