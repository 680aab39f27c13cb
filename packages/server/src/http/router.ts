// Registers every operation of the contract as a Fastify route. For each request, in this order:
//   1. onRequest     — authentication and role authorisation from the operation's `x-roles`
//                      (401 without a valid token, 403 for a role outside the list). This is the ONE
//                      place roles are enforced; ownership rules live in the services.
//   2. preValidation — multipart parsing (multipart.ts, if the operation takes a form), then validation of path,
//                      query, headers and body against the contract. A request the contract rejects
//                      answers 400 {message, errors:[{msg, path}]} and never reaches a handler.
//   3. handler       — the module's handler for the operationId, or 501 while none exists yet.
//   4. preSerialization — the response body is checked against the contract (strict in tests; in
//                      production every answer at first, then a sample).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {
  OperationBody,
  OperationFileField,
  OperationId,
  OperationParams,
  OperationQuery,
  OperationResult,
} from '@campus/sdk/model';
import type { Contract, Operation } from './contract';
import { bearer, type Principal, type TokenService } from './auth';
import { forbidden, HttpError, unauthorized, validationFailed, type FieldError } from './errors';
import type { ReadCache } from '../lib/read-cache';
import { isPublicRead, publicReads } from './public-reads';
import type { UploadGate } from './uploads';
import { readMultipart, type UploadLimits } from './multipart';

export interface UploadedFile {
  field: string;
  filename: string;
  /** What the client claimed; never trusted — services sniff the bytes. */
  mimetype: string;
  /**
   * A temporary file holding the bytes (http/uploads.ts): removed once the answer is sent, so a
   * service that keeps the upload copies it into the file storage first (lib/storage.ts).
   */
  path: string;
  size: number;
}

/** What every handler gets, whatever its operation. */
export interface CallBase {
  operation: Operation;
  /** The caller, or null on public operations. */
  user: Principal | null;
  headers: Record<string, string | string[] | undefined>;
  /** Every uploaded file in arrival order (a field may repeat, e.g. `files` with 1–5 files). */
  fileList: UploadedFile[];
  ip: string;
  req: FastifyRequest;
  reply: FastifyReply;
}

/**
 * One request to operation `K`, as the contract's validator has let it through: path parameters,
 * query (coerced, defaults filled in) and body (a form's fields without its files) typed from the
 * contract (@campus/sdk/model); uploads by file field.
 */
export interface Call<K extends OperationId> extends CallBase {
  params: OperationParams<K>;
  query: OperationQuery<K>;
  body: OperationBody<K>;
  files: Partial<Record<OperationFileField<K>, UploadedFile>>;
}

/** Per-operation upload limits a handler may declare (default: the profile-image limit, 1 file per field). */
export interface HandlerOptions {
  upload?: UploadLimits;
  /**
   * A query parameter that may stand in for the bearer token (a signed URL, e.g. `sig` on downloadFile).
   * Without an Authorization header and with this parameter present, the router lets the request
   * through with `user: null`; the handler must verify the signature itself.
   */
  signedQuery?: string;
}

/**
 * What a handler answers: the operation's 2xx body (`void` for 204), sent with the contract's status.
 * An operation answering a file (not JSON) sends it itself through `call.reply` and returns the reply.
 */
export type Answer<K extends OperationId> =
  OperationResult<K> extends Blob ? FastifyReply : OperationResult<K>;

export type Handler<K extends OperationId> = ((call: Call<K>) => Answer<K> | Promise<Answer<K>>) & {
  options?: HandlerOptions;
};

/** The handler table, typed per operationId from the contract: each area fills in its operations. */
export type Handlers = { [K in OperationId]?: Handler<K> };

/** A request before its operation is known: how the router builds it. */
interface RawCall extends CallBase {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  files: Record<string, UploadedFile>;
}
/** A handler as the router calls it. */
type RawHandler = ((call: RawCall) => unknown) & { options?: HandlerOptions };

/**
 * An area's handler table, checked against the contract: each handler takes its operation's typed
 * call and must answer the operation's body with every required field (the `Handlers` constraint)
 * and no field the contract lacks, at any depth — even when the answer is a value built elsewhere,
 * where TypeScript's own excess-property check does not reach. A field too many fails tsc with
 * `fieldsNotInTheContract: "<path>"`.
 */
