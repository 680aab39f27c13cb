// Reading people: the pages of the admin table, a mentor's students and the mentor review; what a
// non-admin sees of mentor accounts; and who may see whom (getUser).
import type { MentorListing, OperationQuery, User, UserPage } from '@campus/sdk/model';
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AppContext, BatchRef } from '../../context';
import {
  mentorProfiles,
  users,
  type MentorStatus,
  type Role,
  type UserRow,
} from '../../db/schema/index';
import { anyOf } from '../../db/any-of';
import type { Principal } from '../../http/auth';
import { cursorScope, keysetKeys, keysetPage, type Keyset } from '../../lib/cursor';
import { isWorkingMentor } from '../../lib/mentor-review';
import type { UserRecords } from '../../services';
import { toUser } from './service';

const dtoColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  pendingAmount: users.pendingAmount,
  isActive: users.isActive,
  profile: users.profile,
  createdAt: users.createdAt,
  mentorStatus: users.mentorStatus,
  profileImageUrl: users.profileImageUrl,
  batchMonthYear: users.batchMonthYear,
  batchDomain: users.batchDomain,
  programSlug: users.programSlug,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
};

/** Which people a page lists: the admin table's query, or what a handler narrows it to. */
export interface ListFilter {
  role?: Role;
  active?: boolean;
  search?: string;
  batches?: BatchRef[];
  mentorStatus?: MentorStatus;
  oldestFirst?: boolean;
  /** The admin table's column and direction (listUsers); otherwise newest first. */
  sort?: OperationQuery<'listUsers'>['sort'];
  order?: OperationQuery<'listUsers'>['order'];
  cursor?: string;
  pageSize: number;
}

/**
 * The order of a users page, as a keyset (pages by cursor). Names sort case-insensitively
 * (lower(name), which has its own index, users_name_lower_idx); roles sort by their name; every order
 * ends on the id so pages never overlap or skip a row. `list` names the order, so a cursor of another
 * sort is refused.
 */
function usersKeyset(f: Pick<ListFilter, 'sort' | 'order' | 'oldestFirst'>): Keyset {
  const dir = f.order === 'asc' || (!f.order && f.oldestFirst) ? 'asc' : 'desc';
  const name = { expr: sql`lower(${users.name})`, type: 'text', dir: 'asc' } as const;
  const id = { expr: users.id, type: 'uuid', dir } as const;
  const keys: Keyset['keys'] =
    f.sort === 'name'
      ? [{ ...name, dir }, id]
      : f.sort === 'email'
        ? [{ expr: users.email, type: 'text', dir }, id]
        : f.sort === 'role'
          ? [{ expr: sql`${users.role}::text`, type: 'text', dir }, name, { ...id, dir: 'asc' }]
          : [{ expr: users.createdAt, type: 'timestamptz', dir }, id];
  return { list: `users:${f.sort ?? 'createdAt'}:${dir}`, keys };
}

export class UserQueries {
  /** Pages of the user list, kept for a second in production (lib/read-cache.ts). */
  private readonly pages;

  constructor(
    private readonly ctx: Pick<AppContext, 'db' | 'reads'>,
    private readonly records: Pick<UserRecords, 'mentorHasStudent'>,
  ) {
    this.pages = ctx.reads.listCache<UserPage>();
  }

  /** A page of people (admin table, a mentor's students, the mentor review), newest first by default. */
  list(f: ListFilter): Promise<UserPage> {
    return this.pages.get(JSON.stringify(f), () => this.readPage(f));
  }

  private async readPage(f: ListFilter): Promise<UserPage> {
    const conds: SQL[] = [];
    if (f.role) conds.push(eq(users.role, f.role));
    if (f.active !== undefined) conds.push(eq(users.isActive, f.active));
    if (f.mentorStatus) conds.push(eq(users.mentorStatus, f.mentorStatus));
    if (f.search) {
      const like = `%${f.search.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
      const m = or(ilike(users.name, like), ilike(users.email, like));
      if (m) conds.push(m);
    }
    if (f.batches) {
      if (f.batches.length === 0) return { items: [], nextCursor: null, pageSize: f.pageSize };
      const m = or(
        ...f.batches.map((b) =>
          and(eq(users.batchMonthYear, b.monthYear), eq(users.batchDomain, b.domain)),
        ),
      );
      if (m) conds.push(m);
    }
    const keyset = usersKeyset(f);
    const page = keysetPage(keyset, cursorScope({ ...f, batches: undefined }), f);
    const rows = await this.ctx.db
      .select({ user: dtoColumns, keys: keysetKeys(keyset) })
      .from(users)
      .where(and(...conds, page.after))
      .orderBy(...page.order)
      .limit(page.limit);
    const found = page.finish(rows, (r) => r.keys);
    return { ...found, items: found.items.map((r) => toUser(r.user)) };
  }

  /** What a non-admin sees of mentor accounts (listMentorUsers): name, photo, profile's expertise. */
  async mentorListings(mentors: User[]): Promise<MentorListing[]> {
    const ids = mentors.map((m) => m._id);
    const profiles = ids.length
      ? await this.ctx.db
          .select({ userId: mentorProfiles.userId, expertise: mentorProfiles.expertise })
          .from(mentorProfiles)
          .where(anyOf(mentorProfiles.userId, ids))
      : [];
    const expertise = new Map(profiles.map((p) => [p.userId, p.expertise]));
    return mentors.map((m) => {
      const listing: MentorListing = {
        _id: m._id,
        name: m.name,
        role: m.role,
        expertise: expertise.get(m._id) ?? [],
      };
      if (m.profileImage) listing.profileImage = m.profileImage;
      return listing;
    });
  }

  /** May `viewer` see `target`? (getUser's rule; a refusal is answered 404 so ids cannot be probed.) */
  async canSee(viewer: Principal, target: UserRow): Promise<boolean> {
    if (viewer.role === 'admin' || viewer.id === target.id) return true;
    if (target.role === 'mentor') return isWorkingMentor(target);
    if (target.role === 'instructor') return target.isActive;
    if (viewer.role === 'mentor' && target.role === 'student')
      return this.records.mentorHasStudent(viewer.id, target);
    return false;
  }
}
