// The radar's evaluation cohort written into the database: batches of students drawn from a seed
// (radar-behaviour.ts), most of them ordinary, some planted disengagers, some decoys, six weeks into
// the batch at a fixed instant. Straight inserts, a statement per table and batch.
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import {
  batchAssignments,
  courses,
  enrollments,
  liveClassAttendees,
  liveClasses,
  privateMessages,
  quizAttempts,
  taskAssignees,
  taskSubmissions,
  tasks,
  userVisits,
  users,
} from '../../db/schema/index';
import {
  CLASS_DAYS_AGO,
  DAY,
  decoy,
  disengage,
  HOUR,
  ordinary,
  QUIZZES,
  TASK_DUE_DAYS_AGO,
  type Behaviour,
  type Decoy,
  type Shape,
} from './radar-behaviour';
import { seededRandom } from '../../testing/seeded-random';

export type { Shape };

export interface HalfSpec {
  name: string;
  seed: number;
  batches: number;
  studentsPerBatch: number;
  planted: Shape[];
  decoys: Decoy[];
}

export interface Cohort {
  students: string[];
  planted: Set<string>;
  decoys: Set<string>;
}

/** Writes one half of the evaluation into the database, as of `now`. */
export async function seedHalf(db: Db, spec: HalfSpec, now: Date): Promise<Cohort> {
  const r = seededRandom(spec.seed);
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  const tag = `${spec.name}-${spec.seed}`;
  const cohort: Cohort = { students: [], planted: new Set(), decoys: new Set() };
  const [instructor] = await db
    .insert(users)
    .values({
      name: `Instructor ${tag}`,
      email: `instructor-${tag}@radar.test`,
      role: 'instructor',
    })
    .returning({ id: users.id });
  const [course] = await db
    .insert(courses)
    .values({
      title: `Course ${tag}`,
      category: 'Data',
      level: 'beginner',
      instructorId: instructor!.id,
    })
    .returning({ id: courses.id });
  const quizLessons = Array.from({ length: QUIZZES }, () => randomUUID());
  // Planted disengagers and decoys are spread over the batches at seeded places.
  const special: ((b: Behaviour) => void)[] = [
    ...spec.planted.map((shape) => (b: Behaviour) => disengage(b, shape, r)),
    ...spec.decoys.map((kind) => (b: Behaviour) => decoy(b, kind, r)),
  ];
  const total = spec.batches * spec.studentsPerBatch;
  const slots = new Map<number, number>();
  while (slots.size < special.length) {
    const slot = Math.floor(r() * total);
    if (!slots.has(slot)) slots.set(slot, slots.size);
  }

  for (let bi = 0; bi < spec.batches; bi++) {
    const batch = { monthYear: '2026-10', domain: `radar-${tag}-${bi}` };
    const [mentor] = await db
      .insert(users)
      .values({
        name: `Mentor ${tag} ${bi}`,
        email: `mentor-${tag}-${bi}@radar.test`,
        role: 'mentor',
      })
      .returning({ id: users.id });
    const drawn = Array.from({ length: spec.studentsPerBatch }, (_, si) => {
      const b = ordinary(r);
      const which = slots.get(bi * spec.studentsPerBatch + si);
      if (which !== undefined) special[which]!(b);
      const kind =
        which === undefined ? 'ordinary' : which < spec.planted.length ? 'planted' : 'decoy';
      return { b, kind, email: `student-${tag}-${bi}-${si}@radar.test` };
    });
    const rows = await db
      .insert(users)
      .values(
        drawn.map((d, si) => ({
          name: `Student ${tag} ${bi}-${si}`,
          email: d.email,
          role: 'student' as const,
          isActive: d.b.active,
          batchMonthYear: batch.monthYear,
          batchDomain: batch.domain,
        })),
      )
      .returning({ id: users.id, email: users.email });
    const idOf = new Map(rows.map((row) => [row.email, row.id]));
    const people = drawn.map((d) => ({ id: idOf.get(d.email)!, b: d.b, kind: d.kind }));
    for (const p of people) {
      cohort.students.push(p.id);
      if (p.kind === 'planted') cohort.planted.add(p.id);
      if (p.kind === 'decoy') cohort.decoys.add(p.id);
    }
    await writeBatch(db, {
      batch,
      mentorId: mentor!.id,
      courseId: course!.id,
      quizLessons,
      people,
      at,
      now,
    });
  }
  return cohort;
}

interface BatchWrite {
  batch: { monthYear: string; domain: string };
  mentorId: string;
  courseId: string;
  quizLessons: string[];
  people: { id: string; b: Behaviour }[];
  at: (daysAgo: number) => Date;
  now: Date;
}

