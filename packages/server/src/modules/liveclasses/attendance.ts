// Live classes: students join and leave (attendance), and socket room admission.
import type { LiveClassAttendee, LiveClassJoinResult } from '@campus/sdk/model';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { liveClassAttendees, liveClasses, users, type LiveClassRow } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { conflict, notFound } from '../../http/errors';
import type { Delivery } from '../../realtime/hub';
import { personColumns, toPerson } from '../../lib/people';
import type { LiveClassAccess } from './access';
import { batchOf, type LiveClassShapes } from './dto';
import { sameBatch } from '../batches/public';

export class LiveClassAttendance {
  constructor(
    private readonly ctx: AppContext,
    private readonly shapes: LiveClassShapes,
    private readonly access: LiveClassAccess,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  private async studentsClass(user: Principal, id: string): Promise<LiveClassRow> {
    const { row, access } = await this.shapes.visible(user, id);
    if (access !== 'student') throw notFound('Live class not found.');
    return row;
  }

  private async attendance(
    q: Queryable,
    classId: string,
    studentId: string,
  ): Promise<LiveClassAttendee | null> {
    const [a] = await q
      .select({
        joinedAt: liveClassAttendees.joinedAt,
        leftAt: liveClassAttendees.leftAt,
        ...personColumns,
      })
      .from(liveClassAttendees)
      .innerJoin(users, eq(users.id, liveClassAttendees.studentId))
      .where(
        and(eq(liveClassAttendees.classId, classId), eq(liveClassAttendees.studentId, studentId)),
      )
      .limit(1);
    if (!a) return null;
    const dto: LiveClassAttendee = { student: toPerson(a), joinedAt: a.joinedAt.toISOString() };
    if (a.leftAt) dto.leftAt = a.leftAt.toISOString();
    return dto;
  }

  async join(user: Principal, id: string): Promise<LiveClassJoinResult> {
    const row = await this.studentsClass(user, id);
    const now = this.ctx.now();
    const refusal = this.access.joinRefusal(row, now);
    if (refusal) throw conflict(refusal);
    let delivery: Delivery | undefined;
    const { attendance, current } = await this.db.transaction(async (tx) => {
      // Read again under a share lock: an end (or the host being stopped) that committed since the
      // read above is seen here and refused; one still to come waits for this join and then
      // closes its attendance with everyone else's.
      const [current] = await tx
        .select()
        .from(liveClasses)
        .where(eq(liveClasses.id, id))
        .limit(1)
        .for('share');
      // (Moved to another batch meanwhile: no longer this student's class.)
      if (!current || !sameBatch(batchOf(current), batchOf(row)))
        throw notFound('Live class not found.');
      const closed = this.access.joinRefusal(current, now);
      if (closed) throw conflict(closed);
      const first = await tx
        .insert(liveClassAttendees)
        .values({ classId: id, studentId: user.id, joinedAt: now })
        .onConflictDoNothing()
        .returning({ joinedAt: liveClassAttendees.joinedAt });
      const rejoined = first.length
        ? []
        : await tx
            .update(liveClassAttendees)
            .set({ leftAt: null })
            .where(
              and(
                eq(liveClassAttendees.classId, id),
                eq(liveClassAttendees.studentId, user.id),
                isNotNull(liveClassAttendees.leftAt),
              ),
            )
            .returning({ joinedAt: liveClassAttendees.joinedAt });
      const a = (await this.attendance(tx, id, user.id))!;
      if (first.length || rejoined.length) {
        delivery = await this.ctx.hub.prepare(
          tx,
          [current.hostId],
          this.access.event(
            'student_joined_class',
            current,
            `${user.name} joined ${current.title}.`,
            { student: a.student },
          ),
        );
      }
      return { attendance: a, current };
    });
    if (delivery) this.ctx.hub.deliver(delivery);
    return {
      meetingLink: current.meetingLink,
      attendance,
      liveClass: await this.shapes.dto(current, user, 'student'),
    };
  }

  async leave(user: Principal, id: string): Promise<LiveClassAttendee> {
    const row = await this.studentsClass(user, id);
    const now = this.ctx.now();
    let delivery: Delivery | undefined;
    const attendance = await this.db.transaction(async (tx) => {
      const left = await tx
        .update(liveClassAttendees)
        .set({ leftAt: now })
        .where(
          and(
            eq(liveClassAttendees.classId, id),
            eq(liveClassAttendees.studentId, user.id),
            isNull(liveClassAttendees.leftAt),
          ),
        )
        .returning({ joinedAt: liveClassAttendees.joinedAt });
      const a = await this.attendance(tx, id, user.id);
      if (!a) throw conflict('You have not joined this class.');
      if (left.length) {
        delivery = await this.ctx.hub.prepare(
          tx,
          [row.hostId],
          this.access.event('student_left_class', row, `${user.name} left ${row.title}.`, {
            student: a.student,
          }),
        );
      }
      return a;
    });
    if (delivery) this.ctx.hub.deliver(delivery);
    return attendance;
  }

  /**
   * A student with no Campus socket left (hub.onUserGone) is no longer "here" in any class they
   * were attending: their attendance closes at the server's time, and each host hears they left,
   * as if they had pressed Leave. Their "joined" stays in the record.
   */
  async gone(user: Principal): Promise<void> {
    if (user.role !== 'student') return;
    // Only live classes: "here now" is shown for them alone, and a host need not hear about a
    // class that has ended.
    const open = await this.db
      .select({ classId: liveClassAttendees.classId })
      .from(liveClassAttendees)
      .innerJoin(liveClasses, eq(liveClasses.id, liveClassAttendees.classId))
      .where(
        and(
          eq(liveClassAttendees.studentId, user.id),
          isNull(liveClassAttendees.leftAt),
          eq(liveClasses.status, 'live'),
        ),
      );
    for (const { classId } of open) await this.leave(user, classId);
  }

  /** May this user join the socket room `liveclass:{id}`? (host, batch mentors, admins, batch students) */
  async canJoinRoom(user: Principal, id: string): Promise<boolean> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
    const row = await this.shapes.row(id);
    return !!row && (await this.shapes.access(user, row)) !== null;
  }
}
