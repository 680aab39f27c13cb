/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are asserted field by field */
// The gradebook suites' testbed: a server whose mentors' batches come from a map (no assignment
// needed), a batch of three named students with a mentor's rubric task, another mentor's task, a
// course quiz with attempts and payments (which the gradebook must not show), and the calls the
// suites make.
import { payments, quizAttempts } from '../../db/schema/index';
import type { BatchRef } from '../../context';
import { makeCourse } from '../../testing/courses';
import { pick, RUBRIC } from '../../testing/rubric';
import { useServer, type DbKind, type TestUser } from '../../testing/server';

export function useGradesTestbed(db: DbKind, opts: Parameters<typeof useServer>[1] = {}) {
  // Mentors' batches answered from `assigned` (as the tasks suites do), so no assignment is needed.
  const assigned = new Map<string, BatchRef[]>();
  const s = useServer(db, opts, (server) => {
    server.campus.ctx.extensions.mentorBatches = async (id) => assigned.get(id) ?? [];
  });
  let n = 0;
  async function cohort() {
    const batch: BatchRef = {
      monthYear: '2026-11',
      domain: `grades-${Date.now().toString(36)}-${n++}`,
    };
    const mentor = await s.user('mentor');
    assigned.set(mentor.id, [batch]);
    return { batch, mentor };
  }
  const createTask = (token: string, body: Record<string, unknown>) =>
    s.api('POST', '/api/tasks', {
      token,
      body: {
        title: 'Build a to-do app',
        dueDate: new Date(Date.now() + 72 * 3_600_000).toISOString(),
        timezone: 'Asia/Kolkata',
        ...body,
      },
    });

  const review = (token: string, t: any, subId: string, body: unknown) =>
    s.api('POST', `/api/tasks/${t._id}/submissions/${subId}/feedback`, { token, body });
  const submit = (st: TestUser, t: any) =>
    s.api('POST', `/api/tasks/${t._id}/submit`, { token: st.token, body: { text: 'Done' } });

  /** A batch of three named students, a mentor's rubric task, another mentor's task, a quiz. */
  async function gradedBatch() {
    const { batch, mentor } = await cohort();
    const names = ['Zoya Khan', 'Asha "Ash" Verma, Jr.', '=HYPERLINK("http://x")'];
    const students: TestUser[] = [];
    for (const [i, name] of names.entries())
      students.push(
        await s.user('student', { batch, name, pendingAmount: i === 1 ? 150000.5 : 0 }),
      );
    const [zoya, asha] = students as [TestUser, TestUser, TestUser];
    const t = (await createTask(mentor.token, { batch, grading: RUBRIC, title: 'Landing page' }))
      .body;
    const sub = (await submit(asha, t)).body;
    await review(mentor.token, t, sub._id, {
      status: 'approved',
      score: {
        levels: pick(t, { Correctness: 'Works', 'Code quality': 'Clean', Tests: 'Some' }),
      },
    });
    const other = await s.user('mentor');
    assigned.set(other.id, [batch]);
    const theirs = (await createTask(other.token, { batch, title: 'Their task' })).body;

    const inst = await s.user('instructor');
    const course = await makeCourse(s, inst.token, { price: 0, title: 'Gradebook course' });
    const lesson = course.modules
      .flatMap((m: any) => m.lessons)
      .find((l: any) => l.type === 'quiz');
    const ctx = s.campus.ctx;
    const at = new Date();
    await ctx.db.insert(quizAttempts).values([
      {
        lessonId: lesson._id,
        courseId: course._id,
        studentId: zoya.id,
        number: 1,
        status: 'submitted',
        asked: [],
        scorePercent: 40,
        passed: false,
        startedAt: at,
        submittedAt: at,
      },
      {
        lessonId: lesson._id,
        courseId: course._id,
        studentId: zoya.id,
        number: 2,
        status: 'submitted',
        asked: [],
        scorePercent: 80,
        passed: true,
        startedAt: at,
        submittedAt: at,
      },
    ]);
    await ctx.db.insert(payments).values([
      {
        providerPaymentId: `pay-${asha.id}-1`,
        userId: asha.id,
        amount: 4999,
        status: 'succeeded',
      },
      {
        providerPaymentId: `pay-${asha.id}-2`,
        userId: asha.id,
        amount: 100000,
        status: 'succeeded',
      },
      { providerPaymentId: `pay-${asha.id}-3`, userId: asha.id, amount: 777, status: 'failed' },
    ]);
    return { batch, mentor, other, students, t, theirs, lesson, sub, inst, course };
  }

  /** A quiz attempt already graded, as the quiz module writes one. */
  const graded = (lesson: any, course: string, studentId: string, scorePercent: number) => {
    const at = new Date();
    return s.campus.ctx.db.insert(quizAttempts).values({
      lessonId: lesson._id,
      courseId: course,
      studentId,
      number: 1,
      status: 'submitted',
      asked: [],
      scorePercent,
      passed: scorePercent >= 50,
      startedAt: at,
      submittedAt: at,
    });
  };

  return { s, assigned, cohort, createTask, review, submit, gradedBatch, graded };
}
