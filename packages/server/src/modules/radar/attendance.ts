// A batch's attendance across its live classes (getBatchAttendance, exportBatchAttendance): the
// batch's ended classes, the latest 100 oldest first (live_classes_batch_start_idx), against its
// students (batch_assignments); the classes come with their attendees, in one statement. A mentor
// of the batch (batch_mentors, the radar's roster) or an admin reads it.
import type { BatchAttendance } from '@campus/sdk/model';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { Principal } from '../../http/auth';
import { forbidden } from '../../http/errors';
import type { BatchRef } from '../../lib/batch-ref';
import { csvLine } from '../../lib/csv';
import { worksIn } from './reads';
import { rowsOf } from '../../db/rows-of';

/** The most classes one grid shows, the latest. */
const CLASSES_SHOWN = 100;

export class BatchAttendanceReport {
  constructor(private readonly db: Queryable) {}

  async read(caller: Principal, batch: BatchRef): Promise<BatchAttendance> {
    if (caller.role !== 'admin' && !(await worksIn(this.db, caller.id, batch)))
      throw forbidden('You do not work in this batch, so its attendance is not yours to read.');
    // Each class with its attendees in one statement (the attendees' primary key by class), the
    // attendees' ids as one comma-separated text: a split is far cheaper than parsing an array.
    const classes = rowsOf<{
      id: string;
      title: string;
      start_time: string | Date;
      present: string;
    }>(
      await this.db.execute(sql`
        select c.id, c.title, c.start_time, array_to_string(array(
          select a.student_id from live_class_attendees a where a.class_id = c.id), ',') as present
        from (
          select id, title, start_time from live_classes
          where month_year = ${batch.monthYear} and domain = ${batch.domain} and status = 'ended'
          order by start_time desc, id desc limit ${CLASSES_SHOWN}) c
        order by c.start_time, c.id`),
    );
    const students = rowsOf<{ id: string; name: string }>(
      await this.db.execute(sql`
        select u.id, u.name from batch_assignments a join users u on u.id = a.student_id
        where a.month_year = ${batch.monthYear} and a.domain = ${batch.domain}
        order by lower(u.name), u.id`),
    );
    const row = new Map(students.map((s, i) => [s.id, i]));
    const grid = students.map(() => classes.map(() => false));
    classes.forEach((c, i) => {
      for (const student of c.present ? c.present.split(',') : []) {
        const cells = grid[row.get(student) ?? -1];
        if (cells) cells[i] = true;
      }
    });
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
