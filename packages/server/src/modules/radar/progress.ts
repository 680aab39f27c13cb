// A batch's progress week by week (getBatchProgress, exportBatchProgress): its students (batch
// assignments) against its latest 12 weeks, each cell what the student did that week — lessons
// marked done (lesson_completions), task attempts submitted, quiz attempts passed, and the batch's
// live classes attended. Weeks start on Monday in the campus's zone. One statement reads the
// students and counts every kind, a grouped branch per kind over the batch's students (each
// table's student index), bucketed into weeks by the database (width_bucket over the weeks'
// starts), so the answer costs the batch's students' rows in those weeks and nothing else. A mentor of the batch or an admin reads it.
import type { BatchProgress, BatchProgressCounts } from '@campus/sdk/model';
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { Principal } from '../../http/auth';
import { forbidden } from '../../http/errors';
import type { BatchRef } from '../../lib/batch-ref';
import { csvLine } from '../../lib/csv';
import { localDate, zonedWallTime } from '../../lib/time-zone';
import { worksIn } from './reads';
import { rowsOf } from '../../db/rows-of';

/** The most weeks one grid shows, the latest. */
export const WEEKS_SHOWN = 12;

const KINDS = ['lessons', 'tasks', 'quizzes', 'classes'] as const;
type Kind = (typeof KINDS)[number];

/** A series per kind, each `weeks` zeros long. */
const noCounts = (weeks: number): BatchProgressCounts => ({
  lessons: Array<number>(weeks).fill(0),
  tasks: Array<number>(weeks).fill(0),
  quizzes: Array<number>(weeks).fill(0),
  classes: Array<number>(weeks).fill(0),
});

/** The calendar day `days` after a `YYYY-MM-DD` day. */
function addDays(day: string, days: number): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The Monday of the week a calendar day falls in. */
function mondayOf(day: string): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay() || 7;
  return addDays(day, 1 - weekday);
}

/** Midnight at the start of a calendar day in `tz`, as an instant. */
function startOf(day: string, tz: string): Date {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return zonedWallTime(y, m, d, 0, tz);
}

/**
 * The grid's weeks, oldest first, as their Mondays: the latest WEEKS_SHOWN up to the one holding
 * `now`, none before the week the batch's month began (none at all before that week comes).
 */
export function progressWeeks(batch: BatchRef, now: Date, tz: string): string[] {
  const current = mondayOf(localDate(now, tz));
  const first = mondayOf(`${batch.monthYear}-01`);
  const weeks: string[] = [];
  for (let i = WEEKS_SHOWN - 1; i >= 0; i -= 1) {
    const monday = addDays(current, -7 * i);
    if (monday >= first) weeks.push(monday);
  }
  return weeks;
}

export class BatchProgressReport {
  constructor(
    private readonly db: Queryable,
    private readonly now: () => Date,
    private readonly timeZone: string,
  ) {}

  async read(caller: Principal, batch: BatchRef): Promise<BatchProgress> {
    if (caller.role !== 'admin' && !(await worksIn(this.db, caller.id, batch)))
      throw forbidden('You do not work in this batch, so its progress is not yours to read.');
    const tz = this.timeZone;
    const mondays = progressWeeks(batch, this.now(), tz);
    const starts = mondays.map((m) => startOf(m, tz));
    // Before the batch's first week there are no weeks, and the window is empty.
    const end = mondays.length > 0 ? startOf(addDays(mondays.at(-1)!, 7), tz) : this.now();
    const students = await this.students(batch, starts, starts[0] ?? end, end);
    const weeks = mondays.length;
    const totals = noCounts(weeks);
    const grid = students.map(({ cells }) => {
      const counts = noCounts(weeks);
      for (const cell of cells ? cells.split(',') : []) {
        const [kind = '', week = '', n = ''] = cell.split(':');
        const w = Number(week) - 1;
        const k = KINDS[Number(kind)];
        if (!k || w < 0 || w >= weeks) continue;
        counts[k][w] = Number(n);
        totals[k][w]! += Number(n);
      }
      return counts;
    });
    return {
      batch,
      timezone: tz,
      weeks: mondays.map((monday, i) => ({ monday, startsAt: starts[i]!.toISOString() })),
      students: students.map((s, i) => ({
        student: { _id: s.id, name: s.name },
        counts: grid[i]!,
      })),
      totals,
    };
  }

