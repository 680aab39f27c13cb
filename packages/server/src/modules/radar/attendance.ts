// A batch's attendance across its live classes (getBatchAttendance, exportBatchAttendance): the
// batch's ended classes, the latest 100 oldest first (live_classes_batch_start_idx), against its
// students (batch_assignments), one read of the attendees of those classes. A mentor of the batch
// (batch_mentors, the radar's roster) or an admin reads it.
import type { BatchAttendance } from '@campus/sdk/model';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { Principal } from '../../http/auth';
import { forbidden } from '../../http/errors';
import type { BatchRef } from '../../lib/batch-ref';
import { csvLine } from '../../lib/csv';
import { worksIn } from './reads';
import { rowsOf } from './signals';

/** The most classes one grid shows, the latest. */
const CLASSES_SHOWN = 100;

export class BatchAttendanceReport {
  constructor(private readonly db: Queryable) {}

  async read(caller: Principal, batch: BatchRef): Promise<BatchAttendance> {
    if (caller.role !== 'admin' && !(await worksIn(this.db, caller.id, batch)))
      throw forbidden('You do not work in this batch, so its attendance is not yours to read.');
    const classes = rowsOf<{ id: string; title: string; start_time: string | Date }>(
      await this.db.execute(sql`
        select id, title, start_time from (
          select id, title, start_time from live_classes
          where month_year = ${batch.monthYear} and domain = ${batch.domain} and status = 'ended'
          order by start_time desc, id desc limit ${CLASSES_SHOWN}) c
        order by start_time, id`),
    );
    const students = rowsOf<{ id: string; name: string }>(
      await this.db.execute(sql`
        select u.id, u.name from batch_assignments a join users u on u.id = a.student_id
        where a.month_year = ${batch.monthYear} and a.domain = ${batch.domain}
        order by lower(u.name), u.id`),
    );
    const present = new Set(
      classes.length === 0
        ? []
        : rowsOf<{ class_id: string; student_id: string }>(
            await this.db.execute(sql`
              select class_id, student_id from live_class_attendees
              where class_id = any(${sql.param(classes.map((c) => c.id))}::uuid[])`),
          ).map((r) => `${r.class_id}:${r.student_id}`),
    );
    const grid = students.map((s) => classes.map((c) => present.has(`${c.id}:${s.id}`)));
    return {
      batch,
      classes: classes.map((c, i) => ({
        _id: c.id,
        title: c.title,
        startTime: new Date(c.start_time).toISOString(),
        attended: grid.filter((row) => row[i]).length,
      })),
      students: students.map((s, i) => {
        const attended = grid[i]!.filter(Boolean).length;
        return {
          student: { _id: s.id, name: s.name },
          present: grid[i]!,
          attended,
          missed: classes.length - attended,
        };
      }),
    };
  }

  /** The grid as CSV lines: the header, a line per student (1 or 0 per class), the class totals. */
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
    const attended = report.students.reduce((n, s) => n + s.attended, 0);
    const missed = report.students.reduce((n, s) => n + s.missed, 0);
    return [
      csvLine([
        'Student',
        'Email',
        ...report.classes.map((c) => `${c.startTime.slice(0, 10)} ${c.title}`),
        'Attended',
        'Missed',
      ]),
      ...report.students.map((s) =>
        csvLine([
          s.student.name,
          emails.get(s.student._id) ?? '',
          ...s.present.map((p) => (p ? 1 : 0)),
          s.attended,
          s.missed,
        ]),
      ),
      csvLine(['All students', '', ...report.classes.map((c) => c.attended), attended, missed]),
    ];
  }
}
