// Request-level rules that hold for every operation of the contract, in one place (issue 16):
//   - a mentor account awaiting review (or rejected) is refused every operation whose `x-roles` name
//     the mentor role, except reading and editing their own mentor profile — so an unreviewed mentor
//     reaches no student by any route (sockets apply the same rule in realtime/socket.ts);
//   - no string anywhere in a request (path, query, JSON body at any depth, form fields, file names)
//     may hold a NUL byte: PostgreSQL cannot store one, so it would otherwise surface as a 5xx.
// Registered once in app.ts before the contract routes; both run after the router's authentication.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { awaitingReview } from '../modules/users/service';
import { validationFailed } from './errors';

/** What a mentor under review may still do: see and polish the profile an admin will review. */
const OPEN_DURING_REVIEW = new Set(['getMyMentorProfile', 'updateMentor']);

/** Where a NUL byte sits in `value` (a field path), or null. Depth-bounded by the body limit. */
export function findNul(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = findNul(value[i], `${path}[${i}]`);
      if (hit) return hit;
    }
    return null;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [k, v] of Object.entries(value)) {
      const hit = findNul(k, path) ?? findNul(v, path ? `${path}.${k}` : k);
      if (hit) return hit;
    }
  }
  return null;
}

function refuseNul(req: FastifyRequest): void {
  const hit =
    findNul(req.params, '') ??
    findNul(req.query, '') ??
    findNul(req.body, '') ??
    findNul(
      req.uploadList?.map((f) => f.filename),
      'file name',
    );
  if (hit !== null) {
    throw validationFailed([
      { path: hit || 'body', msg: `${hit || 'The request'} must not contain NUL characters` },
    ]);
  }
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    const op = req.routeOptions.config.operation;
    const user = req.principal;
    if (!op || !user || OPEN_DURING_REVIEW.has(op.operationId)) return;
    if (op.roles.includes('mentor')) {
      const refusal = awaitingReview(user);
      if (refusal) throw refusal;
    }
  });
  // preHandler: after the router has read multipart forms and validated, before any handler runs.
  app.addHook('preHandler', async (req) => {
    if (req.routeOptions.config.operation) refuseNul(req);
  });
}