async function writeBatch(db: Db, w: BatchWrite): Promise<void> {
  const { batch, mentorId, people, at } = w;
  await db.insert(batchAssignments).values(
    people.map((p) => ({
      mentorId,
      studentId: p.id,
      ...batch,
      assignedAt: at(p.b.joinedDaysAgo),
    })),
  );
  const taskRows = await db
    .insert(tasks)
    .values(
      TASK_DUE_DAYS_AGO.map((d, i) => ({
        title: `Task ${i + 1}`,
        dueDate: at(d),
        timezone: 'UTC',
        mentorId,
        batchMonthYear: batch.monthYear,
        batchDomain: batch.domain,
      })),
    )
    .returning({ id: tasks.id });
  await db
    .insert(taskAssignees)
    .values(taskRows.flatMap((t) => people.map((p) => ({ taskId: t.id, studentId: p.id }))));
  const submissions: (typeof taskSubmissions.$inferInsert)[] = [];
  for (const p of people)
    p.b.work.forEach((review, i) => {
      if (review === null) return;
      const taskId = taskRows[i]!.id;
      const due = at(TASK_DUE_DAYS_AGO[i]!);
      const first = { taskId, studentId: p.id, submittedAt: new Date(due.getTime() - HOUR) };
      if (review === 'approved')
        submissions.push({ ...first, attempt: 1, status: 'approved', reviewedAt: due });
      else if (review === 'changes_resubmitted') {
        submissions.push({
          ...first,
          attempt: 1,
          status: 'modification_requested',
          reviewedAt: due,
        });
        submissions.push({
          taskId,
          studentId: p.id,
          attempt: 2,
          status: 'approved',
          submittedAt: new Date(due.getTime() + DAY),
          reviewedAt: new Date(due.getTime() + 2 * DAY),
        });
      } else
        submissions.push({
          ...first,
          attempt: 1,
          status: 'modification_requested',
          reviewedAt: at(review.pendingDaysAgo),
        });
    });
  if (submissions.length) await db.insert(taskSubmissions).values(submissions);

  const classRows = await db
    .insert(liveClasses)
    .values(
      CLASS_DAYS_AGO.map((d, i) => ({
        title: `Class ${i + 1}`,
        ...batch,
        startTime: at(d),
        durationMinutes: 60,
        timezone: 'UTC',
        meetingLink: 'https://meet.example.com/radar',
        hostId: mentorId,
        status: 'ended' as const,
        startedAt: at(d),
        endedAt: at(d),
      })),
    )
    .returning({ id: liveClasses.id, startTime: liveClasses.startTime });
  const attendance = people.flatMap((p) =>
    classRows
      .filter((c, i) => p.b.attends[i] && c.startTime >= at(p.b.joinedDaysAgo))
      .map((c) => ({ classId: c.id, studentId: p.id, joinedAt: c.startTime })),
  );
  if (attendance.length) await db.insert(liveClassAttendees).values(attendance);

  const attempts: (typeof quizAttempts.$inferInsert)[] = [];
  for (const p of people)
    p.b.quizzes.forEach((outcome, qi) => {
      if (outcome === 'none') return;
      const when = at(35 - qi * 9);
      const attempt = (number: number, passed: boolean) => ({
        lessonId: w.quizLessons[qi]!,
        courseId: w.courseId,
        studentId: p.id,
        number,
        status: 'submitted' as const,
        asked: [],
        scorePercent: passed ? 80 : 40,
        passed,
        startedAt: when,
        submittedAt: new Date(when.getTime() + number * HOUR),
      });
      if (outcome === 'pass') attempts.push(attempt(1, true));
      else attempts.push(attempt(1, false), attempt(2, outcome === 'retry_pass'));
    });
  if (attempts.length) await db.insert(quizAttempts).values(attempts);

  await db.insert(enrollments).values(
    people.map((p) => ({
      studentId: p.id,
      courseId: w.courseId,
      status: p.b.finished ? ('completed' as const) : ('active' as const),
      progress: Math.round(Math.max(0, p.b.progress)),
    })),
  );
  const visits = people.flatMap((p) =>
    p.b.seenDaysAgo === null ? [] : [{ userId: p.id, seenAt: at(p.b.seenDaysAgo) }],
  );
  if (visits.length) await db.insert(userVisits).values(visits);

  const messages = people.flatMap((p) => {
    const m = p.b.message;
    if (!m) return [];
    const [userLow, userHigh] = [mentorId, p.id].sort() as [string, string];
    const sent = new Date(w.now.getTime() - m.hoursAgo * HOUR);
    const out = [
      {
        senderId: mentorId,
        recipientId: p.id,
        userLow,
        userHigh,
        body: 'How is it going?',
        createdAt: sent,
      },
    ];
    if (m.replied)
      out.push({
        senderId: p.id,
        recipientId: mentorId,
        userLow,
        userHigh,
        body: 'All good.',
        createdAt: new Date(sent.getTime() + HOUR),
      });
    return out;
  });
  if (messages.length) await db.insert(privateMessages).values(messages);
}
