// Loads the bundled contract (openapi/dist/openapi.json — the real file, never a copy) and turns every
// operation into what the router needs: method, URL, roles from `x-roles`, and compiled validators for
// its parameters, body and responses.
//
// Why our own small loader instead of fastify-openapi-glue: we need three things glue does not give
// directly — the contract's error shape with readable messages for every problem at once, role
// enforcement read from `x-roles` before validation, and response validation (Fastify's response
// schemas only serialize, they never reject). Ajv is compiled once per operation at start.
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv';
import addFormatsImport from 'ajv-formats';
import { isDateTime } from './formats';
import { readFileSync } from 'node:fs';
import { INVALID_LINK, type FieldError } from './errors';

// ajv-formats is CommonJS with a default export; under ESM the function may sit on `.default`.
const addFormats = ((addFormatsImport as unknown as { default?: unknown }).default ??
  addFormatsImport) as (ajv: Ajv2020) => Ajv2020;

type Json = Record<string, unknown>;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const METHODS: HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export type RoleRule = 'public' | 'authenticated' | 'student' | 'mentor' | 'instructor' | 'admin';

export interface Validator {
  (value: unknown): FieldError[] | null;
}

export interface Operation {
  operationId: string;
  method: HttpMethod;
  /** The contract's path, e.g. /api/users/{id}. */
  path: string;
  /** Fastify's form of it, e.g. /api/users/:id. */
  url: string;
  tags: string[];
  /** Lower-cased `x-roles`. */
  roles: RoleRule[];
  /** The first documented 2xx: what a handler's return value is sent with. */
  successStatus: number;
  /** 'json' | 'multipart' | null (no request body). */
  bodyKind: 'json' | 'multipart' | null;
  bodyRequired: boolean;
  /** Multipart fields holding files (`format: binary`). */
  fileFields: string[];
  validate: {
    params?: Validator;
    query?: Validator;
    headers?: Validator;
    body?: Validator;
  };
  /** Per status: a body validator, `null` for "no JSON body", absent when undocumented. */
  responses: Map<number, Validator | null>;
}

export interface Contract {
  doc: Json;
  operations: Operation[];
  byId: Map<string, Operation>;
  /** Compile a schema from `components/schemas` (e.g. socket payloads) into a validator. */
  schemaValidator(name: string): Validator;
  /** Problems found while compiling (a reference to an area not written yet, …). */
  warnings: string[];
  /** Compiles every validator not used yet, yielding to the event loop between them. */
  warm(): Promise<void>;
}

const CONTRACT_ID = 'campus-contract';

/** Rewrites local `#/components/...` references so snippets compiled alone resolve into the doc. */
function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (value && typeof value === 'object') {
    const out: Json = {};
    for (const [k, v] of Object.entries(value)) {
      out[k] =
        k === '$ref' && typeof v === 'string' && v.startsWith('#')
          ? CONTRACT_ID + v
          : rewriteRefs(v);
    }
    return out;
  }
  return value;
}

/**
 * Marks every numeric schema (`type` number or integer, alone or among others) with `finiteNumber`.
 * JSON allows `1e999`, which JSON.parse and ajv's coercion of query strings and form fields turn into
 * Infinity, and ajv's `type: number` accepts Infinity (and `integer` too): without this keyword such a
 * value would reach the handlers and be stored as null.
 */
function finiteNumbers(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(finiteNumbers);
  if (value && typeof value === 'object') {
    const out: Json = {};
    for (const [k, v] of Object.entries(value)) out[k] = finiteNumbers(v);
    const types = Array.isArray(out.type) ? (out.type as unknown[]) : [out.type];
    if (types.includes('number') || types.includes('integer')) out.finiteNumber = true;
    return out;
  }
  return value;
}

