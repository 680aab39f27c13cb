// Request-level rules that hold for every operation of the contract, in one place:
//   - a mentor account awaiting review (or rejected) is refused every operation whose `x-roles` name
//     the mentor role or any signed-in user, except the ones on their own account (OPEN_DURING_REVIEW)
//     — so an unreviewed or rejected mentor reaches no student by any route: not a profile, a class,
//     a conversation or a file (sockets apply the same rule in realtime/);
//   - no string anywhere in a request (path, query, JSON body at any depth, form fields, file names)
//     may hold a NUL byte or a lone surrogate: PostgreSQL cannot store them, so they would otherwise
//     surface as a 5xx (socket payloads follow the same rule, realtime/socket.ts); and no request
//     nests deeper than MAX_DEPTH;
//   - uploaded file names lose bidirectional control characters;
//   - titles and people's names (`title`, `name` fields) lose control characters.
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

/** A UTF-16 surrogate without its partner: no character at all, and not encodable as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What makes a string unstorable: PostgreSQL cannot store a NUL, and a lone surrogate is no text. */
export type Unstorable = 'NUL' | 'lone surrogate';

const unstorable = (s: string): Unstorable | null =>
  s.includes('\u0000') ? 'NUL' : LONE_SURROGATE.test(s) ? 'lone surrogate' : null;

/**
 * Walks a parsed request part (or a socket payload) without recursion: answers the path of the first
 * string (value or key) holding a NUL byte or a lone surrogate, or throws a 400 past MAX_DEPTH levels
 * of nesting (deep JSON is a denial-of-service shape). The one rule for HTTP and sockets alike.
 */
export function findUnstorable(
  root: unknown,
  rootPath: string,
): { path: string; what: Unstorable } | null {
  const stack: { value: unknown; path: string; depth: number }[] = [
    { value: root, path: rootPath, depth: 0 },
  ];
  while (stack.length) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      const what = unstorable(value);
      if (what) return { path, what };
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
      const what = unstorable(k);
      if (what) return { path: path || 'body', what };
      stack.push({ value: v, path: at, depth: depth + 1 });
    }
  }
  return null;
}

/** 400 when any string of `parts` holds a NUL byte or a lone surrogate (or nests too deeply). */
function refuseUnstorable(parts: [unknown, string][]): void {
  for (const [value, root] of parts) {
    const hit = findUnstorable(value, root);
    if (hit === null) continue;
    const where = hit.path || 'The request';
    throw validationFailed([
      {
        path: hit.path || 'body',
        msg:
          hit.what === 'NUL'
            ? `${where} must not contain NUL characters`
            : `${where} must not contain incomplete Unicode characters (lone surrogates)`,
      },
    ]);
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

/** Fields that hold a title or a person's name, whatever the operation. */
const ONE_LINE_FIELDS = new Set(['title', 'name']);
/** C0 and C1 control characters but NUL (refused by its own rule above): none belongs in a title or a name. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0001-\u001F\u007F-\u009F]/g;

/**
 * Titles and people's names lose control characters before anything reads them:
 * they travel into calendar files, mail subjects and headers, where a CR or LF starts a new line.
 * The one rule, for every operation: a `title` or `name` field at any depth of a JSON body (here,
 * before validation) or a form (by the router, as it reads the form, before validation).
 */
export function stripControlsFromNames(body: unknown): void {
  const stack: unknown[] = [body];
  while (stack.length) {
    const value = stack.pop();
    if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    if (Array.isArray(value)) {
      stack.push(...value);
      continue;
    }
    const record = value as Record<string, unknown>;
    for (const [k, v] of Object.entries(record)) {
      if (typeof v === 'string' && ONE_LINE_FIELDS.has(k))
        record[k] = v.replace(CONTROL_CHARACTERS, '');
      else stack.push(v);
    }
  }
}

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
    refuseUnstorable([
      [req.params, ''],
      [req.query, ''],
      [op.bodyKind === 'multipart' ? undefined : req.body, ''],
    ]);
    if (op.bodyKind !== 'multipart') stripControlsFromNames(req.body);
  });
  // preHandler: after the router has read multipart forms and validated, before any handler runs.
  app.addHook('preHandler', async (req) => {
    if (req.routeOptions.config.operation?.bodyKind !== 'multipart') return;
    refuseUnstorable([
      [req.body, ''],
      [req.uploadList.map((f) => f.filename), 'file name'],
    ]);
    for (const f of req.uploadList ?? []) f.filename = withoutBidi(f.filename);
  });
}
