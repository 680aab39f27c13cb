// Loads the bundled contract (openapi/dist/openapi.json — the real file, never a copy) and turns every
// operation into what the router needs: method, URL, roles from `x-roles`, and compiled validators for
// its parameters, body and responses.
//
// Why our own small loader instead of fastify-openapi-glue: we need three things glue does not give
// directly — the contract's error shape with readable messages for every problem at once, role
// enforcement read from `x-roles` before validation, and response validation (Fastify's response
// schemas only serialize, they never reject). Ajv is compiled once per operation at start.
import type { Ajv2020 } from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv';
import { readFileSync } from 'node:fs';
import type { FieldError } from './errors';
import { finiteNumbers, makeAjv, rewriteRefs } from './schema-compiler';
import { toFieldErrors } from './validation-messages';

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
