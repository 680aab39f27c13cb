// Tokens and who is calling. A token is an HS256 JWT carrying the user id (`sub`), the role it was
// issued for and the user's token version (`ver`). Verification always reads the user row, so a token
// stops working the moment the account is deactivated (403 "deactivated"), its role changes or the
// user logs out (both bump the version → 401) — on every instance, with no cache to invalidate.
// One indexed primary-key lookup per request is the price; see scripts/bench-server.mjs. What can be
// kept without weakening that is kept: the signature check of a token already seen (a token never
// changes; its expiry is still checked on every use) and the prepared lookup statement.
//
// In production the looked-up row is also kept for a second (lib/read-cache.ts: forgotten
// at once by any successful write through this instance): a deactivation, logout or role change made
// here takes effect on the next request; one made through another instance sharing the database
// takes effect there within that second. Decision: a second of delay across instances is an
// acceptable price for not reading the user row on every request.
import { eq, sql } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/client';
import { users, type MentorStatus, type Role } from '../db/schema/index';
import { Reads, type ReadCache } from '../lib/read-cache';
import { deactivated, HttpError, unauthorized } from './errors';

export interface Principal {
  id: string;
  role: Role;
  name: string;
  email: string;
  tokenVersion: number;
  /** Mentor accounts only: their review; anything but `approved` reaches no student. */
  mentorStatus?: MentorStatus;
}

/** Verified tokens kept (oldest dropped first): a few per active user and instance. */
const VERIFIED_MAX = 5000;

type PrincipalRow = Principal & { isActive: boolean };

export class TokenService {
  private readonly verified = new Map<string, { sub: string; ver: number; exp: number }>();
  private readonly principalRow;
  private readonly rows: ReadCache<PrincipalRow | undefined>;

  constructor(
    private readonly db: Db,
    private readonly secret: Uint8Array,
    private readonly ttl: string,
    /** Where looked-up user rows are kept (lib/read-cache.ts; off in tests and development). */
    reads: Reads = new Reads(0),
  ) {
    this.rows = reads.cache((row) => row !== undefined);
    this.principalRow = db
      .select({
        id: users.id,
        role: users.role,
        name: users.name,
        email: users.email,
        isActive: users.isActive,
        tokenVersion: users.tokenVersion,
        mentorStatus: users.mentorStatus,
      })
      .from(users)
      .where(eq(users.id, sql.placeholder('id')))
      .limit(1)
      .prepare('campus_principal');
  }

  private async row(id: string): Promise<PrincipalRow | undefined> {
    return this.rows.get(id, async () => (await this.principalRow.execute({ id }))[0]);
  }

  /** The token's subject and version once its signature and expiry check out (cached by token). */
  private async verify(token: string): Promise<{ sub: string; ver: number }> {
    const known = this.verified.get(token);
    if (known && known.exp * 1000 > Date.now()) return known;
    if (known) throw unauthorized('Your session has expired. Please log in again.');
    try {
      // `exp` is required: a token that never expires is never one we issued.
      const { payload } = await jwtVerify(token, this.secret, {
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'sub'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') throw unauthorized();
      const claims = { sub: payload.sub, ver: payload.ver, exp: payload.exp as number };
      if (this.verified.size >= VERIFIED_MAX) {
        this.verified.delete(this.verified.keys().next().value as string);
      }
      this.verified.set(token, claims);
      return claims;
    } catch (err) {
      if (err instanceof HttpError) throw err;
      if (err instanceof joseErrors.JWTExpired)
        throw unauthorized('Your session has expired. Please log in again.');
      throw unauthorized('Invalid token. Please log in again.');
    }
  }

  issue(user: { id: string; role: Role; tokenVersion: number }): Promise<string> {
    return new SignJWT({ role: user.role, ver: user.tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime(this.ttl)
      .sign(this.secret);
  }

  /** The principal behind a bearer token, or an HttpError (401, or 403 "deactivated"). */
  async authenticate(token: string | undefined | null): Promise<Principal> {
    if (!token) throw unauthorized();
    const { sub, ver } = await this.verify(token);
    if (!/^[0-9a-f-]{36}$/i.test(sub)) throw unauthorized('Invalid token. Please log in again.');
    const row = await this.row(sub);
    if (!row) throw unauthorized('Invalid token. Please log in again.');
    // Deactivation is checked before the version on purpose: a deactivated user's older tokens must
    // keep answering 403 "deactivated" (spec §8) rather than a bare 401.
    if (!row.isActive) throw deactivated();
    if (row.tokenVersion !== ver)
      throw unauthorized('Your session has ended. Please log in again.');
    const principal: Principal = {
      id: row.id,
      role: row.role,
      name: row.name,
      email: row.email,
      tokenVersion: row.tokenVersion,
    };
    if (row.role === 'mentor') principal.mentorStatus = row.mentorStatus;
    return principal;
  }
}

export function bearer(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return m?.[1] ?? null;
}

/**
 * Optional sign-in on public reads (courses.yaml header): the router does not authenticate public
 * operations, so their handlers read the bearer token themselves. An invalid, expired or deactivated
 * token counts as none — never a 401 that would log a visitor of /courses out.
 */
export async function optionalUser(
  ctx: { tokens: TokenService },
  call: { user: Principal | null; headers: Record<string, string | string[] | undefined> },
): Promise<Principal | null> {
  if (call.user) return call.user;
  const raw = call.headers.authorization;
  const token = bearer(Array.isArray(raw) ? raw[0] : raw);
  if (!token) return null;
  try {
    return await ctx.tokens.authenticate(token);
  } catch {
    return null;
  }
}
