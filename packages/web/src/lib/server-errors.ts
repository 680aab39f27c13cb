import { normalizeError } from '@campus/sdk';
import type { ServerErrorBody } from '@campus/ui';

/**
 * A failed call as the kit's `setServerErrors` takes it: each `{msg, path}` of a 400 lands on its
 * field (spec §5's "Validation failed: …" list, one entry per field); anything else (a 409, a 413,
 * a 400 without a path) is the form's own error, in the server's words.
 */
export function serverErrorBody(error: unknown): ServerErrorBody {
  const e = normalizeError(error);
  const errors = e.errors.flatMap((x) => (x.path ? [{ msg: x.msg, path: x.path }] : []));
  return errors.length ? { message: e.message, errors } : { message: e.message };
}
