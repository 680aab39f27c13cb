// The admin's load view (listMentorLoad, exportMentorLoad): per working mentor, what waits on them,
// how much of it is near breach, their breaches of the last 7 days, their median time to a first
// review over the last 28 days and their place in each batch's routing — one statement for every
// mentor at once.
// - The four figures are the clock job's last sweep's (inbox_mentor_loads, mentor-loads.ts), so at
//   most CLOCK_SWEEP_MS old; a mentor with no row (one who started working since) shows nothing
//   waiting, no breach and no median. The view sorts every mentor by any of them before it cuts a
//   page, so each must be known for every mentor on every page: counted there, the open items would
//   read every open item of the campus (seconds on a campus of 20,000 students), the median every
//   first review of 28 days (a third of a second) and the breaches every breach of the week. The
//   sweep counts them instead, one statement per mentor over the mentor's own index ranges.
// - The page reads the working mentors (an index range of users by role) joined to their rows of
//   inbox_mentor_loads, sorts them, and then reads the routing of the rows it shows alone
//   (batch_mentors_mentor_idx), live, so a change of routing shows at once.
// The sort is a count, so rows are paged by number: a campus has tens or hundreds of mentors.
import type { MentorLoad, MentorLoadPage, OperationQuery } from '@campus/sdk/model';
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { inboxMentorLoads } from '../../db/schema/index';
import { toPerson } from '../../lib/people';
import { csvLine } from '../../lib/csv';
import { workingMentorRowSql } from '../../lib/mentor-review';

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
  /** The view reads kept figures only, so the clock it is given is not read. */
  constructor(private readonly db: Queryable) {}

  /** The rows in the asked order, `limit` from `offset` (every row when no limit). */
  private async rows(sort: Sort, order: Order, limit?: number, offset = 0): Promise<LoadRow[]> {
    const dir = sql.raw(order === 'asc' ? 'asc' : 'desc');
    const page: SQL = limit === undefined ? sql`` : sql`limit ${limit} offset ${offset}`;
    const res = (await this.db.execute(sql`
      select u.id, u.name, u.role, u.profile_image_url, u.email,
        coalesce(l.open_items, 0) as open_items, coalesce(l.near_breach, 0) as near_breach,
        coalesce(l.breaches, 0) as breaches, l.median_minutes,
        coalesce((select json_agg(json_build_object('monthYear', m.month_year,
            'domain', m.domain, 'weight', m.weight, 'away', m.away) order by m.month_year, m.domain)
          from batch_mentors m where m.mentor_id = u.id), '[]'::json) as batches,
        count(*) over ()::int as total
      from users u left join ${inboxMentorLoads} l on l.mentor_id = u.id
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
