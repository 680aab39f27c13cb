// Grades: a batch's gradebook for its mentors and admins, a course's for its instructor with the
// course's quiz results, the weights behind each student's total, either gradebook as CSV and a
// student's own grades. The cells are read from the tasks and quizzes tables directly
// (gradebook.ts) in one grouped query per kind per page; an export writes page after page as it
// reads them, so a large campus never sits in memory at once. The quiz results (quiz-results.ts)
// are aggregated in the database, kept per quiz until a change marks them (quiz-figures.ts), and
// answer to whoever may read the course's gradebook.
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { defineHandlers, me, type Handler, type Handlers } from '../../http/router';
import { fileWords, sendCsv } from '../../lib/csv';
import { headerLine, rowLine } from './csv';
import { Gradebook, type Scope } from './gradebook';
import { QuizResults } from './quiz-results';
import { GradeWeights } from './weights';

export function gradeHandlers(ctx: AppContext): Handlers {
  const gradebook = new Gradebook(ctx);
  const weights = new GradeWeights(ctx);
  const quizResults = new QuizResults(ctx);

  /** A gradebook as CSV, written page after page as it is read. */
  async function sendGradebook(reply: FastifyReply, scope: Scope, fileName: string) {
    const columns = await gradebook.columns(scope);
    async function* lines() {
      yield headerLine(columns);
      for await (const rows of gradebook.walk(scope, columns))
        yield rows.map((row) => rowLine(columns, row)).join('');
    }
    return sendCsv(reply, fileName, lines());
  }

  const exportBatchGradebook: Handler<'exportBatchGradebook'> = async (c) => {
    const batch = { monthYear: c.params.monthYear, domain: c.params.domain };
    const scope = await gradebook.scope(me(c), batch);
    return sendGradebook(c.reply, scope, `gradebook-${batch.monthYear}-${batch.domain}.csv`);
  };

  const exportCourseGradebook: Handler<'exportCourseGradebook'> = async (c) => {
    const scope = await gradebook.courseScope(me(c), c.params.id);
    return sendGradebook(c.reply, scope, `gradebook-${fileWords(scope.title)}.csv`);
  };

  return defineHandlers({
    getBatchGradebook: async (c) => {
      const scope = await gradebook.scope(me(c), c.params);
      return gradebook.page(scope, c.query);
    },
    getCourseGradebook: async (c) => {
      const scope = await gradebook.courseScope(me(c), c.params.id);
      return gradebook.page(scope, c.query);
    },
    getCourseQuizResults: async (c) =>
      quizResults.of(await gradebook.courseScope(me(c), c.params.id, 'the quiz results')),
    setGradeWeight: (c) => weights.set(me(c), c.params.kind, c.params.id, c.body.weight),
    exportBatchGradebook,
    exportCourseGradebook,
    getMyGrades: (c) => gradebook.mine(me(c)),
  });
}
