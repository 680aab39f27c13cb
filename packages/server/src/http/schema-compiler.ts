// The ajv instances the contract's validators are compiled with: the bundled document added under
// one id (so its `#/components/...` references resolve from snippets compiled alone), our formats,
// and the `finiteNumber` keyword on every numeric schema. One instance coerces (query strings, path
// parameters, headers and form fields arrive as strings), one does not (JSON bodies, responses).
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsImport from 'ajv-formats';
import { isDateTime } from './formats';

// ajv-formats is CommonJS with a default export; under ESM the function may sit on `.default`.
const addFormats = ((addFormatsImport as unknown as { default?: unknown }).default ??
  addFormatsImport) as (ajv: Ajv2020) => Ajv2020;

type Json = Record<string, unknown>;

const CONTRACT_ID = 'campus-contract';

/** Rewrites local `#/components/...` references so snippets compiled alone resolve into the doc. */
export function rewriteRefs(value: unknown): unknown {
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
export function finiteNumbers(value: unknown): unknown {
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

export function makeAjv(doc: Json, coerce: boolean): Ajv2020 {
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
