// The facts the radar's rules read (rules.ts StudentSignals), for a set of students in one statement
// and their batches' medians in a second: never a query per student. Each student's facts are
// subqueries on indexes that start with the student (task_assignees_student_idx,
// task_submissions_latest_idx, the quiz attempts' unique index, live_class_attendees' primary key,
// conversations_waiting_idx, enrollments_student_course_uq) or the batch
// (live_classes_batch_start_idx, batch_assignments_batch_mentor_idx).
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows-of';
import type { Queryable } from '../../db/client';
import type { StudentSignals } from './rules';

/** The most classes a student's run of misses is read over (missedClassesInRow's maximum). */
const CLASSES_READ = 20;

interface SignalRow {
  id: string;
  name: string;
  is_active: boolean;
  program_slug: string | null;
  month_year: string;
  domain: string;
  joined_ms: number;
  seen_ms: number | null;
  finished: boolean;
  overdue: { id: string; ms: number }[];
  changes: { id: string; ms: number }[];
  quizzes: { id: string; ms: number }[];
  classes: { id: string; attended: boolean }[];
  waiting: { id: string; ms: number }[];
  progress: number | null;
}

const ms = (column: ReturnType<typeof sql.raw>) =>
  sql`(extract(epoch from ${column}) * 1000)::float8`;

/** The facts of each student of `ids` who is a student in a batch (the others are left out). */
export async function readSignals(
  db: Queryable,
  ids: readonly string[],
  now: Date,
): Promise<StudentSignals[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`
    with s as (
      select u.id, u.name, u.is_active, u.program_slug, ba.month_year, ba.domain, ba.assigned_at
      from users u join batch_assignments ba on ba.student_id = u.id
      where u.id = any(${sql.param([...ids])}::uuid[]) and u.role = 'student'
    )
    select s.id, s.name, s.is_active, s.program_slug, s.month_year, s.domain,
      ${ms(sql.raw('s.assigned_at'))} as joined_ms,
      (select ${ms(sql.raw('v.seen_at'))} from user_visits v where v.user_id = s.id) as seen_ms,
      (exists (select 1 from enrollments e where e.student_id = s.id and e.status = 'completed')
        and not exists (select 1 from enrollments e where e.student_id = s.id
          and e.status not in ('completed', 'cancelled'))) as finished,
      (select coalesce(json_agg(json_build_object('id', t.id, 'ms', ${ms(sql.raw('t.due_date'))})
          order by t.due_date), '[]')
        from task_assignees ta join tasks t on t.id = ta.task_id
        where ta.student_id = s.id and t.status = 'open' and t.due_date < ${now.toISOString()}::timestamptz
          and not exists (select 1 from task_submissions x
            where x.task_id = t.id and x.student_id = s.id)) as overdue,
      (select coalesce(json_agg(json_build_object('id', t.id, 'ms', ${ms(sql.raw('l.reviewed_at'))})
          order by l.reviewed_at), '[]')
        from task_assignees ta join tasks t on t.id = ta.task_id
        cross join lateral (select x.status, x.reviewed_at from task_submissions x
          where x.task_id = t.id and x.student_id = s.id order by x.attempt desc limit 1) l
        where ta.student_id = s.id and t.status = 'open'
          and l.status = 'modification_requested') as changes,
      (select coalesce(json_agg(json_build_object('id', q.lesson_id, 'ms', ${ms(sql.raw('q.last_at'))})
          order by q.last_at desc), '[]')
        from (select a.lesson_id, max(a.submitted_at) as last_at from quiz_attempts a
          where a.student_id = s.id and a.passed is not null
          group by a.lesson_id having not bool_or(a.passed)) q) as quizzes,
      (select coalesce(json_agg(json_build_object('id', c.id, 'attended', exists (
            select 1 from live_class_attendees a where a.class_id = c.id and a.student_id = s.id))
          order by c.start_time desc), '[]')
        from (select c.id, c.start_time from live_classes c
          where c.month_year = s.month_year and c.domain = s.domain and c.status = 'ended'
            and c.start_time >= s.assigned_at
          order by c.start_time desc limit ${CLASSES_READ}) c) as classes,
      (select coalesce(json_agg(json_build_object('id', o.id, 'ms', ${ms(sql.raw('cv.waiting_since'))})
          order by cv.waiting_since), '[]')
        from conversations cv
        join users o on o.id = case when cv.user_low = s.id then cv.user_high else cv.user_low end
        where cv.waiting_on = s.id and o.role in ('mentor', 'admin')) as waiting,
      (select avg(e.progress)::float8 from enrollments e
        where e.student_id = s.id and e.status in ('active', 'completed')) as progress
    from s`);
  const rows = rowsOf<SignalRow>(result);
  const medians = await batchMedians(db, rows);
  return rows.map((r) => ({
    studentId: r.id,
    name: r.name,
    batch: { monthYear: r.month_year, domain: r.domain },
    programSlug: r.program_slug,
    isActive: r.is_active,
    joinedAt: new Date(r.joined_ms),
    seenAt: r.seen_ms === null ? null : new Date(r.seen_ms),
    finished: r.finished,
    overdue: r.overdue.map((o) => ({ taskId: o.id, dueAt: new Date(o.ms) })),
    changesRequested: r.changes.map((c) => ({ taskId: c.id, reviewedAt: new Date(c.ms) })),
    failedQuizzes: r.quizzes.map((q) => ({ lessonId: q.id, at: new Date(q.ms) })),
    classes: r.classes.map((c) => ({ classId: c.id, attended: c.attended })),
    waitingMentors: r.waiting.map((w) => ({ mentorId: w.id, since: new Date(w.ms) })),
    progress: r.progress,
    batchMedian: medians.get(batchKey(r.month_year, r.domain)) ?? null,
  }));
}

const batchKey = (monthYear: string, domain: string) => `${monthYear}\u0000${domain}`;

/** The median of each batch's active students' average course progress, for the batches of `rows`. */
async function batchMedians(db: Queryable, rows: SignalRow[]): Promise<Map<string, number>> {
  const batches = [...new Map(rows.map((r) => [batchKey(r.month_year, r.domain), r])).values()];
  if (batches.length === 0) return new Map();
  const result = await db.execute(sql`
    select ba.month_year, ba.domain,
      (percentile_cont(0.5) within group (order by p.progress))::float8 as median
    from unnest(${sql.param(batches.map((b) => b.month_year))}::text[],
      ${sql.param(batches.map((b) => b.domain))}::text[]) as b(month_year, domain)
    join batch_assignments ba on ba.month_year = b.month_year and ba.domain = b.domain
    join users u on u.id = ba.student_id and u.is_active
    cross join lateral (select avg(e.progress)::float8 as progress from enrollments e
      where e.student_id = ba.student_id and e.status in ('active', 'completed')) p
    where p.progress is not null
    group by ba.month_year, ba.domain`);
  return new Map(
    rowsOf<{ month_year: string; domain: string; median: number }>(result).map((m) => [
      batchKey(m.month_year, m.domain),
      m.median,
    ]),
  );
}
