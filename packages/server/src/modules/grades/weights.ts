// Grades: setting how much a task or a quiz counts. A task's weight is its owner's (the mentor who
// set it) or an admin's to change; a quiz's is its course instructor's or an admin's. The weight is
// one row per item (grade_weights), written by upsert so setting it twice is setting it once.
import type { GradebookColumnKind, GradeWeight } from '@campus/sdk/model';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { courseLessons, courses, gradeWeights, tasks } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { forbidden, notFound } from '../../http/errors';
import { awaitingReview } from '../../lib/mentor-review';

export class GradeWeights {
  constructor(private readonly ctx: AppContext) {}

  /** Whose the item is: the task's mentor or the quiz's course instructor; 404 when none. */
  private async ownerOf(kind: GradebookColumnKind, id: string): Promise<string> {
    if (kind === 'task') {
      const [task] = await this.ctx.db
        .select({ ownerId: tasks.mentorId })
        .from(tasks)
        .where(eq(tasks.id, id));
      if (!task) throw notFound('Task not found.');
      return task.ownerId;
    }
    const [quiz] = await this.ctx.db
      .select({ ownerId: courses.instructorId })
      .from(courseLessons)
      .innerJoin(courses, eq(courses.id, courseLessons.courseId))
      .where(and(eq(courseLessons.id, id), eq(courseLessons.type, 'quiz')));
    if (!quiz) throw notFound('Quiz not found.');
    return quiz.ownerId;
  }

  async set(
    caller: Principal,
    kind: GradebookColumnKind,
    itemId: string,
    weight: number,
  ): Promise<GradeWeight> {
    const ownerId = await this.ownerOf(kind, itemId);
    if (caller.role !== 'admin') {
      const refusal = awaitingReview(caller);
      if (refusal) throw refusal;
      const owns =
        caller.id === ownerId && caller.role === (kind === 'task' ? 'mentor' : 'instructor');
      if (!owns)
        throw forbidden(
          kind === 'task'
            ? 'Only the mentor who set this task (or an admin) can change its weight.'
            : 'Only the instructor of this course (or an admin) can change a quiz’s weight.',
        );
    }
    const at = this.ctx.now();
    await this.ctx.db
      .insert(gradeWeights)
      .values({ kind, itemId, weight, updatedAt: at, updatedById: caller.id })
      .onConflictDoUpdate({
        target: [gradeWeights.kind, gradeWeights.itemId],
        set: { weight, updatedAt: at, updatedById: caller.id },
      });
    return { kind, itemId, weight };
  }
}
