// People's rows: read, created and changed by every area through ctx.services.users (the
// UserRecords of services.ts), and their public shape. The admin's use cases of the area are beside
// it (queries.ts, status.ts, role.ts, review.ts, creation.ts), composed in routes.ts; identity flows
// (passwords, tokens) are in modules/auth.
import type { User } from '@campus/sdk/model';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { users, type UserRow } from '../../db/schema/index';
import { fieldError, notFound } from '../../http/errors';
import { isUniqueViolation } from '../../lib/db-errors';
import type { NewUser, UserChanges, UserRecords } from '../../services';

/** What the public shape needs of a row; lists select only these (the hash is reduced to a flag). */
export type DtoSource = Pick<
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

export function requiredName(raw: string): string {
  const name = raw.trim();
  if (!name) throw fieldError('name', 'Name is required');
  return name;
}

const emailTaken = () => fieldError('email', 'Email is already registered');

/** A user's token version one up, in the write it is part of: every token issued so far ends. */
export const nextTokenVersion = () => sql`${users.tokenVersion} + 1` as unknown as number;

export class UsersService implements UserRecords {
  constructor(private readonly ctx: Pick<AppContext, 'db' | 'extensions'>) {}

  async byId(id: string, q: Queryable = this.ctx.db): Promise<UserRow | undefined> {
    const [row] = await q.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  async byEmail(email: string, q: Queryable = this.ctx.db): Promise<UserRow | undefined> {
    const [row] = await q
      .select()
      .from(users)
      .where(eq(users.email, normalizeEmail(email)))
      .limit(1);
    return row;
  }

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

  async update(q: Queryable, id: string, set: UserChanges): Promise<UserRow> {
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

  async bumpTokenVersion(q: Queryable, id: string): Promise<UserRow> {
    return this.update(q, id, { tokenVersion: nextTokenVersion() });
  }

  async mentorHasStudent(mentorId: string, student: UserRow): Promise<boolean> {
    if (!student.batchMonthYear || !student.batchDomain) return false;
    const batches = await this.ctx.extensions.mentorBatches(mentorId);
    return batches.some(
      (b) => b.monthYear === student.batchMonthYear && b.domain === student.batchDomain,
    );
  }
}
