/* eslint-disable @typescript-eslint/no-explicit-any -- the fuzzer walks arbitrary JSON Schema */
// The fuzz's requests, built from the contract (openapi/dist/openapi.json): for each operation a
// plausible request sampled from its schemas, then mutations of it — NUL bytes, wrong types, huge
// numbers and pages, odd date-times, deep nesting, a body past 1 MB, malformed multipart — and each
// numeric field (body, query, path, form) sent as `1e999`, `-1e999` and `1e-999`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const contract = JSON.parse(
  readFileSync(
    join(import.meta.dirname, '..', '..', '..', '..', 'openapi', 'dist', 'openapi.json'),
    'utf8',
  ),
);

function deref(node: any): any {
  let n = node;
  for (let i = 0; n && typeof n === 'object' && typeof n.$ref === 'string' && i < 20; i++) {
    const path = n.$ref.replace(/^#\//, '').split('/');
    n = path.reduce((o: any, k: string) => o?.[k], contract);
  }
  return n;
}

const ODD_DATES = [
  '0000-01-01T00:00:00Z',
  '2026-06-30T23:59:60Z',
  '9999-12-31T23:59:59-05:00',
  '10000-01-01T00:00:00Z',
  '2026-02-30T10:00:00Z',
];

/** A plausible value for a schema (not necessarily valid: the server must cope either way). */
function sample(schema: any, depth = 0): any {
  const s = deref(schema);
  if (!s || depth > 8) return null;
  if (s.example !== undefined) return s.example;
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  if (s.allOf) return Object.assign({}, ...s.allOf.map((x: any) => sample(x, depth + 1)));
  if (s.oneOf || s.anyOf) return sample((s.oneOf ?? s.anyOf)[0], depth + 1);
  const type = Array.isArray(s.type) ? s.type.find((t: string) => t !== 'null') : s.type;
  switch (type) {
    case 'object':
    case undefined: {
      if (!s.properties) return type ? {} : 'x';
      const o: Record<string, any> = {};
      for (const [k, v] of Object.entries(s.properties)) o[k] = sample(v, depth + 1);
      return o;
    }
    case 'array':
      return [sample(s.items, depth + 1)];
    case 'integer':
      return s.minimum ?? 1;
    case 'number':
      return s.minimum ?? 1.5;
    case 'boolean':
      return true;
    default:
      switch (s.format) {
        case 'uuid':
          return '00000000-0000-4000-8000-000000000000';
        case 'date-time':
          return new Date(Date.now() + 86_400_000).toISOString();
        case 'email':
          return `fuzz${Math.random().toString(36).slice(2)}@fuzz.test`;
        case 'uri':
          return 'https://example.test/x';
        default:
          return 'fuzz';
      }
  }
}

/** Rewrites every leaf of `v` (schema-blind) with `f`. */
function mapLeaves(v: any, f: (leaf: any, key: string) => any, key = ''): any {
  if (Array.isArray(v)) return v.map((x) => mapLeaves(x, f, key));
  if (v && typeof v === 'object')
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, mapLeaves(x, f, k)]));
  return f(v, key);
}

export const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
const isDateKey = (k: string) => /(time|date|at|until|from|to)$/i.test(k);

export interface Req {
  method: string;
  path: string;
  query?: Record<string, string>;
  body?: string;
  form?: FormData;
  rawMultipart?: { contentType: string; body: string };
  label: string;
  /** The field (as the error's `path`) sent as an infinite number: it must answer 400 naming it. */
  infinite?: string;
}

/** Numbers JSON can write that are not finite once parsed (±Infinity), and one that parses to 0. */
const EXTREME_NUMBERS = ['1e999', '-1e999', '1e-999'];
const isInfinite = (literal: string) => !Number.isFinite(Number(literal));
const NUMBER_MARK = '"@@number@@"';

/** The dotted paths (`items.0.points`) of the numeric leaves of a sample value. */
function numericPaths(v: any, at: string[] = []): string[] {
  if (typeof v === 'number') return [at.join('.')];
  if (Array.isArray(v)) return v.flatMap((x, i) => numericPaths(x, [...at, String(i)]));
  if (v && typeof v === 'object')
    return Object.entries(v).flatMap(([k, x]) => numericPaths(x, [...at, k]));
  return [];
}

