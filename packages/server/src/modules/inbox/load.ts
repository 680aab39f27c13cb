// The admin's load view (listMentorLoad, exportMentorLoad): per working mentor, what waits on them,
// how much of it is near breach, their breaches of the last 7 days, their median time to a first
// review over the last 28 days and their place in each batch's routing — one statement for every
// mentor at once:
// - open items and near breach: as counted by the clock job's last sweep (inbox_mentor_loads,
//   mentor-loads.ts), so at most CLOCK_SWEEP_MS old; a mentor with no row has nothing waiting.
//   Counting every mentor's items on every page would cost seconds on a campus of 20,000 students
//   and grow with every open item of the campus; the sweep pays instead, one count of the mentor's
//   own inbox's read per mentor waited on, every CLOCK_SWEEP_MS;
// - breaches: one range of inbox_clock_events_breaches_idx, grouped;
// - first reviews: one range of task_feedback_at_idx, each review the first of its attempt
//   (task_feedback_submission_idx), the median per reviewer;
// - rosters: batch_mentors, grouped.
// The sort is a count, so rows are paged by number: a campus has tens or hundreds of mentors.
import type { MentorLoad, MentorLoadPage, OperationQuery } from '@campus/sdk/model';
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { inboxMentorLoads } from '../../db/schema/index';
import { toPerson } from '../../lib/people';
import { csvLine } from '../../lib/csv';
import { workingMentorRowSql } from '../../lib/mentor-review';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Breaches counted: those of the last 7 days. */
export const BREACH_WINDOW_MS = 7 * DAY_MS;
/** First reviews the median is taken over: those of the last 28 days. */
export const RESPONSE_WINDOW_MS = 28 * DAY_MS;

type Sort = NonNullable<OperationQuery<'listMentorLoad'>['sort']>;
type Order = NonNullable<OperationQuery<'listMentorLoad'>['order']>;

const SORT_COLUMNS: Record<Sort, string> = {
  name: 'lower(u.name)',
  openItems: 'open_items',
  nearBreach: 'near_breach',
  breachesThisWeek: 'breaches',
  medianFirstResponse: 'median_minutes',
};

interface LoadRow {
  id: string;
  name: string;
  role: 'mentor';
  profile_image_url: string | null;
  email: string;
  open_items: number;
  near_breach: number;
  breaches: number;
  median_minutes: number | null;
  batches: MentorLoad['batches'];
  total: number;
}

export class MentorLoadView {
  constructor(
    private readonly db: Queryable,
    private readonly now: () => Date,
  ) {}

  /** The rows in the asked order, `limit` from `offset` (every row when no limit). */
  private async rows(sort: Sort, order: Order, limit?: number, offset = 0): Promise<LoadRow[]> {
    const now = this.now();
    const breachesFrom = new Date(now.getTime() - BREACH_WINDOW_MS).toISOString();
    const reviewsFrom = new Date(now.getTime() - RESPONSE_WINDOW_MS).toISOString();
    const dir = sql.raw(order === 'asc' ? 'asc' : 'desc');
    const page: SQL = limit === undefined ? sql`` : sql`limit ${limit} offset ${offset}`;
    const res = (await this.db.execute(sql`
      with breaches as (
        select mentor_id, count(*)::int as breaches from inbox_clock_events
        where threshold = 'breach' and crossed_at > ${breachesFrom}::timestamptz
        group by mentor_id),
      responses as (
        select f.by_id as mentor_id,
          round(percentile_cont(0.5) within group (
            order by extract(epoch from f.at - s.submitted_at)) / 60)::int as median_minutes
        from task_feedback f join task_submissions s on s.id = f.submission_id
        where f.at > ${reviewsFrom}::timestamptz
          and not exists (select 1 from task_feedback e
            where e.submission_id = f.submission_id and e.at < f.at)
        group by f.by_id),
      rosters as (
        select mentor_id, json_agg(json_build_object('monthYear', month_year, 'domain', domain,
            'weight', weight, 'away', away) order by month_year, domain) as batches
        from batch_mentors group by mentor_id)
      select u.id, u.name, u.role, u.profile_image_url, u.email,
        coalesce(l.open_items, 0) as open_items, coalesce(l.near_breach, 0) as near_breach,
        coalesce(b.breaches, 0) as breaches, r.median_minutes,
        coalesce(ro.batches, '[]'::json) as batches, count(*) over ()::int as total
      from users u
        left join ${inboxMentorLoads} l on l.mentor_id = u.id
        left join breaches b on b.mentor_id = u.id
        left join responses r on r.mentor_id = u.id
        left join rosters ro on ro.mentor_id = u.id
      where ${workingMentorRowSql('u')}
      order by ${sql.raw(SORT_COLUMNS[sort])} ${dir} nulls last, lower(u.name), u.id
      ${page}`)) as unknown as { rows: LoadRow[] };
    return res.rows;
  }

  async page(f: OperationQuery<'listMentorLoad'>): Promise<MentorLoadPage> {
    const pageSize = f.pageSize ?? 20;
    const page = f.page ?? 1;
    const rows = await this.rows(
      f.sort ?? 'openItems',
      f.order ?? 'desc',
      pageSize,
      (page - 1) * pageSize,
    );
    // Past the last page there is no row to carry the total: one count answers it.
    const total = rows[0]?.total ?? (page > 1 ? await this.count() : 0);
    return { items: rows.map(toLoad), total, page, pageSize };
  }

  private async count(): Promise<number> {
    const res = (await this.db.execute(
      sql`select count(*)::int as n from users u where ${workingMentorRowSql('u')}`,
    )) as unknown as {
      rows: Array<{ n: number }>;
    };
    return res.rows[0]?.n ?? 0;
  }

  /** The whole view as CSV lines: the header, then a line per mentor. */
  async csv(f: OperationQuery<'exportMentorLoad'>): Promise<string[]> {
    const rows = await this.rows(f.sort ?? 'openItems', f.order ?? 'desc');
    return [
      csvLine([
        'Mentor',
        'Email',
        'Open items',
        'Near breach',
        'Breaches (7 days)',
        'Median first response (minutes)',
        'Batches',
      ]),
      ...rows.map((r) =>
        csvLine([
          r.name,
          r.email,
          r.open_items,
          r.near_breach,
          r.breaches,
          r.median_minutes,
          r.batches
            .map((b) => `${b.monthYear} ${b.domain}: weight ${b.weight}${b.away ? ', away' : ''}`)
            .join('; '),
        ]),
      ),
    ];
  }
}

function toLoad(r: LoadRow): MentorLoad {
  return {
    mentor: toPerson({
      id: r.id,
      name: r.name,
      role: r.role,
      profileImageUrl: r.profile_image_url,
    }),
    email: r.email,
    openItems: r.open_items,
    nearBreach: r.near_breach,
    breachesThisWeek: r.breaches,
    medianFirstResponseMinutes: r.median_minutes,
    batches: r.batches,
  };
}
