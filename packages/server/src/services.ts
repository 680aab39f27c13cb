// The core services every area gets through the context (context.ts `services`), as shapes owned
// here: the users area implements UserRecords, the auth area the Throttle, realtime/ the
// notification store. The shared code (context.ts, http/, lib/, db/, realtime/) names these and
// never an area, not even for a type, so no import runs from it back up to an area
// (scripts/import-cycles.mjs fails `pnpm lint` on any cycle).
import type { Queryable } from './db/client';
import type {
  MentorApplication,
  MentorStatus,
  ProfileFields,
  Role,
  UserRow,
  users,
} from './db/schema/index';
import type { BatchRef } from './lib/batch-ref';

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

/** Columns of a user row to change (`updatedAt` is set by the write). */
export type UserChanges = Partial<typeof users.$inferInsert>;

/** People's rows, read and written by every area (modules/users/service.ts). */
export interface UserRecords {
  byId(id: string, q?: Queryable): Promise<UserRow | undefined>;
  /** By address as typed: it is normalized (trimmed, lower case) first. */
  byEmail(email: string, q?: Queryable): Promise<UserRow | undefined>;
  /** Creates a user; an email in use answers 400 with an `errors` entry on `email` (contract). */
  create(q: Queryable, input: NewUser): Promise<UserRow>;
  /** Changes a row; a missing one answers 404, an email in use 400 as `create` does. */
  update(q: Queryable, id: string, set: UserChanges): Promise<UserRow>;
  /** Every token issued so far stops working (logout, role change, deactivation, new password). */
  bumpTokenVersion(q: Queryable, id: string): Promise<UserRow>;
  /** Is `student` in one of the batches assigned to the mentor (extensions.mentorBatches)? */
  mentorHasStudent(mentorId: string, student: UserRow): Promise<boolean>;
}

/** At `limit` hits within `windowMs` a key is blocked for `blockMs`, and its count starts again. */
export interface ThrottleRule {
  limit: number;
  windowMs: number;
  blockMs: number;
}

/** The server's attempt limits, by what they count (the values: modules/auth/throttle.ts). */
export interface ThrottleRules {
  /** Failed logins of one account from one address. */
  loginPair: ThrottleRule;
  /** Failed logins from one address, across accounts. */
  loginIp: ThrottleRule;
  /** Failed logins of one account, from any address. */
  loginAccount: ThrottleRule;
  /** Registrations from one address. */
  registerIp: ThrottleRule;
  /** Uses of password and email links (setup, reset, confirm) and their mails, per address. */
  passwordTokenIp: ThrottleRule;
  /** Reset mails asked for one address, from anywhere. */
  forgotPasswordAccount: ThrottleRule;
  /** Wrong current passwords (a password or email change) of one account. */
  changePassword: ThrottleRule;
  /** Anonymous "fail" posts on one sandbox payment link. */
  sandboxFailLink: ThrottleRule;
  /** Anonymous "fail" posts on sandbox payment links from one address. */
  sandboxFailIp: ThrottleRule;
  /** "Send the setup mail again" for one account. */
  setupMailAccount: ThrottleRule;
}

/** Attempt counters shared by every instance (modules/auth/throttle.ts). */
export interface Throttle {
  readonly rules: ThrottleRules;
  /** Seconds until the first blocked key frees up, or 0 when none is blocked. */
  blockedFor(keys: string[]): Promise<number>;
  /** Counts one hit; answers the seconds of the block it caused (0 if none). */
  hit(key: string, rule: ThrottleRule): Promise<number>;
  /** Remembers that `key` happened now (a successful login's account+IP). */
  remember(key: string): Promise<void>;
  /** Did `key` happen (remember) within the last `ms`? */
  seenWithin(key: string, ms: number): Promise<boolean>;
  clear(key: string): Promise<void>;
}
