// A student's attempts at a quiz: start (or resume), save answers, submit, read. Every write runs in
// one transaction that locks the student's enrollment first (then the attempt), so the attempts
// limit is counted under a lock, a submit races nothing, and the lock order is the same everywhere.
// The server's clock (ctx.now) ends a timed attempt: once past its deadline it is graded as saved
// (status expired) before anything else is done with it, and saving or submitting it is refused.
import { randomInt } from 'node:crypto';
import type { QuizAnswers, QuizAttempt } from '@campus/sdk/model';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Queryable, Tx } from '../../db/client';
import {
  courses,
  enrollments,
  quizAttempts,
  quizQuestions,
  type AskedQuestion,
  type QuizAttemptRow,
  type QuizQuestionRow,
  type StoredAnswer,
} from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import type { Delivery } from '../../realtime/hub';
import { conflict, notFound, validationFailed, type FieldError } from '../../http/errors';
import { batchMentorIds, studentBatch } from '../batches/public';
import type { EnrollmentChanges } from '../courses/public';
import { quizLesson } from './access';
import { attemptDto, grade } from './grading';
import { quizConfig, type QuizConfig } from './quiz';
import { anyOf } from '../../db/any-of';

const MINUTE_MS = 60_000;

function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const isChoiceKind = (q: QuizQuestionRow) => q.choices !== null;

async function questionsById(q: Queryable, ids: string[]) {
  const rows = ids.length
    ? await q.select().from(quizQuestions).where(anyOf(quizQuestions.id, ids))
    : [];
  return new Map(rows.map((r) => [r.id, r]));
}

export class QuizAttempts {
  constructor(
    private readonly ctx: AppContext,
    private readonly enrollments: EnrollmentChanges,
  ) {}

  private async lockEnrollment(tx: Tx, studentId: string, courseId: string) {
    await tx
      .select({ id: enrollments.id })
      .from(enrollments)
      .where(and(eq(enrollments.studentId, studentId), eq(enrollments.courseId, courseId)))
      .for('update');
  }

  /**
   * Grades an open attempt as its answers stand. The update is conditional on the attempt still
   * being open, so a second submit (or a submit racing the deadline) grades nothing twice. Answers
   * the graded row and what a pass that completes the course announces (delivered after commit).
   */
  private async finish(
    tx: Tx,
    a: QuizAttemptRow,
    quiz: QuizConfig,
    status: 'submitted' | 'expired',
  ): Promise<{ done: QuizAttemptRow | undefined; delivery: Delivery }> {
    const bank = await questionsById(
      tx,
      a.asked.map((x) => x.questionId),
    );
    const { graded, scorePercent } = grade(a.asked, bank, a.answers);
    const passed = scorePercent >= quiz.passingScorePercent;
    const [done] = await tx
      .update(quizAttempts)
      .set({
        status,
        answers: a.answers,
        graded,
        scorePercent,
        passed,
        submittedAt: status === 'expired' && a.deadline ? a.deadline : this.ctx.now(),
      })
      .where(and(eq(quizAttempts.id, a.id), eq(quizAttempts.status, 'open')))
      .returning();
    const delivery = done?.passed
      ? await this.enrollments.completeLesson(tx, a.studentId, a.courseId, a.lessonId)
      : { events: [] };
    return { done, delivery };
  }

  /**
   * Grades the student's open attempt at the quiz if it is past its deadline (own transaction, so a
   * refusal that follows does not roll the grade back). Every read and write of attempts does this first.
   */
  async settle(studentId: string, lessonId: string): Promise<void> {
    const now = this.ctx.now();
    const due = and(
      eq(quizAttempts.studentId, studentId),
      eq(quizAttempts.lessonId, lessonId),
      eq(quizAttempts.status, 'open'),
      lte(quizAttempts.deadline, now),
    );
    const [first] = await this.ctx.db
      .select({ courseId: quizAttempts.courseId })
      .from(quizAttempts)
      .where(due);
    if (!first) return;
    const finished = await this.ctx.db.transaction(async (tx) => {
      await this.lockEnrollment(tx, studentId, first.courseId);
      const [a] = await tx.select().from(quizAttempts).where(due).for('update');
      if (!a) return null;
      return this.finish(tx, a, await quizConfig(tx, a.lessonId, a.courseId), 'expired');
    });
    if (!finished) return;
    this.ctx.hub.deliver(finished.delivery);
    await this.tellGraded(finished.done);
  }

