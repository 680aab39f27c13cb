// Grades: a batch's gradebook for its mentors and admins, a course's for its instructor, the
// weights behind each student's total, the batch's CSV export and a student's own grades. The cells are read from the tasks and quizzes tables directly (gradebook.ts) in one
// grouped query per kind per page; the export writes page after page as it reads them, so a large
// campus never sits in memory at once.
import { Readable } from 'node:stream';
import type { AppContext } from '../../context';
import { defineHandlers, me, type Handler, type Handlers } from '../../http/router';
import { BOM } from '../../lib/csv';
import { headerLine, rowLine } from './csv';
import { Gradebook } from './gradebook';
import { GradeWeights } from './weights';

export function gradeHandlers(ctx: AppContext): Handlers {
  const gradebook = new Gradebook(ctx);
  const weights = new GradeWeights(ctx);

  const exportBatchGradebook: Handler<'exportBatchGradebook'> = async (c) => {
    const batch = { monthYear: c.params.monthYear, domain: c.params.domain };
    const scope = await gradebook.scope(me(c), batch);
    const columns = await gradebook.columns(scope);
    async function* lines() {
      yield BOM + headerLine(columns);
      for await (const rows of gradebook.walk(scope, columns))
        yield rows.map((row) => rowLine(columns, row)).join('');
    }
    return c.reply
      .code(200)
      .header('content-type', 'text/csv; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header(
        'content-disposition',
        `attachment; filename="gradebook-${batch.monthYear}-${batch.domain}.csv"`,
      )
      .send(Readable.from(lines()));
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
    setGradeWeight: (c) => weights.set(me(c), c.params.kind, c.params.id, c.body.weight),
    exportBatchGradebook,
    getMyGrades: (c) => gradebook.mine(me(c)),
  });
}
