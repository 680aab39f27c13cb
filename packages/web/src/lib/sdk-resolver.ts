import { normalizeError } from '@campus/sdk';
import { setServerErrors } from '@campus/ui';
import type { FieldErrors, FieldValues, Resolver, UseFormSetError } from 'react-hook-form';

interface Issue {
  path: ReadonlyArray<PropertyKey>;
  message: string;
}
/** What the SDK's zod schemas offer (`@campus/sdk/zod`), without importing zod here. */
export interface BodySchema<TBody> {
  safeParse(
    value: unknown,
  ): { success: true; data: TBody } | { success: false; error: { issues: Issue[] } };
}

/**
 * A resolver that validates the request body the form will send with the contract's own schema,
 * so the rules (lengths, ranges, https links) live in one place. `toBody` builds the body from the
 * form's values; `fieldOf` names the form field a body path belongs to (the start's `startTime`
 * and `timezone` both belong to the one `start` field).
 */
export function sdkResolver<TValues extends FieldValues, TBody>(
  schema: BodySchema<TBody>,
  toBody: (values: TValues) => unknown,
  fieldOf: (bodyPath: string) => string = (path) => path,
): Resolver<TValues, unknown, TBody> {
  return (values) => {
    const result = schema.safeParse(toBody(values));
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const field = fieldOf(issue.path.map(String).join('.')) || 'root.server';
      errors[field] ??= { type: 'validation', message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}

/** A refused request's problems onto the form (fields by path, the rest in the summary). */
export function showServerError<TValues extends FieldValues>(
  setError: UseFormSetError<TValues>,
  error: unknown,
  fieldOf: (bodyPath: string) => string = (path) => path,
) {
  const e = normalizeError(error);
  setServerErrors(setError, {
    message: e.message,
    errors: e.errors.flatMap((p) => (p.path ? [{ msg: p.msg, path: fieldOf(p.path) }] : [])),
  });
}
