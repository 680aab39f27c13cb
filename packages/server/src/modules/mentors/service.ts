// Mentor profiles: the public directory (listed profiles, no emails) and the admin's management.
// A mentor or instructor edits their own linked profile's presentation; `listed`, `userId` and
// `email` stay the admin's (joining the public directory is an admin's decision).
import type {
  Mentor,
  MentorEditRequest,
  MentorPage,
  OperationBody,
  OperationQuery,
} from '@campus/sdk/model';
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import {
  mentorProfiles,
  users,
  type MentorApplication,
  type MentorProfileRow,
  type UserRow,
} from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { conflict, fieldError, forbidden, notFound } from '../../http/errors';
import { cursorScope, keysetKeys, keysetPage, type Keyset } from '../../lib/cursor';
import { pgErrorCode } from '../../lib/db-errors';
import { isWorkingMentor, workingMentorSql } from '../../lib/mentor-review';
import { requiredName } from '../users/public';

/** Fields only an admin may change. */
const ADMIN_ONLY = ['listed', 'userId', 'email'] as const;

export function toMentor(r: MentorProfileRow, showEmail: boolean): Mentor {
  const dto: Mentor = {
    _id: r.id,
    name: r.name,
    headline: r.headline,
    expertise: r.expertise,
    listed: r.listed,
    domains: r.domains,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
  if (r.userId) dto.userId = r.userId;
  if (showEmail) dto.email = r.email;
  if (r.bio) dto.bio = r.bio;
  if (r.yearsOfExperience !== null) dto.yearsOfExperience = r.yearsOfExperience;
  if (r.profileImageUrl) dto.profileImageUrl = r.profileImageUrl;
  if (r.linkedinUrl) dto.linkedinUrl = r.linkedinUrl;
  if (r.availability) dto.availability = r.availability;
  if (r.rating !== null) dto.rating = Number(r.rating);
  return dto;
}

/**
 * Only profiles of real, working mentor accounts are public: a profile with no
 * account, of a mentor still under review, rejected or deactivated, or of an account that is no
 * longer a mentor stays out of the directory (lib/mentor-review.ts).
 */
const reviewed = workingMentorSql(mentorProfiles.userId);

/** The directory's order (pages by cursor): by name, case-insensitively, ties by id. */
const mentorsKeyset: Keyset = {
  list: 'mentors:name',
  keys: [
    { expr: sql`lower(${mentorProfiles.name})`, type: 'text', dir: 'asc' },
    { expr: mentorProfiles.id, type: 'uuid', dir: 'asc' },
  ],
};

const cleanList = (xs: string[]) => [...new Set(xs.map((x) => x.trim()).filter(Boolean))];

function clash(err: unknown): never {
  if (pgErrorCode(err) === '23505') {
    const cause = (err as { cause?: { constraint?: string; message?: string } }).cause;
    const text = [cause?.constraint, cause?.message, (err as Error).message].join(' ');
    throw conflict(
      /user_id/.test(text)
        ? 'That account already has a mentor profile.'
        : 'A mentor profile with this email already exists.',
    );
  }
  throw err;
}

export class MentorsService {
  constructor(private readonly ctx: AppContext) {}

  private get db() {
    return this.ctx.db;
  }

  /** The optional caller of a public operation: a bad or missing token is simply anonymous. */
  async optionalCaller(authorization: string | string[] | undefined): Promise<Principal | null> {
    const h = Array.isArray(authorization) ? authorization[0] : authorization;
    const m = h?.match(/^Bearer\s+(.+)$/i);
    if (!m?.[1]) return null;
    return this.ctx.tokens.authenticate(m[1]).catch(() => null);
  }

  async list(caller: Principal | null, f: OperationQuery<'listMentors'>): Promise<MentorPage> {
    const isAdmin = caller?.role === 'admin';
    const conds: SQL[] = [];
    if (!(isAdmin && f.includeUnlisted)) conds.push(eq(mentorProfiles.listed, true), reviewed);
    if (f.search) {
      const like = `%${f.search.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
      const m = or(
        ilike(mentorProfiles.name, like),
        ilike(mentorProfiles.headline, like),
        sql`exists (select 1 from jsonb_array_elements_text(${mentorProfiles.expertise}) e where e ilike ${like})`,
      );
      if (m) conds.push(m);
    }
    if (f.expertise) {
      conds.push(
        sql`exists (select 1 from jsonb_array_elements_text(${mentorProfiles.expertise}) e where lower(e) = lower(${f.expertise.trim()}))`,
      );
    }
    if (f.domain)
      conds.push(sql`${mentorProfiles.domains} @> ${JSON.stringify([f.domain])}::jsonb`);
    const where = conds.length ? and(...conds) : undefined;
    const page = keysetPage(mentorsKeyset, cursorScope(f), f);
    const rows = await this.db
      .select({ profile: mentorProfiles, keys: keysetKeys(mentorsKeyset) })
      .from(mentorProfiles)
      .where(and(where, page.after))
      .orderBy(...page.order)
      .limit(page.limit);
    const found = page.finish(rows, (r) => r.keys);
    return { ...found, items: found.items.map((r) => toMentor(r.profile, isAdmin)) };
  }

  private async row(id: string): Promise<MentorProfileRow | undefined> {
    const [row] = await this.db
      .select()
      .from(mentorProfiles)
      .where(eq(mentorProfiles.id, id))
      .limit(1);
    return row;
  }

  async get(caller: Principal | null, id: string): Promise<Mentor> {
    const row = await this.row(id);
    const privileged =
      !!caller && (caller.role === 'admin' || (!!row?.userId && row.userId === caller.id));
    if (!row || (!privileged && (!row.listed || !(await this.accountReviewed(row)))))
      throw notFound('Mentor not found.');
    return toMentor(row, privileged);
  }

  private async accountReviewed(row: MentorProfileRow): Promise<boolean> {
    if (!row.userId) return false;
    const [u] = await this.db
      .select({ role: users.role, isActive: users.isActive, mentorStatus: users.mentorStatus })
      .from(users)
      .where(eq(users.id, row.userId))
      .limit(1);
    return !!u && isWorkingMentor(u);
  }

  async mine(caller: Principal): Promise<Mentor> {
    const [row] = await this.db
      .select()
      .from(mentorProfiles)
      .where(eq(mentorProfiles.userId, caller.id))
      .limit(1);
    if (!row) throw notFound('You have no mentor profile yet.');
    return toMentor(row, true);
  }

  private async assertLinkable(userId: string) {
    const [u] = await this.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!u || (u.role !== 'mentor' && u.role !== 'instructor')) {
      throw fieldError('userId', 'userId must be a mentor or instructor account');
    }
  }

  /** `listed` has its default by now (the contract's validator). */
  async create(input: OperationBody<'createMentor'>): Promise<Mentor> {
    if (input.userId) await this.assertLinkable(input.userId);
    const now = this.ctx.now();
    try {
      const [row] = await this.db
        .insert(mentorProfiles)
        .values({
          userId: input.userId ?? null,
          name: requiredName(input.name),
          email: input.email.trim().toLowerCase(),
          headline: input.headline.trim(),
          bio: input.bio ?? null,
          expertise: cleanList(input.expertise),
          yearsOfExperience: input.yearsOfExperience ?? null,
          profileImageUrl: input.profileImageUrl ?? null,
          linkedinUrl: input.linkedinUrl ?? null,
          availability: input.availability?.trim() || null,
          listed: input.listed,
          domains: input.domains ?? [],
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return toMentor(row!, true);
    } catch (err) {
      clash(err);
    }
  }

  async update(caller: Principal, id: string, input: MentorEditRequest): Promise<Mentor> {
    const row = await this.row(id);
    if (!row) throw notFound('Mentor not found.');
    if (caller.role !== 'admin') {
      if (!row.userId || row.userId !== caller.id)
        throw forbidden('You can only edit your own mentor profile.');
      const locked = ADMIN_ONLY.filter((k) => input[k] !== undefined);
      if (locked.length) throw forbidden(`Only an admin can change ${locked.join(', ')}.`);
    }
    if (input.userId && input.userId !== row.userId) await this.assertLinkable(input.userId);
    const set: Partial<typeof mentorProfiles.$inferInsert> = { updatedAt: this.ctx.now() };
    if (input.userId !== undefined) set.userId = input.userId;
    if (input.name !== undefined) set.name = requiredName(input.name);
    if (input.email !== undefined) set.email = input.email.trim().toLowerCase();
    if (input.headline !== undefined) set.headline = input.headline.trim();
    if (input.bio !== undefined) set.bio = input.bio;
    if (input.expertise !== undefined) set.expertise = cleanList(input.expertise);
    if (input.yearsOfExperience !== undefined) set.yearsOfExperience = input.yearsOfExperience;
    if (input.profileImageUrl !== undefined) set.profileImageUrl = input.profileImageUrl;
    if (input.linkedinUrl !== undefined) set.linkedinUrl = input.linkedinUrl;
    if (input.availability !== undefined) set.availability = input.availability.trim() || null;
    if (input.listed !== undefined) set.listed = input.listed;
    if (input.domains !== undefined) set.domains = input.domains;
    try {
      const [updated] = await this.db
        .update(mentorProfiles)
        .set(set)
        .where(eq(mentorProfiles.id, id))
        .returning();
      if (!updated) throw notFound('Mentor not found.');
      return toMentor(updated, true);
    } catch (err) {
      clash(err);
    }
  }

  async remove(id: string): Promise<void> {
    const gone = await this.db
      .delete(mentorProfiles)
      .where(eq(mentorProfiles.id, id))
      .returning({ id: mentorProfiles.id });
    if (gone.length === 0) throw notFound('Mentor not found.');
  }

  /**
   * The mentor-registration hook (inside its transaction): an unlisted profile from the application.
   * A profile an admin prepared earlier under the same email (and no account yet) is linked instead.
   */
  async onRegistered(tx: Tx, user: UserRow, application: MentorApplication): Promise<void> {
    const email = user.email.toLowerCase();
    const [existing] = await tx
      .select()
      .from(mentorProfiles)
      .where(eq(mentorProfiles.email, email))
      .limit(1);
    if (existing) {
      if (!existing.userId) {
        await tx
          .update(mentorProfiles)
          .set({ userId: user.id, updatedAt: this.ctx.now() })
          .where(eq(mentorProfiles.id, existing.id));
      }
      return;
    }
    const expertise = cleanList(application.expertise ?? []).slice(0, 20);
    const headline = (
      user.profile?.headline ??
      (expertise.length ? `Mentor · ${expertise.slice(0, 3).join(', ')}` : 'Mentor on Campus')
    ).slice(0, 140);
    const now = this.ctx.now();
    await tx.insert(mentorProfiles).values({
      userId: user.id,
      name: user.name,
      email,
      headline,
      bio: application.bio ?? null,
      expertise,
      yearsOfExperience: application.yearsOfExperience ?? null,
      linkedinUrl: application.linkedinUrl?.startsWith('https://') ? application.linkedinUrl : null,
      listed: false,
      domains: [],
      createdAt: now,
      updatedAt: now,
    });
  }
}
