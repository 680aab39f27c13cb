// The contract's validation errors in plain words: each ajv error becomes one FieldError per field
// ("Current password is required", "Price must be at least 0"), named by a label made from its path.
import type { ErrorObject } from 'ajv';
import { INVALID_LINK, type FieldError } from './errors';

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

export function toFieldErrors(
  errors: ErrorObject[] | null | undefined,
  prefix: string,
): FieldError[] {
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
