import { normalizeError } from '@campus/sdk';
import type { ServerErrorBody } from '@campus/ui';

/**
 * A failed call as the kit's `setServerErrors` takes it: the message, and each `{msg, path}` of a
 * 400 so it lands on its field (spec §5's "Validation failed: …" list, one entry per field).
 */
export function serverErrorBody(error: unknown): ServerErrorBody {
  const e = normalizeError(error);
  const errors = e.errors.flatMap((x) => (x.path ? [{ msg: x.msg, path: x.path }] : []));
  return errors.length ? { message: e.message, errors } : { message: e.message };
}
