// The radar's evaluation cohort: batches of students made from a seed, most of them ordinary (with
// the noise ordinary students have: a missed class, a late task, a failed first quiz attempt, a
// message answered after a day), some planted disengagers of a given shape, and some decoys who look
// like disengagers but are not (on leave, finished, new this week; rules.ts says what each means in
// the data). Written straight into the database, six weeks into the batch, at a fixed instant.
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

export const DISENGAGED_SHAPES = [
  'stopped_visiting',
  'overdue',
  'failing_quizzes',
  'missing_classes',
  'ignored_mentor',
  'mixed',
  'stalled_resubmission',
  'faded',
] as const;
export type Shape = (typeof DISENGAGED_SHAPES)[number];
export type Decoy = 'on_leave' | 'finished' | 'new_this_week';

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

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Past tasks are due weekly, the last 3 days before now; one more is due in 4 days. */
const TASK_DUE_DAYS_AGO = [38, 31, 24, 17, 10, 3, -4];
/** Ended live classes, twice a week, the latest 2.5 days ago. */
const CLASS_DAYS_AGO = Array.from({ length: 12 }, (_, i) => 41 - i * 3.5);
const QUIZZES = 4;

/** mulberry32: a small seeded generator, so a half is the same cohort on every run. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Review = 'approved' | 'changes_resubmitted' | { pendingDaysAgo: number };

interface Behaviour {
  active: boolean;
  joinedDaysAgo: number;
  seenDaysAgo: number | null;
  /** Per task with a past due date: submitted, and how the review went. */
  work: (Review | null)[];
  attends: boolean[];
  quizzes: ('pass' | 'retry_pass' | 'fail' | 'none')[];
  message: { hoursAgo: number; replied: boolean } | null;
  progress: number;
  finished: boolean;
}

function ordinary(r: () => number): Behaviour {
  const pastTasks = TASK_DUE_DAYS_AGO.filter((d) => d > 0);
  return {
    active: true,
    joinedDaysAgo: 42,
    seenDaysAgo: r() < 0.04 ? 4 + r() * 3 : r() * 3,
    work: pastTasks.map((daysAgo, i) => {
      if (r() > (i === pastTasks.length - 1 ? 0.92 : 0.97)) return null;
      if (r() > 0.12) return 'approved';
      return daysAgo <= 3 || r() < 0.1
        ? { pendingDaysAgo: Math.min(daysAgo, 1 + r() * 2) }
        : 'changes_resubmitted';
    }),
    attends: CLASS_DAYS_AGO.map(() => r() < 0.9),
    quizzes: Array.from({ length: QUIZZES }, () => {
      const x = r();
      return x < 0.8 ? 'pass' : x < 0.93 ? 'retry_pass' : x < 0.97 ? 'fail' : 'none';
    }),
    message:
      r() < 0.3
        ? r() < 0.9
          ? { hoursAgo: 2 + r() * 200, replied: true }
          : { hoursAgo: 1 + r() * 70, replied: false }
        : null,
    progress: Math.max(5, Math.min(100, 62 + (r() + r() + r() - 1.5) * 25)),
    finished: false,
  };
}

/** Changes an ordinary student into a disengager of `shape`. */
function disengage(b: Behaviour, shape: Shape, r: () => number): void {
  const n = b.attends.length;
  const lastTasks = (k: number) =>
    b.work.forEach((_, i) => i >= b.work.length - k && (b.work[i] = null));
  const missLast = (k: number) => b.attends.forEach((_, i) => i >= n - k && (b.attends[i] = false));
  switch (shape) {
    case 'stopped_visiting': {
      b.seenDaysAgo = 9 + r() * 10;
      const stopped = b.seenDaysAgo;
      TASK_DUE_DAYS_AGO.forEach(
        (d, i) => d > 0 && d < stopped && i < b.work.length && (b.work[i] = null),
      );
      CLASS_DAYS_AGO.forEach((d, i) => d < stopped && (b.attends[i] = false));
      b.progress -= 15;
      return;
    }
    case 'overdue':
      b.work = b.work.map((w, i) => (i >= b.work.length - 4 && i !== b.work.length - 2 ? null : w));
      return;
    case 'failing_quizzes':
      b.quizzes = ['fail', 'fail', r() < 0.5 ? 'fail' : 'pass', 'none'];
      b.progress -= 10;
      return;
    case 'missing_classes':
      missLast(3 + Math.floor(r() * 3));
      return;
    case 'ignored_mentor':
      b.message = { hoursAgo: 80 + r() * 80, replied: false };
      return;
    case 'mixed':
      missLast(2);
      lastTasks(2);
      b.seenDaysAgo = 5;
      return;
    case 'stalled_resubmission':
      b.work[b.work.length - 2] = { pendingDaysAgo: 6 + r() * 3 };
      if (r() < 0.5) b.work[b.work.length - 3] = { pendingDaysAgo: 12 };
      return;
    case 'faded':
      b.seenDaysAgo = 8 + r() * 2;
      b.progress = 20 + r() * 10;
      return;
  }
}

/** Changes an ordinary student into a decoy: looks disengaged, is not at risk. */
function decoy(b: Behaviour, kind: Decoy, r: () => number): void {
  switch (kind) {
    case 'on_leave':
      disengage(b, 'stopped_visiting', r);
      b.active = false;
      return;
    case 'finished':
      b.finished = true;
      b.progress = 100;
      b.seenDaysAgo = 12 + r() * 6;
      CLASS_DAYS_AGO.forEach((d, i) => d < 12 && (b.attends[i] = false));
      return;
    case 'new_this_week':
      b.joinedDaysAgo = 2 + r() * 4;
      b.seenDaysAgo = null;
      b.work = b.work.map(() => null);
      b.quizzes = b.quizzes.map(() => 'none');
      b.progress = 0;
      return;
  }
}

/** Writes one half of the evaluation into the database, as of `now`. */
export async function seedHalf(db: Db, spec: HalfSpec, now: Date): Promise<Cohort> {
  const r = random(spec.seed);
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
    const people: { id: string; b: Behaviour; kind: 'planted' | 'decoy' | 'ordinary' }[] = [];
    for (let si = 0; si < spec.studentsPerBatch; si++) {
      const b = ordinary(r);
      const which = slots.get(bi * spec.studentsPerBatch + si);
      if (which !== undefined) special[which]!(b);
      const kind =
        which === undefined ? 'ordinary' : which < spec.planted.length ? 'planted' : 'decoy';
      const [row] = await db
        .insert(users)
        .values({
          name: `Student ${tag} ${bi}-${si}`,
          email: `student-${tag}-${bi}-${si}@radar.test`,
          role: 'student',
          isActive: b.active,
          batchMonthYear: batch.monthYear,
          batchDomain: batch.domain,
        })
        .returning({ id: users.id });
      people.push({ id: row!.id, b, kind });
      cohort.students.push(row!.id);
      if (kind === 'planted') cohort.planted.add(row!.id);
      if (kind === 'decoy') cohort.decoys.add(row!.id);
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