export function defineHandlers<T extends Handlers>(
  table: T & { [K in keyof T]: NoExtraFields<K, T[K]> },
): Handlers {
  return table;
}

type NoExtraFields<K, H> = K extends OperationId
  ? OperationResult<K> extends Blob
    ? unknown // a file answer: sent through the reply
    : H extends (call: never) => infer R
      ? [ExtraFields<Awaited<R>, OperationResult<K>>] extends [never]
        ? unknown
        : { fieldsNotInTheContract: ExtraFields<Awaited<R>, OperationResult<K>> }
      : unknown
  : unknown;

/** The dotted paths of the fields of `A` that `B` does not have, at any depth (`never` if none). */
type ExtraFields<A, B, At extends string = ''> = A extends readonly (infer Item)[]
  ? B extends readonly (infer Allowed)[]
    ? ExtraFields<Item, Allowed, `${At}[]`>
    : never
  : A extends object
    ? [Extract<B, object>] extends [never]
      ? never
      : {
          [F in keyof A & string]: F extends KeysOf<Extract<B, object>>
            ? ExtraFields<A[F], FieldOf<Extract<B, object>, F>, Dotted<At, F>>
            : Dotted<At, F>;
        }[keyof A & string]
    : never;
type KeysOf<U> = U extends unknown ? keyof U : never;
type FieldOf<U, F extends PropertyKey> = U extends unknown
  ? F extends keyof U
    ? U[F]
    : never
  : never;
type Dotted<At extends string, F extends string> = At extends '' ? F : `${At}.${F}`;

/** The signed-in caller; use in handlers of non-public operations. */
export function me(call: Pick<CallBase, 'user'>): Principal {
  if (!call.user) throw unauthorized();
  return call.user;
}

export interface ContractViolation {
  operationId: string;
  status: number;
  problems: FieldError[] | string;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
    uploads: Record<string, UploadedFile>;
    uploadList: UploadedFile[];
  }
  interface FastifyContextConfig {
    operation?: Operation;
  }
}

export interface RouterOptions {
  contract: Contract;
  tokens: TokenService;
  handlers: Handlers;
  responseValidation: 'strict' | 'warn' | 'off';
  maxFileBytes: number;
  /** Where uploads stream to, and who may upload now (http/uploads.ts). */
  uploads: UploadGate;
  onViolation: (v: ContractViolation) => void;
  /** Where anonymous public reads are kept (public-reads.ts). */
  publicReads: ReadCache<string>;
  /** The server's clock, for the public searches' limit (public-reads.ts). */
  clock: () => number;
}

export function allows(op: Operation, role: string | null): boolean {
  if (op.roles.includes('public')) return true;
  if (role === null) return false;
  if (op.roles.includes('authenticated')) return true;
  return op.roles.includes(role.toLowerCase() as Operation['roles'][number]);
}

