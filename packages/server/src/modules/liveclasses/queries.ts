// Live classes: the reads (admin, host and student lists; today; upcoming; counts).
import type { LiveClass, LiveClassPage, OperationQuery } from '@campus/sdk/model';
import { and, asc, count, eq, gt, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { liveClasses } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { mentorBatchesOf, studentBatch } from '../batches/public';
import { cursorScope, keysetKeys, keysetPage, type Keyset } from '../../lib/cursor';
import { assertTimeZone, localDay } from '../../lib/time-zone';
import { type Access, type LiveClassShapes, endSql } from './dto';

/** The list filters (the admin list has them all; the host's and the student's lists a few). */
type Filters = Omit<OperationQuery<'listLiveClasses'>, 'cursor' | 'pageSize'>;

// The admin overview, newest first: live_classes_start_id_idx (start_time, id) reads a page as one
// range; a filter on batch, status or host narrows it with that filter's index.
const allKeyset: Keyset = {
  list: 'liveclasses',
  keys: [
    { expr: liveClasses.startTime, type: 'timestamptz', dir: 'desc' },
    { expr: liveClasses.id, type: 'uuid', dir: 'desc' },
  ],
};

// The host's classes, oldest first: live_classes_host_start_id_idx (host_id, start_time, id).
const hostedKeyset: Keyset = {
  list: 'liveclasses-hosted',
  keys: [
    { expr: liveClasses.startTime, type: 'timestamptz', dir: 'asc' },
    { expr: liveClasses.id, type: 'uuid', dir: 'asc' },
  ],
};

/** The classes a caller is the audience of: null = none at all (instructors, students without a batch). */
export async function liveClassAudience(
  q: Queryable,
  user: Principal,
): Promise<{ where: SQL | undefined; access: Access } | null> {
  if (user.role === 'admin') return { where: undefined, access: 'full' };
  if (user.role === 'student') {
    const b = await studentBatch(q, user.id);
    if (!b) return null;
    return {
      where: and(eq(liveClasses.monthYear, b.monthYear), eq(liveClasses.domain, b.domain)),
      access: 'student',
    };
  }
  if (user.role === 'mentor') {
    const batches = await mentorBatchesOf(q, user.id);
    const where = or(
      eq(liveClasses.hostId, user.id),
      ...batches.map((b) =>
        and(eq(liveClasses.monthYear, b.monthYear), eq(liveClasses.domain, b.domain)),
      ),
    );
    return { where, access: 'full' };
  }
  return null;
}

export class LiveClassQueries {
  constructor(
    private readonly ctx: AppContext,
    private readonly shapes: LiveClassShapes,
  ) {}

  private get db() {
    return this.ctx.db;
  }

  private filterConds(f: Filters): SQL[] {
    const conds: SQL[] = [];
    if (f.status) conds.push(eq(liveClasses.status, f.status));
    if (f.monthYear) conds.push(eq(liveClasses.monthYear, f.monthYear));
    if (f.domain) conds.push(eq(liveClasses.domain, f.domain));
    if (f.hostId) conds.push(eq(liveClasses.hostId, f.hostId));
    if (f.from) conds.push(gte(liveClasses.startTime, new Date(f.from)));
    if (f.to) conds.push(lt(liveClasses.startTime, new Date(f.to)));
    if (f.search) {
      const like = `%${f.search.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
      const m = or(ilike(liveClasses.title, like), ilike(liveClasses.description, like));
      if (m) conds.push(m);
    }
    return conds;
  }

  /** Newest first by cursor: no total, which would count every class matching. */
  async listAll(admin: Principal, f: OperationQuery<'listLiveClasses'>): Promise<LiveClassPage> {
    return this.page(allKeyset, admin, f, this.filterConds(f));
  }

  /** The host's classes by cursor: a page, not every class of years of hosting. */
  listHosted(user: Principal, f: OperationQuery<'listHostedLiveClasses'>): Promise<LiveClassPage> {
    return this.page(hostedKeyset, user, f, [
      eq(liveClasses.hostId, user.id),
      ...this.filterConds(f),
    ]);
  }

  /** One page of classes in the keyset's order, from the cursor on, with counts, not attendee lists. */
  private async page(
    keyset: Keyset,
    viewer: Principal,
    f: OperationQuery<'listLiveClasses'> | OperationQuery<'listHostedLiveClasses'>,
    conds: (SQL | undefined)[],
  ): Promise<LiveClassPage> {
    const page = keysetPage(keyset, cursorScope(f), f);
    const rows = await this.db
      .select({ row: liveClasses, keys: keysetKeys(keyset) })
      .from(liveClasses)
      .where(and(...conds, page.after))
      .orderBy(...page.order)
      .limit(page.limit);
    const { items, nextCursor, pageSize } = page.finish(rows, (r) => r.keys);
    return {
      items: await this.shapes.toDtos(
        items.map((r) => r.row),
        viewer,
        () => 'full',
        this.db,
        { withAttendees: false },
      ),
      nextCursor,
      pageSize,
    };
  }

  async listForStudent(user: Principal, f: Filters): Promise<LiveClass[]> {
    const batch = await studentBatch(this.db, user.id);
    if (!batch) return [];
    const rows = await this.db
      .select()
      .from(liveClasses)
      .where(
        and(
          eq(liveClasses.monthYear, batch.monthYear),
          eq(liveClasses.domain, batch.domain),
          ...this.filterConds(f),
        ),
      )
      .orderBy(asc(liveClasses.startTime), asc(liveClasses.id));
    return this.shapes.toDtos(rows, user, () => 'student');
  }

  async get(user: Principal, id: string): Promise<LiveClass> {
    const { row, access } = await this.shapes.visible(user, id);
    return this.shapes.dto(row, user, access);
  }

  async listToday(user: Principal, timezone: string): Promise<LiveClass[]> {
    assertTimeZone(timezone);
    const aud = await liveClassAudience(this.db, user);
    if (!aud) return [];
    const [from, to] = localDay(this.ctx.now(), timezone);
    // A class running now is today's too, even one that began before local midnight.
    const rows = await this.db
      .select()
      .from(liveClasses)
      .where(
        and(
          aud.where,
          or(
            and(gte(liveClasses.startTime, from), lt(liveClasses.startTime, to)),
            eq(liveClasses.status, 'live'),
          ),
        ),
      )
      .orderBy(asc(liveClasses.startTime), asc(liveClasses.id));
    return this.shapes.toDtos(rows, user, () => aud.access);
  }

  private upcomingWhere(now: Date) {
    return or(
      eq(liveClasses.status, 'live'),
      and(eq(liveClasses.status, 'scheduled'), gt(endSql, now)),
    );
  }

  async listUpcoming(user: Principal, limit: number): Promise<LiveClass[]> {
    const aud = await liveClassAudience(this.db, user);
    if (!aud) return [];
    const rows = await this.db
      .select()
      .from(liveClasses)
      .where(and(aud.where, this.upcomingWhere(this.ctx.now())))
      .orderBy(asc(liveClasses.startTime), asc(liveClasses.id))
      .limit(limit);
    return this.shapes.toDtos(rows, user, () => aud.access);
  }

  async upcomingCount(user: Principal): Promise<number> {
    const aud = await liveClassAudience(this.db, user);
    if (!aud) return 0;
    const [row] = await this.db
      .select({ n: count() })
      .from(liveClasses)
      .where(and(aud.where, this.upcomingWhere(this.ctx.now())));
    return row?.n ?? 0;
  }
}
