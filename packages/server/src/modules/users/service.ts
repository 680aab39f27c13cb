// People: reading, listing and the admin's changes (activate, deactivate, role). Identity flows
// (passwords, tokens) are in modules/auth; both share this service for rows and their public shape.
import type {
  CancelledItem,
  MentorListing,
  OperationQuery,
  PersonSummary,
  SessionEndedEvent,
  User,
  UserPage,
} from '@campus/sdk/model';
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AppContext, BatchRef } from '../../context';
import type { Queryable, Tx } from '../../db/client';
import {
  mentorProfiles,
  users,
  type MentorApplication,
  type MentorStatus,
  type ProfileFields,
  type Role,
  type UserRow,
} from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { badRequest, fieldError, notFound } from '../../http/errors';
import { cursorScope, keysetKeys, keysetPage, type Keyset } from '../../lib/cursor';
import { isUniqueViolation } from '../../lib/db-errors';
import { isWorkingMentor } from '../../lib/mentor-review';
import type { Delivery } from '../../realtime/hub';
import { anyOf } from '../../db/any-of';

/** What the public shape needs of a row; lists select only these (the hash is reduced to a flag). */
type DtoSource = Pick<
  UserRow,
  | 'id'
  | 'name'
  | 'email'
  | 'role'
  | 'pendingAmount'
  | 'isActive'
  | 'profile'
  | 'createdAt'
  | 'mentorStatus'
  | 'profileImageUrl'
  | 'batchMonthYear'
  | 'batchDomain'
  | 'programSlug'
> &
  ({ passwordHash: string | null } | { hasPassword: boolean });

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