function resolveLocal(doc: Json, value: unknown): Json {
  let cur = value as Json;
  // Parameters, responses and request bodies may themselves be $refs into components.
  for (let i = 0; i < 10 && cur && typeof cur.$ref === 'string'; i++) {
    const ref = cur.$ref as string;
    const parts = ref.replace(/^#\//, '').split('/');
    let target: unknown = doc;
    for (const p of parts)
      target = (target as Json | undefined)?.[p.replace(/~1/g, '/').replace(/~0/g, '~')];
    if (!target) throw new Error(`unresolved reference ${ref}`);
    cur = target as Json;
  }
  return cur;
}

// ---------- readable messages ----------

/** `currentPassword` → `Current password`; `modules.0.title` → `Title`. */
export function fieldLabel(path: string): string {
  const segs = path.split('.').filter((s) => s !== '' && !/^\d+$/.test(s));
  const last = segs[segs.length - 1] ?? 'value';
  const words = last
    .replace(/^_+/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const FORMAT_WORDS: Record<string, string> = {
  email: 'a valid email address',
  uuid: 'a valid id',
  'date-time': 'a date and time (ISO 8601)',
  date: 'a date (YYYY-MM-DD)',
  uri: 'a valid URL',
  url: 'a valid URL',
};

function humanize(e: ErrorObject, prefix: string): FieldError {
  const base = [prefix, ...e.instancePath.split('/').slice(1)].filter(Boolean).join('.');
  const p = e.params as Record<string, unknown>;
  let path = base;
  let msg: string;
  switch (e.keyword) {
    case 'required':
      path = [base, String(p.missingProperty)].filter(Boolean).join('.');
      msg = `${fieldLabel(path)} is required`;
      break;
    case 'type':
      msg = `${fieldLabel(path)} must be ${/^[aeiou]/.test(String(p.type)) ? 'an' : 'a'} ${String(p.type)}`;
      break;
    case 'finiteNumber':
      msg = `${fieldLabel(path)} must be a finite number`;
      break;
    case 'format':
      msg = `${fieldLabel(path)} must be ${FORMAT_WORDS[String(p.format)] ?? `a valid ${String(p.format)}`}`;
      break;
    case 'minLength':
      msg =
        p.limit === 1
          ? `${fieldLabel(path)} is required`
          : `${fieldLabel(path)} must be at least ${String(p.limit)} characters`;
      break;
    case 'maxLength':
      msg = `${fieldLabel(path)} must be at most ${String(p.limit)} characters`;
      break;
    case 'minimum':
    case 'exclusiveMinimum':
      msg = `${fieldLabel(path)} must be ${e.keyword === 'minimum' ? 'at least' : 'more than'} ${String(p.limit)}`;
      break;
    case 'maximum':
    case 'exclusiveMaximum':
      msg = `${fieldLabel(path)} must be ${e.keyword === 'maximum' ? 'at most' : 'less than'} ${String(p.limit)}`;
      break;
    case 'enum':
      msg = `${fieldLabel(path)} must be one of: ${((p.allowedValues as unknown[]) ?? []).join(', ')}`;
      break;
    case 'minItems':
      msg = `${fieldLabel(path)} must have at least ${String(p.limit)} item${p.limit === 1 ? '' : 's'}`;
      break;
    case 'maxItems':
      msg = `${fieldLabel(path)} must have at most ${String(p.limit)} items`;
      break;
    case 'additionalProperties':
      path = [base, String(p.additionalProperty)].filter(Boolean).join('.');
      msg = `${fieldLabel(path)} is not allowed`;
      break;
    case 'pattern':
      msg = `${fieldLabel(path)} is not in the expected format`;
      break;
    default:
      msg = `${fieldLabel(path)} is not valid`;
  }
  // A mailed link's token is not something a person typed: whatever is wrong with it, they read
  // what the service says of an unknown token.
  if (path.split('.').pop() === 'token') {
    msg = INVALID_LINK;
  }
  return { msg, path: path || prefix || 'body' };
}

function toFieldErrors(errors: ErrorObject[] | null | undefined, prefix: string): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  // A value that is not a finite number is named as such, before any range it also breaks.
  const ordered = [...(errors ?? [])].sort(
    (a, b) => Number(b.keyword === 'finiteNumber') - Number(a.keyword === 'finiteNumber'),
  );
  // anyOf/oneOf/if report a summary error after their branches; the branch errors are clearer.
  for (const e of ordered) {
    if (e.keyword === 'anyOf' || e.keyword === 'oneOf' || e.keyword === 'if') continue;
    const fe = humanize(e, prefix);
    if (seen.has(fe.path)) continue; // one message per field reads better than a cascade
    seen.add(fe.path);
    out.push(fe);
  }
  return out;
}

// ---------- loading ----------

function makeAjv(doc: Json, coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    strict: false, // OpenAPI adds keywords (example, discriminator, x-*) that JSON Schema lacks
    coerceTypes: coerce ? 'array' : false,
    useDefaults: true,
    validateSchema: false,
  });
  addFormats(ajv);
  ajv.addFormat('date-time', isDateTime); // years 0001–9999, no leap second (http/formats.ts)
  ajv.addFormat('binary', true); // multipart files; the router checks them, not ajv
  // A number must be finite wherever the contract asks for one (finiteNumbers marks those schemas).
  // It runs after `type`, so on a coerced query or form value as well.
  ajv.addKeyword({
    keyword: 'finiteNumber',
    type: 'number',
    schemaType: 'boolean',
    errors: false,
    validate: (on: boolean, data: number) => !on || Number.isFinite(data),
  });
  ajv.addSchema({ ...(finiteNumbers(doc) as Json), $id: CONTRACT_ID }, CONTRACT_ID);
  return ajv;
}