  /**
   * Tells the mentors of the student's batch and the course's instructor that an attempt was graded
   * (after the commit), so a gradebook or the course's quiz results open on their screen show it.
   */
  private async tellGraded(done: QuizAttemptRow | undefined): Promise<void> {
    if (!done || done.scorePercent === null || done.passed === null) return;
    const batch = await studentBatch(this.ctx.db, done.studentId);
    const mentors = batch ? await batchMentorIds(this.ctx.db, batch) : [];
    const [course] = await this.ctx.db
      .select({ instructorId: courses.instructorId })
      .from(courses)
      .where(eq(courses.id, done.courseId));
    const to = course ? [...mentors, course.instructorId] : mentors;
    this.ctx.hub.tell(to, 'quiz_attempt_graded', {
      lessonId: done.lessonId,
      courseId: done.courseId,
      studentId: done.studentId,
      scorePercent: done.scorePercent,
      passed: done.passed,
    });
  }

  /** The attempts as the student sees them, newest first; keys hidden while any is open. */
  private async views(q: Queryable, studentId: string, lessonId: string, courseId: string) {
    const quiz = await quizConfig(q, lessonId, courseId);
    const rows = await q
      .select()
      .from(quizAttempts)
      .where(and(eq(quizAttempts.studentId, studentId), eq(quizAttempts.lessonId, lessonId)))
      .orderBy(desc(quizAttempts.number));
    const open = rows.filter((a) => a.status === 'open');
    const bank = await questionsById(
      q,
      open.flatMap((a) => a.asked.map((x) => x.questionId)),
    );
    const passed = rows.some((a) => a.passed === true);
    const reveal =
      open.length === 0 &&
      (quiz.showAnswers === 'afterEachAttempt' || (quiz.showAnswers === 'afterPassing' && passed));
    const left = Math.max(0, quiz.attemptsAllowed - rows.length);
    return new Map(rows.map((a) => [a.id, attemptDto(a, bank, reveal && a.graded !== null, left)]));
  }

  private async viewOf(q: Queryable, a: QuizAttemptRow): Promise<QuizAttempt> {
    const dto = (await this.views(q, a.studentId, a.lessonId, a.courseId)).get(a.id);
    if (!dto) throw new Error('attempt vanished');
    return dto;
  }

  async list(user: Principal, lessonId: string): Promise<QuizAttempt[]> {
    const ql = await quizLesson(this.ctx, this.ctx.db, user, lessonId);
    await this.settle(user.id, lessonId);
    return [...(await this.views(this.ctx.db, user.id, lessonId, ql.lesson.courseId)).values()];
  }

  async start(user: Principal, lessonId: string): Promise<{ created: boolean; dto: QuizAttempt }> {
    await quizLesson(this.ctx, this.ctx.db, user, lessonId);
    await this.settle(user.id, lessonId);
    return this.ctx.db.transaction(async (tx) => {
      const ql = await quizLesson(this.ctx, tx, user, lessonId);
      const courseId = ql.lesson.courseId;
      await this.lockEnrollment(tx, user.id, courseId);
      const mine = await tx
        .select()
        .from(quizAttempts)
        .where(and(eq(quizAttempts.studentId, user.id), eq(quizAttempts.lessonId, lessonId)));
      const open = mine.find((a) => a.status === 'open');
      if (open) return { created: false, dto: await this.viewOf(tx, open) };
      const quiz = await quizConfig(tx, lessonId, courseId);
      if (mine.length >= quiz.attemptsAllowed) {
        throw conflict(
          `You have used all ${quiz.attemptsAllowed} attempt${quiz.attemptsAllowed === 1 ? '' : 's'} at this quiz.`,
        );
      }
      const asked = await this.draw(tx, quiz);
      if (asked.length === 0) throw conflict('This quiz has no questions yet.');
      const now = this.ctx.now();
      const [a] = await tx
        .insert(quizAttempts)
        .values({
          lessonId,
          courseId,
          studentId: user.id,
          number: mine.length + 1,
          asked,
          startedAt: now,
          deadline: quiz.timeLimitMinutes
            ? new Date(now.getTime() + quiz.timeLimitMinutes * MINUTE_MS)
            : null,
        })
        .returning();
      return { created: true, dto: await this.viewOf(tx, a!) };
    });
  }

