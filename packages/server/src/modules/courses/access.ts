// Optional sign-in on public reads (courses.yaml header): the router does not authenticate public
// operations, so their handlers read the bearer token themselves. An invalid, expired or deactivated
// token counts as none — never a 401 that would log a visitor of /courses out.
import type { AppContext } from '../../context';
import { bearer, type Principal } from '../../http/auth';
import type { CallBase } from '../../http/router';

/** The caller of a public read, if a valid token came with it. */
export async function optionalUser(
  ctx: AppContext,
  call: Pick<CallBase, 'user' | 'headers'>,
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

/** `%…%` for ILIKE with the user's wildcards escaped. */
export function likePattern(search: string): string {
  return `%${search.trim().replace(/[\\%_]/g, (c) => '\\' + c)}%`;
}
