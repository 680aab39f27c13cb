// Tokens and who is calling. A token is an HS256 JWT carrying the user id (`sub`), the role it was
// issued for and the user's token version (`ver`). Verification always reads the user row, so a token
// stops working the moment the account is deactivated (403 "deactivated"), its role changes or the
// user logs out (both bump the version → 401) — on every instance, with no cache to invalidate.
// One indexed primary-key lookup per request is the price; see scripts/bench-server.mjs.
import { eq } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/client';
import { users, type MentorStatus, type Role } from '../db/schema/index';
import { deactivated, HttpError, unauthorized } from './errors';

export interface Principal {
  id: string;
  role: Role;
  name: string;
  email: string;
  tokenVersion: number;
  /** Mentor accounts only: their review (issue 16); anything but `approved` reaches no student. */
  mentorStatus?: MentorStatus;
}

export class TokenService {
  constructor(
    private readonly db: Db,
    private readonly secret: Uint8Array,
    private readonly ttl: string,
  ) {}

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
    let sub: string;
    let ver: number;
    try {
      // `exp` is required: a token that never expires is never one we issued (issue 16, finding 7).
      const { payload } = await jwtVerify(token, this.secret, {
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'sub'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') throw unauthorized();
      sub = payload.sub;
      ver = payload.ver;
    } catch (err) {
      if (err instanceof HttpError) throw err;
      if (err instanceof joseErrors.JWTExpired)
        throw unauthorized('Your session has expired. Please log in again.');
      throw unauthorized('Invalid token. Please log in again.');
    }
    if (!/^[0-9a-f-]{36}$/i.test(sub)) throw unauthorized('Invalid token. Please log in again.');
    const [row] = await this.db
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
      .where(eq(users.id, sub))
      .limit(1);
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
