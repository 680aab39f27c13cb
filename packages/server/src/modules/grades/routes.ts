// Grades: a batch's gradebook for its mentors and admins, its CSV export and a student's
// own grades. The cells are read from the tasks and quizzes tables directly (gradebook.ts) in one
// grouped query per kind per page; the export writes page after page as it reads them, so a large
// campus never sits in memory at once.
import { Readable } from 'node:stream';
import type { AppContext } from '../../context';
import { defineHandlers, me, type Handler, type Handlers } from '../../http/router';
import { BOM } from '../../lib/csv';
import { headerLine, rowLine } from './csv';
import { Gradebook } from './gradebook';

export function gradeHandlers(ctx: AppContext): Handlers {
  const gradebook = new Gradebook(ctx);

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
    exportBatchGradebook,
    getMyGrades: (c) => gradebook.mine(me(c)),
  });
}
