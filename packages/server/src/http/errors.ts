// The one error body of the contract: {message, errors?: [{msg, path}], retryAfter?}. Services throw
// HttpError; the error handler in app.ts turns it (and anything else) into that shape.

export interface FieldError {
  msg: string;
  path: string;
}

export interface ErrorBody {
  message: string;
  errors?: FieldError[];
  retryAfter?: number;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: {
      errors?: FieldError[];
      retryAfter?: number;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }

  body(): ErrorBody {
    const body: ErrorBody = { message: this.message };
    if (this.extra.errors) body.errors = this.extra.errors;
    if (this.extra.retryAfter !== undefined) body.retryAfter = this.extra.retryAfter;
    return body;
  }
}

/** A 400 about fields: the app shows "Validation failed: " + the msgs joined (spec §5). */
export const validationFailed = (errors: FieldError[]) =>
  new HttpError(400, 'Validation failed', { errors });
export const fieldError = (path: string, msg: string) => validationFailed([{ path, msg }]);

/**
 * What a person reads when a mailed link's token is unknown, used, expired or mangled: the same
 * words whether the contract's check (too short) or the service's (no such token) caught it, never
 * "Token must be at least 16 characters".
 */
export const INVALID_LINK = 'This link is invalid or has expired. Please ask for a new one.';
export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please log in to continue.') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do this.') =>
  new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const deactivated = () =>
  new HttpError(403, 'Your account has been deactivated. Please contact administrator.');

/** 429 with `retryAfter` in minutes (body) and seconds (Retry-After header), spec §8/§9. */
export function tooManyRequests(message: string, retryAfterSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(429, message, {
    retryAfter: Math.max(1, Math.ceil(seconds / 60)),
    headers: { 'retry-after': String(seconds) },
  });
}

export const SERVER_ERROR_MESSAGE = 'Server error. Please try again later.';