/** `v` as JSON with the leaf at `path` written as the number literal `literal`. */
function withNumberAt(v: any, path: string, literal: string): string {
  const keys = path.split('.');
  const copy = structuredClone(v);
  let node = copy;
  for (const k of keys.slice(0, -1)) node = node[k];
  node[keys[keys.length - 1]!] = NUMBER_MARK.slice(1, -1);
  return JSON.stringify(copy).replace(NUMBER_MARK, literal);
}

const isNumeric = (schema: any) => {
  const d = deref(schema);
  const types = Array.isArray(d?.type) ? d.type : [d?.type];
  return types.includes('number') || types.includes('integer');
};

export function operations() {
  const ops: any[] = [];
  for (const [path, item] of Object.entries<any>(contract.paths)) {
    for (const [method, op] of Object.entries<any>(item)) {
      if (!op?.operationId) continue;
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map(deref);
      const content = op.requestBody ? deref(op.requestBody).content : undefined;
      ops.push({ path, method: method.toUpperCase(), op, params, content });
    }
  }
  return ops;
}

export function requests(o: any): Req[] {
  const { path, method, params, content } = o;
  const pathParams = params.filter((p: any) => p.in === 'path');
  const queryParams = params.filter((p: any) => p.in === 'query');
  const fill = (value: (p: any) => string) =>
    path.replace(/\{(\w+)\}/g, (_: string, name: string) => {
      const p = pathParams.find((x: any) => x.name === name);
      return encodeURIComponent(value(p ?? { schema: { type: 'string' } }));
    });
  const baseQuery: Record<string, string> = {};
  for (const q of queryParams) {
    const v = sample(q.schema);
    if (v !== null && typeof v !== 'object') baseQuery[q.name] = String(v);
  }
  const basePath = fill((p) => String(sample(p.schema)));
  const json = content?.['application/json'];
  const multipart = content?.['multipart/form-data'];
  const bodySample = json ? sample(json.schema) : undefined;
  const out: Req[] = [];
  const add = (r: Omit<Req, 'method'>) => out.push({ method, ...r });
  const body = (v: any) => (json ? JSON.stringify(v) : undefined);

  add({ label: 'plausible', path: basePath, query: baseQuery, body: body(bodySample) });
  // Path parameters.
  if (pathParams.length) {
    for (const v of ['a\u0000b', '1e20', '0000-01-01T00:00:00Z', 'x'.repeat(5000), '-1'])
      add({
        label: `path ${JSON.stringify(v.slice(0, 20))}`,
        path: fill(() => v),
        query: baseQuery,
      });
    for (const p of pathParams.filter((x: any) => isNumeric(x.schema)))
      for (const n of EXTREME_NUMBERS)
        add({
          label: `path ${p.name}=${n}`,
          path: fill((x) => (x.name === p.name ? n : String(sample(x.schema)))),
          query: baseQuery,
          ...(isInfinite(n) ? { infinite: p.name } : {}),
        });
  }
  // Query parameters.
  for (const q of queryParams) {
    for (const v of ['a\u0000b', '1e20', '-1', 'abc', '[]', ...ODD_DATES.slice(0, 3)])
      add({
        label: `query ${q.name}=${JSON.stringify(v)}`,
        path: basePath,
        query: { ...baseQuery, [q.name]: v },
      });
  }
  for (const q of queryParams.filter((x: any) => isNumeric(x.schema)))
    for (const n of EXTREME_NUMBERS)
      add({
        label: `query ${q.name}=${n}`,
        path: basePath,
        query: { ...baseQuery, [q.name]: n },
        ...(isInfinite(n) ? { infinite: q.name } : {}),
      });
  if (queryParams.length)
    add({
      label: 'query page=1e20',
      path: basePath,
      query: { ...baseQuery, page: '1e20', pageSize: '100' },
    });
  // JSON bodies.
  if (json) {
    const variants: [string, any][] = [
      [
        'NUL in every string',
        mapLeaves(bodySample, (l) => (typeof l === 'string' ? `a\u0000${l}` : l)),
      ],
      [
        'wrong types',
        mapLeaves(bodySample, (l) =>
          typeof l === 'string' ? 12345 : typeof l === 'number' ? 'abc' : { x: 1 },
        ),
      ],
      ['huge numbers', mapLeaves(bodySample, (l) => (typeof l === 'number' ? 1e20 : l))],
      ['price 1e12', mapLeaves(bodySample, (l) => (typeof l === 'number' ? 1e12 : l))],
      ['negative numbers', mapLeaves(bodySample, (l) => (typeof l === 'number' ? -1e15 : l))],
      [
        'long strings',
        mapLeaves(bodySample, (l) => (typeof l === 'string' ? 'x'.repeat(100_000) : l)),
      ],
      ['whitespace strings', mapLeaves(bodySample, (l) => (typeof l === 'string' ? '   ' : l))],
      ['array for object', [bodySample]],
      ['null body', null],
    ];
    for (const d of ODD_DATES)
      variants.push([
        `date ${d}`,
        mapLeaves(bodySample, (l, k) =>
          typeof l === 'string' && (isDateKey(k) || /^\d{4}-\d\d-\d\dT/.test(l)) ? d : l,
        ),
      ]);
    for (const [label, v] of variants)
      add({ label: `body ${label}`, path: basePath, query: baseQuery, body: JSON.stringify(v) });
    for (const field of numericPaths(bodySample))
      for (const n of EXTREME_NUMBERS)
        add({
          label: `body ${field || 'itself'}=${n}`,
          path: basePath,
          query: baseQuery,
          body: field ? withNumberAt(bodySample, field, n) : n,
          ...(isInfinite(n) ? { infinite: field || 'body' } : {}),
        });
    add({ label: 'body deep nesting', path: basePath, query: baseQuery, body: deep(50_000) });
    add({
      label: 'body deep object',
      path: basePath,
      query: baseQuery,
      body: '{"a":'.repeat(5000) + '1' + '}'.repeat(5000),
    });
    add({
      label: 'body 1 MB',
      path: basePath,
      query: baseQuery,
      body: JSON.stringify({ x: 'x'.repeat(1024 * 1024) }),
    });
    add({ label: 'body not JSON', path: basePath, query: baseQuery, body: '{"a":' });
  }
  // Multipart forms.
  if (multipart) {
    const schema = deref(multipart.schema);
    const fields = Object.entries<any>(schema.properties ?? {});
    const form = (nul: boolean, fileName: string, number?: { field: string; literal: string }) => {
      const f = new FormData();
      for (const [k, v] of fields) {
        const d = deref(v);
        const isFile = d.format === 'binary' || deref(d.items)?.format === 'binary';
        if (isFile) f.append(k, new Blob([Buffer.from('hello')], { type: 'text/plain' }), fileName);
        else if (number?.field === k) f.append(k, number.literal);
        else f.append(k, nul ? 'a\u0000b' : String(sample(d) ?? 'x'));
      }
      return f;
    };
    for (const [field] of fields.filter(([, v]) => isNumeric(v)))
      for (const n of EXTREME_NUMBERS)
        add({
          label: `multipart ${field}=${n}`,
          path: basePath,
          form: form(false, 'notes.txt', { field, literal: n }),
          ...(isInfinite(n) ? { infinite: field } : {}),
        });
    add({ label: 'multipart plausible', path: basePath, form: form(false, 'notes.txt') });
    add({ label: 'multipart NUL field', path: basePath, form: form(true, 'notes.txt') });
    add({ label: 'multipart NUL file name', path: basePath, form: form(false, 'a\u0000b.txt') });
    add({
      label: 'multipart bidi file name',
      path: basePath,
      form: form(false, 'evil\u202Etxt.exe'),
    });
    add({
      label: 'multipart no boundary',
      path: basePath,
      rawMultipart: {
        contentType: 'multipart/form-data',
        body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
      },
    });
    add({
      label: 'multipart truncated part',
      path: basePath,
      rawMultipart: {
        contentType: 'multipart/form-data; boundary=x',
        body: '--x\r\nContent-Disposition: form-data; name="files"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello',
      },
    });
    add({
      label: 'multipart garbage',
      path: basePath,
      rawMultipart: {
        contentType: 'multipart/form-data; boundary=x',
        body: '\u0000\u0001garbage--x',
      },
    });
    add({ label: 'multipart as JSON', path: basePath, body: '{"name":"x"}' });
  }
  return out;
}
