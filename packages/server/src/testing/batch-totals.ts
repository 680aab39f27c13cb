// The kept batch totals (db/schema/totals.ts, recounted by triggers) against a count from scratch:
// how many batches differ, or are missing or left over. Used after each kind of write
// (modules/batches/totals.test.ts) and after the large campus's bulk inserts.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export async function batchTotalsDrift(db: Db): Promise<{ m: string; d: string }[]> {
  const res = (await db.execute(sql`
    WITH k AS (
      SELECT batch_month_year AS m, batch_domain AS d FROM users
      WHERE role = 'student' AND batch_month_year IS NOT NULL AND batch_domain IS NOT NULL
      UNION SELECT month_year, domain FROM batch_assignments
      UNION SELECT month_year, domain FROM batch_videos
      UNION SELECT month_year, domain FROM live_classes
    ), r AS (
      SELECT k.m, k.d,
        (SELECT count(*) FROM users u WHERE u.role = 'student'
          AND u.batch_month_year = k.m AND u.batch_domain = k.d)::int AS students,
        (SELECT count(*) FROM batch_assignments b WHERE b.month_year = k.m AND b.domain = k.d)::int
          AS assignments,
        (SELECT coalesce(array_agg(DISTINCT b.mentor_id), '{}') FROM batch_assignments b
          WHERE b.month_year = k.m AND b.domain = k.d) AS mentor_ids,
        (SELECT max(b.assigned_at) FROM batch_assignments b
          WHERE b.month_year = k.m AND b.domain = k.d) AS last_assigned_at,
        (SELECT count(*) FROM batch_videos v WHERE v.month_year = k.m AND v.domain = k.d)::int
          AS videos,
        (SELECT max(v.updated_at) FROM batch_videos v WHERE v.month_year = k.m AND v.domain = k.d)
          AS last_video_at,
        (SELECT count(*) FROM live_classes l WHERE l.month_year = k.m AND l.domain = k.d
          AND l.status IN ('scheduled', 'live'))::int AS upcoming_classes,
        (SELECT max(l.updated_at) FROM live_classes l WHERE l.month_year = k.m AND l.domain = k.d)
          AS last_class_at
      FROM k
    )
    SELECT coalesce(r.m, t.month_year) AS m, coalesce(r.d, t.domain) AS d
    FROM r FULL JOIN batch_totals t ON t.month_year = r.m AND t.domain = r.d
    WHERE (t.students, t.assignments, t.mentor_ids, t.last_assigned_at, t.videos, t.last_video_at,
           t.upcoming_classes, t.last_class_at, t.listed)
      IS DISTINCT FROM (r.students, r.assignments, r.mentor_ids, r.last_assigned_at, r.videos,
           r.last_video_at, r.upcoming_classes, r.last_class_at,
           r.students > 0 OR r.assignments > 0 OR r.videos > 0)
    ORDER BY 1, 2`)) as unknown as { rows: { m: string; d: string }[] };
  return res.rows;
}
