// Live classes: what a user may do (permissions, join refusal) and the checks and events every
// write shares (host lock, the host's calendar, batch).
import type {
  LiveClassEventClass,
  LiveClassEventName,
  LiveClassPermissions,
  NotifyingEventFields,
} from '@campus/sdk/model';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { users, type LiveClassRow } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { notFound } from '../../http/errors';
import { batchReason } from '../../lib/batch-ref';
import type { NotificationSentence, ServerEvent } from '../../realtime/hub';
import { batchStudentIds, mentorBatchesOf, studentBatch } from '../batches/public';
import { assertCalendarFree, lockCalendar } from '../bookings/public';
import { isoSeconds, MINUTE } from './time';
import {
  JOIN_OPENS_MINUTES,
  endOf,
  joinOpensAt,
  startOpensAt,
  batchOf,
  type LiveClassShapes,
} from './dto';

export class LiveClassAccess {
  constructor(
    private readonly ctx: AppContext,
    private readonly shapes: LiveClassShapes,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  // ------------------------------------------------------------------ permissions

  async permissions(user: Principal, classId?: string): Promise<LiveClassPermissions> {
    const role = user.role;
    const base: LiveClassPermissions = {
      role,
      canCreate:
        role === 'admin' ||
        (role === 'mentor' && (await mentorBatchesOf(this.db, user.id)).length > 0),
      canStart: role === 'admin' || role === 'mentor',
      canEnd: role === 'admin' || role === 'mentor',
      canJoin: role === 'student' && !!(await studentBatch(this.db, user.id)),
      canViewAttendance: role === 'admin' || role === 'mentor',
      canManageAll: role === 'admin',
    };
    if (!classId) return base;
    const { row, access } = await this.shapes.visible(user, classId);
    const now = this.ctx.now();
    const manages = role === 'admin' || row.hostId === user.id;
    const result: LiveClassPermissions = {
      ...base,
      canStart: manages && row.status === 'scheduled' && now >= startOpensAt(row),
      canEnd: manages && row.status === 'live',
      canJoin: false,
      canViewAttendance: access === 'full',
    };
    if (access === 'student') {
      const refusal = this.joinRefusal(row, now);
      result.canJoin = refusal === null;
      if (refusal) {
        result.reason = refusal;
        if (row.status === 'scheduled' && now < joinOpensAt(row))
          result.joinOpensAt = joinOpensAt(row).toISOString();
      }
    } else {
      result.reason = 'Only students of the class’s batch join classes.';
    }
    return result;
  }

  /** Why a student cannot join now, or null when they can. */
  joinRefusal(row: LiveClassRow, now: Date): string | null {
    if (this.shapes.joinOpen(row, now)) return null;
    if (row.status === 'ended') return 'This class has ended.';
    if (now >= endOf(row)) return 'This class’s scheduled time has passed.';
    return `Joining opens at ${isoSeconds(joinOpensAt(row))}, ${JOIN_OPENS_MINUTES} minutes before the class starts.`;
  }

  // ------------------------------------------------------------------ writing

  /**
   * Serialises changes to one host's calendar: the host's user row, the lock bookings' accepts and
   * group sessions hold for the same check (modules/bookings calendar.ts). PGlite is serial anyway.
   */
  async lockHost(tx: Tx, hostId: string) {
    await lockCalendar(tx, hostId);
  }

  /**
   * Refuses a time the host's calendar already holds: another class they host, a session they
   * accepted, or either within the buffer the host published (the bookings area's one check).
   */
  async assertHostFree(
    tx: Tx,
    hostId: string,
    start: Date,
    minutes: number,
    exceptId?: string,
    hostIsCaller = true,
  ) {
    const [host] = await tx
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.id, hostId))
      .limit(1);
    if (!host) throw notFound('Host not found.');
    const end = new Date(start.getTime() + minutes * MINUTE);
    await assertCalendarFree(tx, host, start, end, {
      self: hostIsCaller,
      except: exceptId ? { liveClassId: exceptId } : {},
    });
  }

  event(
    name: LiveClassEventName,
    row: LiveClassRow,
    message: NotificationSentence,
    extra: Omit<NotifyingEventFields[LiveClassEventName], 'liveClass'> = {},
    withLink = false,
  ): ServerEvent<LiveClassEventName> {
    const liveClass: LiveClassEventClass = {
      _id: row.id,
      title: row.title,
      startTime: row.startTime.toISOString(),
      durationMinutes: row.durationMinutes,
      timezone: row.timezone,
      status: row.status,
    };
    if (withLink) liveClass.meetingLink = row.meetingLink;
    const batch = batchOf(row);
    // Attendance goes to the host; everything else to the class's batch.
    const toHost = name === 'student_joined_class' || name === 'student_left_class';
    return {
      name,
      type: 'live_class',
      ...(typeof message === 'string' ? { message } : message),
      reason: toHost ? `because you host "${row.title}"` : batchReason(batch),
      about: { batch },
      entityId: row.id,
      link: '/live-class',
      payload: { liveClass, ...extra },
    };
  }

  async toBatch(
    tx: Tx,
    row: LiveClassRow,
    name: LiveClassEventName,
    message: NotificationSentence,
    extra: Omit<NotifyingEventFields[LiveClassEventName], 'liveClass'> = {},
    withLink = false,
  ) {
    const students = await batchStudentIds(tx, batchOf(row));
    return this.ctx.hub.prepare(tx, students, this.event(name, row, message, extra, withLink));
  }
}
