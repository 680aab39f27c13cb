// Request-level rules that hold for every operation of the contract, in one place (issue 16):
//   - a mentor account awaiting review (or rejected) is refused every operation whose `x-roles` name
//     the mentor role or any signed-in user, except the ones on their own account (OPEN_DURING_REVIEW)
//     — so an unreviewed or rejected mentor reaches no student by any route: not a profile, a class,
//     a conversation or a file (issue 28, finding 1; sockets apply the same rule in realtime/);
//   - no string anywhere in a request (path, query, JSON body at any depth, form fields, file names)
//     may hold a NUL byte: PostgreSQL cannot store one, so it would otherwise surface as a 5xx; and
//     no request nests deeper than MAX_DEPTH;
//   - uploaded file names lose bidirectional control characters.
// Registered once in app.ts before the contract routes; both run after the router's authentication.
import type { FastifyInstance } from 'fastify';
import { awaitingReview } from '../lib/mentor-review';
import { validationFailed } from './errors';

/**
 * What a mentor under review (or rejected) may still do: their own account (profile, password, bell,
 * the help chat, their reading) and the profile an admin will review. Every other operation a signed-in
 * user may call reaches other people, so it is refused until the account is approved.
 */
export const OPEN_DURING_REVIEW = new Set([
  'getMyMentorProfile',
  'updateMentor',
  'getMe',
  'logout',
  'updateProfile',
  'changePassword',
  'getUserProfile',
  'listMentorUsers',
  'listNotifications',
  'clearNotifications',
  'markAllNotificationsRead',
  'markNotificationRead',
  'sendChatbotMessage',
  'getChatbotHistory',
  'listChatbotSessions',
  'deleteChatbotSession',
  'getEbookProgress',
  'saveEbookProgress',
  'listMyEbookReading',
]);

/** Deeper than any request of the contract (a few levels), far below what would exhaust a stack. */
export const MAX_DEPTH = 32;

/**
 * Walks a parsed request part without recursion: answers the path of the first string holding a NUL
 * byte, or throws a 400 past MAX_DEPTH levels of nesting (deep JSON is a denial-of-service shape).
 */
export function findNul(root: unknown, rootPath: string): string | null {
  const stack: { value: unknown; path: string; depth: number }[] = [
    { value: root, path: rootPath, depth: 0 },
  ];
  while (stack.length) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
      continue;
    }
    if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    if (depth >= MAX_DEPTH) {
      throw validationFailed([
        {
          path: path || 'body',
          msg: `The request is nested too deeply (at most ${MAX_DEPTH} levels)`,
        },
      ]);
    }
    if (Array.isArray(value)) {
      value.forEach((v, i) => stack.push({ value: v, path: `${path}[${i}]`, depth: depth + 1 }));
      continue;
    }
    for (const [k, v] of Object.entries(value)) {
      const at = path ? `${path}.${k}` : k;
      if (k.includes('\u0000')) return path || 'body';
      stack.push({ value: v, path: at, depth: depth + 1 });
    }
  }
  return null;
}

/** 400 when any string of `parts` holds a NUL byte (or the request nests too deeply). */
function refuseNul(parts: [unknown, string][]): void {
  for (const [value, root] of parts) {
    const hit = findNul(value, root);
    if (hit !== null) {
      throw validationFailed([
        { path: hit || 'body', msg: `${hit || 'The request'} must not contain NUL characters` },
      ]);
    }
  }
}

/**
 * A multipart body busboy could not read (no boundary, a truncated or malformed part): the client's
 * fault, answered 400 by the error handler in app.ts instead of a 5xx.
 */
export function isMalformedMultipart(err: { message?: string; statusCode?: number }): boolean {
  return (
    err.statusCode === undefined &&
    /^(Multipart: |Unexpected end of (multipart data|form)|Malformed part header|Part terminated early)/.test(
      err.message ?? '',
    )
  );
}

export const MALFORMED_MULTIPART = 'The form could not be read: send valid multipart/form-data.';

/**
 * Bidirectional controls (U+202E "right-to-left override" and friends) let `invoice\u202Efdp.exe`
 * display as `invoiceexe.pdf`; they have no place in a file name, so every uploaded name loses them.
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
export const withoutBidi = (name: string) => name.replace(BIDI_CONTROLS, '');

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    const op = req.routeOptions.config.operation;
    if (!op) return;
    const user = req.principal;
    const reachesPeople = op.roles.includes('mentor') || op.roles.includes('authenticated');
    if (user && reachesPeople && !OPEN_DURING_REVIEW.has(op.operationId)) {
      const refusal = awaitingReview(user);
      if (refusal) throw refusal;
    }
    // Before the contract's validation, so its validators never see a NUL or a deep structure.
    // (A form's fields are read later, by the router; they are checked in preHandler.)
    refuseNul([
      [req.params, ''],
      [req.query, ''],
      [op.bodyKind === 'multipart' ? undefined : req.body, ''],
    ]);
  });
  // preHandler: after the router has read multipart forms and validated, before any handler runs.
  app.addHook('preHandler', async (req) => {
    if (req.routeOptions.config.operation?.bodyKind !== 'multipart') return;
    refuseNul([
      [req.body, ''],
      [req.uploadList.map((f) => f.filename), 'file name'],
    ]);
    for (const f of req.uploadList ?? []) f.filename = withoutBidi(f.filename);
  });
}