export function toUser(u: DtoSource): User {
  const dto: User = {
    _id: u.id,
    name: u.name,
    email: u.email,
    role: u.role,
    pendingAmount: Number(u.pendingAmount),
    isActive: u.isActive,
    hasPassword: 'hasPassword' in u ? u.hasPassword : u.passwordHash !== null,
    profile: u.profile ?? {},
    createdAt: u.createdAt.toISOString(),
  };
  if (u.role === 'mentor') dto.mentorStatus = u.mentorStatus;
  if (u.profileImageUrl) dto.profileImage = { url: u.profileImageUrl };
  if (u.batchMonthYear && u.batchDomain)
    dto.batch = { monthYear: u.batchMonthYear, domain: u.batchDomain };
  if (u.programSlug) dto.program = u.programSlug;
  return dto;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export interface NewUser {
  /** A fixed id (the demo seed's, seed/ids.ts); otherwise the database draws one. */
  id?: string;
  name: string;
  email: string;
  role: Role;
  passwordHash?: string | null;
  batch?: BatchRef | undefined;
  profile?: ProfileFields;
  pendingAmount?: number;
  /** The program a student registered for (registerWithPayment). */
  programSlug?: string;
  mentorApplication?: MentorApplication;
  mentorStatus?: MentorStatus;
}

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

const emailTaken = () => fieldError('email', 'Email is already registered');

export class UsersService {
  /** Pages of the user list, kept for a second in production (lib/read-cache.ts). */
  private readonly pages;

  constructor(private readonly ctx: Pick<AppContext, 'db' | 'hub' | 'extensions' | 'reads'>) {
    this.pages = ctx.reads.listCache<UserPage>();
  }

  private get db() {
    return this.ctx.db;
  }

  async byId(id: string, q: Queryable = this.db): Promise<UserRow | undefined> {
    const [row] = await q.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  async byEmail(email: string, q: Queryable = this.db): Promise<UserRow | undefined> {
    const [row] = await q
      .select()
      .from(users)
      .where(eq(users.email, normalizeEmail(email)))
      .limit(1);
    return row;
  }

  /** Creates a user; an email in use answers 400 with an `errors` entry on `email` (contract). */
  async create(q: Queryable, input: NewUser): Promise<UserRow> {
    try {
      const [row] = await q
        .insert(users)
        .values({
          id: input.id,
          // Trimmed, then required: a name of spaces is no name.
          name: requiredName(input.name),
          email: normalizeEmail(input.email),
          role: input.role,
          passwordHash: input.passwordHash ?? null,
          batchMonthYear: input.batch?.monthYear ?? null,
          batchDomain: input.batch?.domain ?? null,
          profile: input.profile ?? {},
          pendingAmount: input.pendingAmount ?? 0,
          programSlug: input.programSlug ?? null,
          mentorApplication: input.mentorApplication ?? null,
          mentorStatus: input.mentorStatus ?? 'approved',
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    } catch (err) {
      if (isUniqueViolation(err)) throw emailTaken();
      throw err;
    }
  }

  async update(
    q: Queryable,
    id: string,
    set: Partial<typeof users.$inferInsert>,
  ): Promise<UserRow> {
    try {
      const [row] = await q
        .update(users)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw notFound('User not found.');
      return row;
    } catch (err) {
      if (isUniqueViolation(err)) throw emailTaken();
      throw err;
    }
  }

  /** Every token issued so far stops working (logout, role change, deactivation, new password). */
  async bumpTokenVersion(q: Queryable, id: string): Promise<UserRow> {
    return this.update(q, id, {
      tokenVersion: sql`${users.tokenVersion} + 1` as unknown as number,
    });
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
    const rows = await this.db
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
      ? await this.db
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
      return this.mentorHasStudent(viewer.id, target);
    return false;
  }

  async mentorHasStudent(mentorId: string, student: UserRow): Promise<boolean> {
    if (!student.batchMonthYear || !student.batchDomain) return false;
    const batches = await this.ctx.extensions.mentorBatches(mentorId);
    return batches.some(
      (b) => b.monthYear === student.batchMonthYear && b.domain === student.batchDomain,
    );
  }

  async setActive(admin: Principal, id: string, active: boolean): Promise<UserRow> {
    if (!active && admin.id === id) throw badRequest('You cannot deactivate your own account.');
    const target = await this.byId(id);
    if (!target) throw notFound('User not found.');
    if (active) return this.update(this.db, id, { isActive: true });
    // Deactivation also bumps the token version, so a later reactivation does not revive old tokens;
    // a mentor's upcoming sessions and classes are cancelled in the same transaction.
    const { row, notices } = await this.db.transaction(async (tx) => {
      const row = await this.update(tx, id, {
        isActive: false,
        tokenVersion: sql`${users.tokenVersion} + 1` as unknown as number,
      });
      return { row, notices: target.role === 'mentor' ? await this.stopMentor(tx, row) : [] };
    });
    this.afterStop(id, 'deactivated', notices);
    return row;
  }

  async changeRole(admin: Principal, id: string, role: Role): Promise<UserRow> {
    if (admin.id === id) throw badRequest('You cannot change your own role.');
    const target = await this.byId(id);
    if (!target) throw notFound('User not found.');
    if (target.role === role) return target;
    const { row, notices } = await this.db.transaction(async (tx) => {
      const row = await this.update(tx, id, {
        role,
        // An admin making someone a mentor has reviewed them by that act.
        ...(role === 'mentor' ? { mentorStatus: 'approved' as const } : {}),
        tokenVersion: sql`${users.tokenVersion} + 1` as unknown as number,
      });
      // A mentor who is no longer one stops working with their students.
      return { row, notices: target.role === 'mentor' ? await this.stopMentor(tx, target) : [] };
    });
    this.afterStop(id, 'role_changed', notices);
    return row;
  }

  /**
   * A mentor stops working with students (lib/mentor-review.ts), inside `tx`: every area cancels
   * their upcoming sessions and classes (extensions.onMentorStopped), and each student concerned gets
   * one notice listing theirs. Answers what to deliver once `tx` has committed.
   */
  async stopMentor(
    tx: Tx,
    mentor: Pick<UserRow, 'id' | 'name' | 'profileImageUrl'>,
  ): Promise<Delivery[]> {
    const byStudent = new Map<string, CancelledItem[]>();
    for (const hook of this.ctx.extensions.onMentorStopped) {
      for (const { item, studentIds } of await hook(tx, mentor.id)) {
        for (const id of new Set(studentIds))
          byStudent.set(id, [...(byStudent.get(id) ?? []), item]);
      }
    }
    const person: PersonSummary = { _id: mentor.id, name: mentor.name, role: 'mentor' };
    if (mentor.profileImageUrl) person.profileImage = { url: mentor.profileImageUrl };
    const deliveries: Delivery[] = [];
    for (const [studentId, cancelled] of byStudent) {
      const first = cancelled[0]!;
      const what =
        cancelled.length === 1
          ? `“${first.title}” was cancelled`
          : `${cancelled.length} of your upcoming sessions were cancelled`;
      deliveries.push(
        await this.ctx.hub.prepare(tx, [studentId], {
          name: 'mentor_unavailable',
          type: 'other',
          message: `${mentor.name} is no longer available, so ${what}.`,
          link: first.kind === 'live_class' ? '/live-class' : '/mentor-sync',
          payload: { mentor: person, cancelled },
        }),
      );
    }
    return deliveries;
  }

  /** Once the change that ended a user's session has committed: notices out, open tabs closed. */
  afterStop(userId: string, reason: SessionEndedEvent['reason'], notices: Delivery[]) {
    for (const d of notices) this.ctx.hub.deliver(d);
    this.ctx.hub.endSessions(userId, { reason, message: SESSION_ENDED[reason] });
  }

  /** The admin's review of a mentor account (reviewMentor). */
  async review(id: string, status: 'approved' | 'rejected'): Promise<UserRow> {
    const target = await this.byId(id);
    if (!target) throw notFound('User not found.');
    if (target.role !== 'mentor') throw badRequest('Only mentor accounts are reviewed.');
    if (target.mentorStatus === status) return target;
    // A mentor who was working and is now rejected stops at once: their tokens
    // end and their upcoming sessions are cancelled. An applicant rejected before approval never
    // reached a student; they keep their session to read the answer (every operation but their own
    // account's is refused to them: http/input-guard.ts).
    const stops = status === 'rejected' && target.mentorStatus === 'approved';
    // Approval is the admin's review of the application, so the mentor's profile joins the public
    // directory with it (and leaves it on rejection); all in one transaction.
    const { row, notices } = await this.ctx.db.transaction(async (tx) => {
      await tx
        .update(mentorProfiles)
        .set({ listed: status === 'approved', updatedAt: new Date() })
        .where(eq(mentorProfiles.userId, id));
      const row = await this.update(tx, id, {
        mentorStatus: status,
        ...(stops ? { tokenVersion: sql`${users.tokenVersion} + 1` as unknown as number } : {}),
      });
      return { row, notices: stops ? await this.stopMentor(tx, row) : [] };
    });
    if (stops) this.afterStop(id, 'mentor_rejected', notices);
    // Open sockets were admitted under the old status; they reconnect under the new one.
    else await this.ctx.hub.disconnectUser(id);
    return row;
  }
}

/** What session_ended says for each reason (the app shows spec §8's own alert for `deactivated`). */
const SESSION_ENDED: Record<SessionEndedEvent['reason'], string> = {
  deactivated: 'Your account has been deactivated. Please contact administrator.',
  role_changed: 'Your role has changed. Please log in again.',
  mentor_rejected: 'Your mentor application was not approved. Please contact administrator.',
};

export function requiredName(raw: string): string {
  const name = raw.trim();
  if (!name) throw fieldError('name', 'Name is required');
  return name;
}