export function loadContract(file: string): Contract {
  const doc = JSON.parse(readFileSync(file, 'utf8')) as Json;
  const warnings: string[] = [];
  // Query strings, path params and headers arrive as strings: those validators coerce ("2" → 2,
  // "true" → true). Bodies are JSON and must already have the right types, so theirs do not.
  const coercing = makeAjv(doc, true);
  const strict = makeAjv(doc, false);

  // Compiling every validator takes over a second at start (most of a restart), so each one is
  // compiled on its first use; `warm()` compiles the rest in small steps once the server listens.
  const pending: (() => unknown)[] = [];
  const compile = (ajv: Ajv2020, schema: unknown, prefix: string, what: string): Validator => {
    let fn: ValidateFunction | null | undefined;
    const ready = (): ValidateFunction | null => {
      if (fn === undefined) {
        try {
          fn = ajv.compile(finiteNumbers(rewriteRefs(schema)) as Json);
        } catch (err) {
          // Usually a reference to an area not written yet: that check is skipped, not fatal.
          warnings.push(`${what}: ${(err as Error).message}`);
          fn = null;
        }
      }
      return fn;
    };
    pending.push(ready);
    return (value) => {
      const f = ready();
      return !f || f(value) ? null : toFieldErrors(f.errors, prefix);
    };
  };

  const operations: Operation[] = [];
  const paths = (doc.paths ?? {}) as Record<string, Json>;
  for (const [path, item] of Object.entries(paths)) {
    const shared = (item.parameters as unknown[] | undefined) ?? [];
    for (const method of METHODS) {
      const op = item[method.toLowerCase()] as Json | undefined;
      if (!op) continue;
      const operationId = String(op.operationId ?? `${method} ${path}`);
      const roles = ((op['x-roles'] as string[] | undefined) ?? []).map(
        (r) => r.toLowerCase() as RoleRule,
      );
      if (roles.length === 0) warnings.push(`${operationId}: no x-roles; only admins may call it`);

      const byLocation: Record<string, { properties: Json; required: string[] }> = {};
      for (const raw of [...shared, ...((op.parameters as unknown[] | undefined) ?? [])]) {
        const param = resolveLocal(doc, raw);
        const loc = String(param.in);
        const name = loc === 'header' ? String(param.name).toLowerCase() : String(param.name);
        byLocation[loc] ??= { properties: {}, required: [] };
        byLocation[loc].properties[name] = param.schema ?? {};
        if (param.required) byLocation[loc].required.push(name);
      }
      const paramValidator = (loc: string) => {
        const l = byLocation[loc];
        if (!l) return undefined;
        return compile(
          coercing,
          { type: 'object', properties: l.properties, required: l.required },
          '',
          `${operationId} ${loc}`,
        );
      };

      let bodyKind: Operation['bodyKind'] = null;
      let bodyRequired = false;
      let body: Validator | undefined;
      const fileFields: string[] = [];
      if (op.requestBody) {
        const rb = resolveLocal(doc, op.requestBody);
        const content = (rb.content ?? {}) as Record<string, Json>;
        bodyRequired = Boolean(rb.required);
        if (content['application/json']) {
          bodyKind = 'json';
          body = compile(
            strict,
            content['application/json'].schema ?? {},
            '',
            `${operationId} body`,
          );
        } else if (content['multipart/form-data']) {
          bodyKind = 'multipart';
          const schema = content['multipart/form-data'].schema ?? {};
          const props = (resolveLocal(doc, schema).properties ?? {}) as Record<string, Json>;
          for (const [name, s] of Object.entries(props)) {
            const field = resolveLocal(doc, s);
            // A file field, or an array of files (`files` of uploadTaskFiles).
            const items =
              field.type === 'array' && field.items ? resolveLocal(doc, field.items) : null;
            if (field.format === 'binary' || items?.format === 'binary') fileFields.push(name);
          }
          // Form fields are strings on the wire, so this validator coerces like a query string.
          body = compile(coercing, schema, '', `${operationId} body`);
        } else {
          warnings.push(
            `${operationId}: unsupported request content ${Object.keys(content).join(', ')}`,
          );
        }
      }

      const responses = new Map<number, Validator | null>();
      let successStatus = 0;
      for (const [code, rawResponse] of Object.entries(
        (op.responses ?? {}) as Record<string, unknown>,
      )) {
        const status = Number(code);
        if (!Number.isInteger(status)) continue;
        if (status >= 200 && status < 300 && (successStatus === 0 || status < successStatus))
          successStatus = status;
        let response: Json;
        try {
          response = resolveLocal(doc, rawResponse);
        } catch (err) {
          warnings.push(`${operationId} ${code}: ${(err as Error).message}`);
          continue;
        }
        const json = ((response.content ?? {}) as Record<string, Json>)['application/json'];
        if (!json) {
          responses.set(status, null);
          continue;
        }
        responses.set(
          status,
          compile(strict, json.schema ?? {}, 'response', `${operationId} ${code} response`),
        );
      }

      operations.push({
        operationId,
        method,
        path,
        url: path.replace(/\{([^}]+)\}/g, ':$1'),
        tags: (op.tags as string[] | undefined) ?? [],
        roles,
        successStatus: successStatus || 200,
        bodyKind,
        bodyRequired,
        fileFields,
        validate: {
          params: paramValidator('path'),
          query: paramValidator('query'),
          headers: paramValidator('header'),
          body,
        },
        responses,
      });
    }
  }

  const schemaValidators = new Map<string, Validator>();
  return {
    doc,
    operations,
    byId: new Map(operations.map((o) => [o.operationId, o])),
    warnings,
    async warm() {
      for (const ready of pending.splice(0)) {
        ready();
        await new Promise((r) => setImmediate(r));
      }
    },
    schemaValidator(name) {
      let v = schemaValidators.get(name);
      if (!v) {
        const fn = strict.compile(
          finiteNumbers(rewriteRefs({ $ref: `#/components/schemas/${name}` })) as Json,
        );
        v = (value) => (fn(value) ? null : toFieldErrors(fn.errors, ''));
        schemaValidators.set(name, v);
      }
      return v;
    },
  };
}