  /** The questions a new attempt asks, in order, with their choices shuffled if the quiz says so. */
  private async draw(tx: Tx, quiz: QuizConfig): Promise<AskedQuestion[]> {
    let picked: QuizQuestionRow[];
    if (quiz.draw === 'random') {
      const bank = await tx
        .select()
        .from(quizQuestions)
        .where(eq(quizQuestions.courseId, quiz.courseId));
      picked = shuffled(bank).slice(0, quiz.drawCount ?? 0);
    } else {
      const bank = await questionsById(tx, quiz.questionIds);
      picked = quiz.questionIds.flatMap((id) => bank.get(id) ?? []);
    }
    return picked.map((q) => ({
      questionId: q.id,
      choiceOrder:
        quiz.shuffleChoices && isChoiceKind(q)
          ? shuffled((q.choices ?? []).map((c) => c.id))
          : null,
    }));
  }

  /** The caller's own attempt, locked with its enrollment; 404 for anyone else's. */
  private async lockOwn(tx: Tx, user: Principal, id: string): Promise<QuizAttemptRow> {
    const [peek] = await tx
      .select({ courseId: quizAttempts.courseId, lessonId: quizAttempts.lessonId })
      .from(quizAttempts)
      .where(and(eq(quizAttempts.id, id), eq(quizAttempts.studentId, user.id)));
    if (!peek) throw notFound('Attempt not found.');
    await quizLesson(this.ctx, tx, user, peek.lessonId);
    await this.lockEnrollment(tx, user.id, peek.courseId);
    const [a] = await tx.select().from(quizAttempts).where(eq(quizAttempts.id, id)).for('update');
    if (!a) throw notFound('Attempt not found.');
    return a;
  }

  private async own(user: Principal, id: string): Promise<QuizAttemptRow> {
    const [a] = await this.ctx.db
      .select()
      .from(quizAttempts)
      .where(and(eq(quizAttempts.id, id), eq(quizAttempts.studentId, user.id)));
    if (!a) throw notFound('Attempt not found.');
    await quizLesson(this.ctx, this.ctx.db, user, a.lessonId);
    return a;
  }

  async get(user: Principal, id: string): Promise<QuizAttempt> {
    const a = await this.own(user, id);
    await this.settle(user.id, a.lessonId);
    return this.viewOf(this.ctx.db, a);
  }

  /** 409 unless the attempt is still open (and within its time). */
  private stillOpen(a: QuizAttemptRow): void {
    if (a.status === 'expired' || (a.deadline && a.deadline <= this.ctx.now())) {
      throw conflict(
        'Time is up for this attempt: it ended at its deadline and was graded with the answers saved by then.',
      );
    }
    if (a.status !== 'open') throw conflict('This attempt has already been submitted.');
  }

  private merged(a: QuizAttemptRow, body: QuizAnswers | undefined): StoredAnswer[] {
    const asked = new Set(a.asked.map((x) => x.questionId));
    const errors: FieldError[] = [];
    const byQuestion = new Map(a.answers.map((x) => [x.questionId, x]));
    (body?.answers ?? []).forEach((answer, i) => {
      if (!asked.has(answer.questionId)) {
        errors.push({ path: `answers[${i}].questionId`, msg: 'Not a question of this attempt' });
      } else {
        byQuestion.set(answer.questionId, answer);
      }
    });
    if (errors.length) throw validationFailed(errors);
    return [...byQuestion.values()];
  }

  async save(user: Principal, id: string, body: QuizAnswers): Promise<QuizAttempt> {
    const mine = await this.own(user, id);
    await this.settle(user.id, mine.lessonId);
    return this.ctx.db.transaction(async (tx) => {
      const a = await this.lockOwn(tx, user, id);
      this.stillOpen(a);
      const [saved] = await tx
        .update(quizAttempts)
        .set({ answers: this.merged(a, body) })
        .where(eq(quizAttempts.id, id))
        .returning();
      return this.viewOf(tx, saved!);
    });
  }

  async submit(user: Principal, id: string, body: QuizAnswers | undefined): Promise<QuizAttempt> {
    const mine = await this.own(user, id);
    await this.settle(user.id, mine.lessonId);
    const { view, delivery, done } = await this.ctx.db.transaction(async (tx) => {
      const a = await this.lockOwn(tx, user, id);
      this.stillOpen(a);
      const answers = this.merged(a, body);
      const quiz = await quizConfig(tx, a.lessonId, a.courseId);
      const { done, delivery } = await this.finish(tx, { ...a, answers }, quiz, 'submitted');
      if (!done) throw conflict('This attempt has already been submitted.');
      return { view: await this.viewOf(tx, done), delivery, done };
    });
    this.ctx.hub.deliver(delivery);
    await this.tellGraded(done);
    return view;
  }
}