export function registerOperations(app: FastifyInstance, opts: RouterOptions): void {
  const { contract, tokens, handlers } = opts;
  app.decorateRequest('principal', null);
  app.decorateRequest('uploads', null as unknown as Record<string, UploadedFile>);
  app.decorateRequest('uploadList', null as unknown as UploadedFile[]);
  const reads = publicReads(opts.publicReads, opts.clock);

  // The table is typed per operationId; here it is reached by the contract's operationId, a string at
  // run time, and each handler is passed what the contract's validator has just let through.
  const table = handlers as Partial<Record<string, RawHandler>>;
  for (const op of contract.operations) {
    const handler = table[op.operationId];
    app.route({
      method: op.method,
      url: op.url,
      config: { operation: op },
      ...(isPublicRead(op) ? { onSend: reads.onSend } : {}),
      onRequest: async (req) => {
        req.principal = null;
        req.uploads = {};
        req.uploadList = [];
        if (op.roles.includes('public')) return;
        const signed = handler?.options?.signedQuery;
        if (
          signed &&
          !req.headers.authorization &&
          typeof (req.query as Record<string, unknown>)[signed] === 'string'
        ) {
          return; // the handler verifies the signature and finds the user
        }
        const principal = await tokens.authenticate(bearer(req.headers.authorization));
        req.principal = principal;
        if (!allows(op, principal.role)) throw forbidden('You do not have permission to do this.');
      },
      preValidation: async (req, reply) => {
        if (op.bodyKind === 'multipart') {
          opts.uploads.admit(req, reply, req.principal?.id ?? `ip:${req.ip}`);
          await readMultipart(req, reply, op, opts, handler?.options?.upload);
        }
        const problems: FieldError[] = [];
        const v = op.validate;
        if (v.params) problems.push(...(v.params(req.params) ?? []));
        if (v.query) problems.push(...(v.query(req.query) ?? []));
        if (v.headers) problems.push(...(v.headers(req.headers) ?? []));
        if (op.bodyKind === 'json') {
          const type = req.headers['content-type'] ?? '';
          if (req.body !== undefined && !/^application\/([\w.-]+\+)?json\b/i.test(type)) {
            throw new HttpError(
              415,
              'Unsupported content type. Send the body as application/json.',
            );
          }
          if (req.body === undefined || req.body === null) {
            if (op.bodyRequired) problems.push({ path: 'body', msg: 'Request body is required' });
          } else if (v.body) {
            problems.push(...(v.body(req.body) ?? []));
          }
        } else if (op.bodyKind === 'multipart' && v.body) {
          // Files are checked by the service (by content); the validator sees a placeholder.
          const view: Record<string, unknown> = { ...(req.body as Record<string, unknown>) };
          for (const f of Object.keys(req.uploads)) {
            const names = req.uploadList
              .filter((u) => u.field === f)
              .map((u) => u.filename || 'file');
            view[f] = names.length > 1 ? names : (names[0] ?? 'file');
          }
          problems.push(...(v.body(view) ?? []));
          // Defaults and coercions apply to the real body too.
          for (const [k, val] of Object.entries(view))
            if (!req.uploads[k]) (req.body as Record<string, unknown>)[k] = val;
        }
        if (problems.length) throw validationFailed(problems);
        if (isPublicRead(op)) reads.admitSearch(req);
      },
      handler: async (req, reply) => {
        if (!handler) {
          throw new HttpError(501, `${op.operationId} is not implemented yet.`);
        }
        if (isPublicRead(op) && reads.serveCached(req, reply)) return reply;
        const result = await handler({
          operation: op,
          user: req.principal,
          params: req.params as Record<string, string>,
          query: (req.query ?? {}) as Record<string, unknown>,
          headers: req.headers,
          body: req.body,
          files: req.uploads,
          fileList: req.uploadList,
          ip: req.ip,
          req,
          reply,
        });
        if (reply.sent) return reply;
        // A handler may pick another documented status with reply.code(); otherwise the contract's.
        if (reply.statusCode === 200 && op.successStatus !== 200) reply.code(op.successStatus);
        if (result === undefined || reply.statusCode === 204) return reply.send();
        return reply.send(result);
      },
    });
  }

  const errorShape = contract.schemaValidator('Error');
  // In `warn` mode (production) a response check only logs, so it need not run on every answer: each
  // operation's first 50 answers are checked, then one in 100 — a drift still shows in the log within
  // minutes, and a busy list does not pay for checking every item of every page. Tests run `strict`.
  const answered = new Map<string, number>();
  const sampled = (op: Operation) => {
    const n = (answered.get(op.operationId) ?? 0) + 1;
    answered.set(op.operationId, n);
    return n <= 50 || n % 100 === 0;
  };
  app.addHook('preSerialization', async (req, reply, payload: unknown) => {
    const op = req.routeOptions.config.operation;
    if (!op || opts.responseValidation === 'off') return payload;
    if (opts.responseValidation === 'warn' && !sampled(op)) return payload;
    const status = reply.statusCode;
    let validate = op.responses.get(status);
    if (!op.responses.has(status)) {
      // Platform answers (413, 415, 429 …) may come on operations that do not list them; they must
      // still have the shared Error shape. An undocumented success is a real contract gap.
      if (status >= 400) validate = errorShape;
      else {
        opts.onViolation({
          operationId: op.operationId,
          status,
          problems: 'status not in the contract',
        });
        return payload;
      }
    }
    const problems = validate ? validate(payload) : null;
    if (!problems) return payload;
    const violation = { operationId: op.operationId, status, problems };
    opts.onViolation(violation);
    req.log.error({ violation }, 'response does not match the contract');
    if (opts.responseValidation === 'strict' && status < 400) {
      reply.code(500);
      return { message: `Response of ${op.operationId} does not match the contract.` };
    }
    return payload;
  });
}
