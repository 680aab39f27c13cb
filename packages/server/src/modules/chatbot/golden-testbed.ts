// The golden set's testbed: the real server on PGlite with the demo world, its people signed in, a
// question asked as one of them (the clock moving 3.1 s a question), and the facts an answer must
// state and the strings only one person has, computed from the seeded rows with queries of their
// own — not taken from the assistant's code — so a wrong answer fails.
import { and, asc, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import {
  batchAssignments,
  bookingParticipants,
  bookings,
  courses,
  enrollments,
  liveClasses,
  taskAssignees,
  taskFeedback,
  tasks,
  taskSubmissions,
  users,
  type UserRow,
} from '../../db/schema/index';
import { seedDemoWorld } from '../../seed/index';
import { useServer } from '../../testing/server';

export type Login = 'student' | 'mentor' | 'admin' | 'student4' | 'mentor2';
export const EMAILS: Record<Login, string> = {
  student: 'student@campus.test',
  student4: 'student4@campus.test',
  mentor: 'mentor@campus.test',
  mentor2: 'mentor2@campus.test',
  admin: 'admin@campus.test',
};
export const DEFAULT_ZONE = 'Asia/Kolkata';
export const NOT_FOUND = "I couldn't find this in Campus.";

export interface Golden {
  as: Login;
  question: string;
  intent: string;
  facts: string[];
  actions?: string[];
  timezone?: string;
}

export const clock = (at: Date, tz: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: tz, hour: 'numeric', minute: '2-digit' }).format(at);