  /**
   * The batch's students by name, each with their counts from `from` to `end` as one text of
   * `kind:week:count` cells (kind its place in KINDS, week 1-based in the order of `starts`), in
   * one statement: a round trip, and a row to parse, are most of a small read's cost. The students
   * reach each kind's branch as one array built once (an init plan), so each table is read along
   * its student index, as with a list of ids.
   */
  private async students(
    batch: BatchRef,
    starts: Date[],
    from: Date,
    end: Date,
  ): Promise<{ id: string; name: string; cells: string | null }[]> {
    const since = sql`${from.toISOString()}::timestamptz`;
    const to = sql`${end.toISOString()}::timestamptz`;
    const buckets = sql`${sql.param(starts.map((s) => s.toISOString()))}::timestamptz[]`;
    const students = sql`(select ids from roster_ids)::uuid[]`;
    const branch = (kind: Kind, at: SQL, source: SQL) => sql`
      select ${KINDS.indexOf(kind)}::int as kind, student_id,
        width_bucket(${at}, (select weeks from buckets)) as week, count(*) as n
      ${source}
      group by student_id, 3`;
    return rowsOf(
      await this.db.execute(sql`
        with roster as (
          select student_id as id from batch_assignments
          where month_year = ${batch.monthYear} and domain = ${batch.domain}
        ), roster_ids as (select array(select id from roster) as ids),
        buckets as (select ${buckets} as weeks),
        counts as (
          ${branch(
            'lessons',
            sql`completed_at`,
            sql`from lesson_completions where student_id = any(${students})
              and completed_at >= ${since} and completed_at < ${to}`,
          )}
          union all ${branch(
            'tasks',
            sql`submitted_at`,
            sql`from task_submissions where student_id = any(${students})
              and submitted_at >= ${since} and submitted_at < ${to}`,
          )}
          union all ${branch(
            'quizzes',
            sql`submitted_at`,
            sql`from quiz_attempts where student_id = any(${students}) and passed
              and submitted_at >= ${since} and submitted_at < ${to}`,
          )}
          union all ${branch(
            'classes',
            sql`c.start_time`,
            sql`from live_class_attendees a join live_classes c on c.id = a.class_id
              where c.month_year = ${batch.monthYear} and c.domain = ${batch.domain}
              and c.start_time >= ${since} and c.start_time < ${to}
              and a.student_id = any(${students})`,
          )}
        )
        select u.id, u.name, c.cells
        from roster r join users u on u.id = r.id
        left join (
          select student_id, string_agg(kind || ':' || week || ':' || n, ',') as cells
          from counts group by student_id
        ) c on c.student_id = r.id
        order by lower(u.name), u.id`),
    );
  }

  /** The grid as CSV lines: the header, a line per student, the batch's sums per week. */
  async csv(caller: Principal, batch: BatchRef): Promise<string[]> {
    const report = await this.read(caller, batch);
    const emails = new Map(
      report.students.length === 0
        ? []
        : rowsOf<{ id: string; email: string }>(
            await this.db.execute(sql`
              select id, email from users
              where id = any(${sql.param(report.students.map((s) => s.student._id))}::uuid[])`),
          ).map((r) => [r.id, r.email]),
    );
    const cells = (counts: BatchProgressCounts) =>
      report.weeks.flatMap((_, w) => KINDS.map((k) => counts[k][w] ?? 0));
    return [
      csvLine([
        'Student',
        'Email',
        ...report.weeks.flatMap((w) => KINDS.map((k) => `${w.monday} ${k}`)),
      ]),
      ...report.students.map((s) =>
        csvLine([s.student.name, emails.get(s.student._id) ?? '', ...cells(s.counts)]),
      ),
      csvLine(['All students', '', ...cells(report.totals)]),
    ];
  }
}