/** The demo world's server and what the golden questions are checked against. */
export function useGoldenServer() {
  // Each question moves the clock 3.1 s, so one asker stays under 20 questions a minute.
  let clockMs = Date.now();
  const s = useServer('pglite', { now: () => new Date(clockMs) });
  const people = {} as Record<Login, UserRow & { token: string }>;
  beforeAll(async () => {
    expect(await seedDemoWorld(s.campus.ctx)).toBe(true);
    for (const [key, email] of Object.entries(EMAILS) as [Login, string][]) {
      const [row] = await s.campus.ctx.db.select().from(users).where(eq(users.email, email));
      people[key] = { ...row!, token: await s.campus.ctx.tokens.issue(row!) };
    }
  });

  const ask = async (who: Login, message: string, timezone = DEFAULT_ZONE) => {
    clockMs += 3_100;
    const res = await s.api('POST', `/api/chatbot/chat?timezone=${encodeURIComponent(timezone)}`, {
      token: people[who].token,
      body: { message },
    });
    expect(res.status).toBe(200);
    return res.body;
  };

  const db = () => s.campus.ctx.db;
  const now = () => s.campus.ctx.now();

  async function mentorOf(student: UserRow): Promise<UserRow> {
    const [m] = await db()
      .select({ u: users })
      .from(batchAssignments)
      .innerJoin(users, eq(users.id, batchAssignments.mentorId))
      .where(eq(batchAssignments.studentId, student.id));
    return m!.u;
  }

  /** Live classes the person is the audience of: a student's batch; a mentor's batches and own. */
  async function classWhere(u: UserRow) {
    if (u.role === 'student')
      return and(
        eq(liveClasses.monthYear, u.batchMonthYear!),
        eq(liveClasses.domain, u.batchDomain!),
      );
    const batches = await db()
      .selectDistinct({ m: batchAssignments.monthYear, d: batchAssignments.domain })
      .from(batchAssignments)
      .where(eq(batchAssignments.mentorId, u.id));
    return or(
      eq(liveClasses.hostId, u.id),
      ...batches.map((b) => and(eq(liveClasses.monthYear, b.m), eq(liveClasses.domain, b.d))),
    );
  }

  /** The open tasks a student still has to act on (no submission waiting, none approved). */
  async function toActOn(u: UserRow) {
    const rows = await db()
      .select({ id: tasks.id, title: tasks.title })
      .from(taskAssignees)
      .innerJoin(tasks, eq(tasks.id, taskAssignees.taskId))
      .where(and(eq(taskAssignees.studentId, u.id), eq(tasks.status, 'open')));
    const out: string[] = [];
    for (const t of rows) {
      const [latest] = await db()
        .select({ status: taskSubmissions.status })
        .from(taskSubmissions)
        .where(and(eq(taskSubmissions.taskId, t.id), eq(taskSubmissions.studentId, u.id)))
        .orderBy(desc(taskSubmissions.attempt))
        .limit(1);
      if (!latest || latest.status === 'modification_requested' || latest.status === 'rejected')
        out.push(t.title);
    }
    return out;
  }

  /** The strings an answer to `g` must contain, from the seeded rows. */
  async function factsOf(key: string, u: UserRow, tz: string): Promise<string[]> {
    switch (key) {
      case 'nextClass': {
        const [c] = await db()
          .select()
          .from(liveClasses)
          .where(
            and(
              await classWhere(u),
              or(
                eq(liveClasses.status, 'live'),
                and(
                  eq(liveClasses.status, 'scheduled'),
                  sql`${liveClasses.startTime} + ${liveClasses.durationMinutes} * interval '1 minute' > ${now()}`,
                ),
              ),
            ),
          )
          .orderBy(sql`${liveClasses.status} <> 'live'`, asc(liveClasses.startTime))
          .limit(1);
        return [c!.title, clock(c!.startTime, tz), tz];
      }
      case 'pendingAmount':
        expect(u.pendingAmount).toBeGreaterThan(0);
        return [`₹${u.pendingAmount.toLocaleString('en-IN')}`];
      case 'mentor':
        return [(await mentorOf(u)).name];
      case 'libraryFeedback': {
        const [f] = await db()
          .select({ comment: taskFeedback.comment, by: users.name })
          .from(taskFeedback)
          .innerJoin(taskSubmissions, eq(taskSubmissions.id, taskFeedback.submissionId))
          .innerJoin(tasks, eq(tasks.id, taskSubmissions.taskId))
          .innerJoin(users, eq(users.id, taskFeedback.byId))
          .where(and(eq(taskSubmissions.studentId, u.id), sql`${tasks.title} ilike '%library%'`))
          .orderBy(desc(taskFeedback.at))
          .limit(1);
        return [f!.comment!, f!.by];
      }
      case 'cafeTask': {
        const [t] = await db()
          .select({ title: tasks.title })
          .from(tasks)
          .where(sql`${tasks.title} ilike '%café%'`);
        return [t!.title];
      }
      case 'pendingTasks': {
        const titles = await toActOn(u);
        expect(titles.length).toBeGreaterThan(0);
        return titles;
      }
      case 'nextSession': {
        const [b] = await db()
          .select({ topic: bookings.topic, start: bookings.startTime })
          .from(bookings)
          .where(
            and(
              or(
                eq(bookings.studentId, u.id),
                inArray(
                  bookings.id,
                  db()
                    .select({ id: bookingParticipants.bookingId })
                    .from(bookingParticipants)
                    .where(eq(bookingParticipants.studentId, u.id)),
                ),
              ),
              gt(bookings.endTime, now()),
              inArray(bookings.status, ['pending', 'accepted']),
            ),
          )
          .orderBy(asc(bookings.startTime))
          .limit(1);
        return [b!.topic, clock(b!.start, tz)];
      }
      case 'reactProgress': {
        const [e] = await db()
          .select({ title: courses.title, progress: enrollments.progress })
          .from(enrollments)
          .innerJoin(courses, eq(courses.id, enrollments.courseId))
          .where(and(eq(enrollments.studentId, u.id), sql`${courses.title} ilike '%react%'`));
        return [e!.title, `${e!.progress}%`];
      }
      case 'latestCourse': {
        const rows = await db()
          .select({ title: courses.title })
          .from(enrollments)
          .innerJoin(courses, eq(courses.id, enrollments.courseId))
          .where(
            and(
              eq(enrollments.studentId, u.id),
              inArray(enrollments.status, ['active', 'completed']),
            ),
          );
        expect(rows.length).toBeLessThanOrEqual(3);
        return rows.map((r) => r.title);
      }
      case 'reviewQueue': {
        const rows = await db()
          .select({ title: tasks.title, at: taskSubmissions.submittedAt })
          .from(taskSubmissions)
          .innerJoin(tasks, eq(tasks.id, taskSubmissions.taskId))
          .where(and(eq(taskSubmissions.status, 'pending'), eq(tasks.mentorId, u.id)))
          .orderBy(asc(taskSubmissions.submittedAt));
        expect(rows.length).toBeGreaterThan(0);
        return [
          rows.length === 1 ? 'One submission' : `${rows.length} submissions`,
          rows[0]!.title,
        ];
      }
      case 'classesToday': {
        const day = new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(now());
        const rows = await db()
          .select({ title: liveClasses.title, start: liveClasses.startTime })
          .from(liveClasses)
          .where(await classWhere(u));
        const today = rows.filter(
          (c) => new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(c.start) === day,
        );
        return today.length ? today.map((c) => c.title) : ['no live classes today'];
      }
      case 'openRequests': {
        const rows = await db()
          .select({ topic: bookings.topic })
          .from(bookings)
          .where(
            and(
              eq(bookings.mentorId, u.id),
              eq(bookings.status, 'pending'),
              gt(bookings.startTime, now()),
            ),
          )
          .orderBy(asc(bookings.startTime));
        expect(rows.length).toBeGreaterThan(0);
        return rows.slice(0, 3).map((r) => r.topic);
      }
      case 'overview': {
        const [students] = await db()
          .select({ n: sql<number>`count(*)`.mapWith(Number) })
          .from(users)
          .where(eq(users.role, 'student'));
        const [owed] = await db()
          .select({ n: sql<number>`coalesce(sum(pending_amount), 0)`.mapWith(Number) })
          .from(users)
          .where(and(eq(users.role, 'student'), gt(users.pendingAmount, 0)));
        return [`${students!.n} students`, `₹${owed!.n.toLocaleString('en-IN')}`];
      }
    }
    throw new Error(`unknown fact ${key}`);
  }

  /** What only this person has: another user's answer must contain none of it. */
  async function ownStrings(u: UserRow): Promise<Set<string>> {
    const out = new Set<string>([u.name]);
    if (u.pendingAmount > 0) out.add(`₹${u.pendingAmount.toLocaleString('en-IN')}`);
    const d = db();
    const feedback = await d
      .select({ comment: taskFeedback.comment })
      .from(taskFeedback)
      .innerJoin(taskSubmissions, eq(taskSubmissions.id, taskFeedback.submissionId))
      .innerJoin(tasks, eq(tasks.id, taskSubmissions.taskId))
      .where(or(eq(taskSubmissions.studentId, u.id), eq(tasks.mentorId, u.id)));
    for (const f of feedback) if (f.comment) out.add(f.comment);
    const own = await d
      .select({ topic: bookings.topic })
      .from(bookings)
      .where(or(eq(bookings.studentId, u.id), eq(bookings.mentorId, u.id)));
    for (const b of own) out.add(b.topic);
    const taskRows = await d
      .select({ title: tasks.title })
      .from(tasks)
      .leftJoin(taskAssignees, eq(taskAssignees.taskId, tasks.id))
      .where(or(eq(taskAssignees.studentId, u.id), eq(tasks.mentorId, u.id)));
    for (const t of taskRows) out.add(t.title);
    const enrolled = await d
      .select({ title: courses.title })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .where(eq(enrollments.studentId, u.id));
    for (const e of enrolled) out.add(e.title);
    const classes = await d
      .select({ title: liveClasses.title })
      .from(liveClasses)
      .where(await classWhere(u));
    for (const c of classes) out.add(c.title);
    if (u.role === 'student') out.add((await mentorOf(u)).name);
    return out;
  }

  return { s, people, ask, db, now, mentorOf, classWhere, toActOn, factsOf, ownStrings };
}
