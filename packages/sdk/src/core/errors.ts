/** One problem in a 400's `errors` list (the contract's FieldError). */
export interface FieldProblem {
  msg: string;
  path?: string;
}

/** Any failure of a call, in one shape: what screens and machines read. */
export interface CampusErrorShape {
  /** HTTP status, or 0 when no response arrived (network down, CORS, aborted). */
  status: number;
  /** The server's message, or a readable default. */
  message: string;
  /** The field problems of a validation failure (400), else empty. */
  errors: FieldProblem[];
  /** On 429: minutes until retrying is allowed, else undefined. */
  retryAfter: number | undefined;
}

/**
 * What every SDK function rejects with. It is an Error (stack traces, `instanceof`) carrying the
 * normalised fields; `serverMessage` tells a message the server sent from a default made up here,
 * which the spec's catalogue needs ("the server message or …").
 */
export class CampusError extends Error implements CampusErrorShape {
  override readonly name = 'CampusError';
  readonly status: number;
  readonly errors: FieldProblem[];
  readonly retryAfter: number | undefined;
  readonly serverMessage: string | undefined;

  constructor(
    shape: CampusErrorShape & { serverMessage?: string | undefined },
    options?: { cause?: unknown },
  ) {
    super(shape.message, options);
    this.status = shape.status;
    this.errors = shape.errors;
    this.retryAfter = shape.retryAfter;
    this.serverMessage = shape.serverMessage;
  }

  toJSON(): CampusErrorShape {
    return {
      status: this.status,
      message: this.message,
      errors: this.errors,
      retryAfter: this.retryAfter,
    };
  }
}

/** The texts of spec §8, in one place. */
export const messages = {
  network: 'Network error. Please check your connection.',
  server: 'Server error. Please try again later.',
  loginInvalid: 'Invalid request data. Please check your email and password.',
  loginFailed: 'Login failed. Please check your credentials.',
  registrationFailed: 'Registration failed. Please check your information.',
  deactivated: 'Your account has been deactivated. Please contact administrator.',
  updateFailed: 'Update failed',
  passwordChangeFailed: 'Failed to change password.',
  unknown: 'Something went wrong. Please try again.',
} as const;

/** Login and registration wait this many minutes when a 429 carries no retryAfter (spec §9). */
export const DEFAULT_RETRY_AFTER_MINUTES = 15;

/** Spec §5: a 400 with an errors list reads "Validation failed: " + the msgs joined by commas. */
export function validationMessage(errors: readonly FieldProblem[]): string {
  return `Validation failed: ${errors.map((e) => e.msg).join(', ')}`;
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
}

function readRetryAfter(
  body: Record<string, unknown> | undefined,
  header: unknown,
): number | undefined {
  const fromBody = body?.retryAfter;
  if (typeof fromBody === 'number' && Number.isFinite(fromBody) && fromBody >= 0) return fromBody;
  // The standard header is in seconds; the body's field is in minutes.
  const seconds =
    typeof header === 'string' ? Number(header) : typeof header === 'number' ? header : NaN;
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds / 60) : undefined;
}

function readErrors(body: Record<string, unknown> | undefined): FieldProblem[] {
  const list = body?.errors;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item): FieldProblem[] => {
    const entry = asRecord(item);
    if (!entry) return [];
    const msg =
      typeof entry.msg === 'string'
        ? entry.msg
        : typeof entry.message === 'string'
          ? entry.message
          : undefined;
    if (!msg) return [];
    return [typeof entry.path === 'string' ? { msg, path: entry.path } : { msg }];
  });
}

/** The answer of a failed axios call (axios marks its errors `isAxiosError`); no `response` when none came. */
function failedCall(
  error: unknown,
): { response?: { status: number; data: unknown; headers: unknown } } | null {
  if (error && typeof error === 'object' && (error as { isAxiosError?: unknown }).isAxiosError)
    return error as { response?: { status: number; data: unknown; headers: unknown } };
  return null;
}

/** A call that got no answer (offline, refused, aborted, or the transport did not load): status 0. */
export function noResponse(cause: unknown): CampusError {
  return new CampusError(
    { status: 0, message: messages.network, errors: [], retryAfter: undefined },
    { cause },
  );
}

/**
 * Turns anything a call can throw into a CampusError. The message is "Validation failed: …" for a
 * 400 with an errors list, else the server's message when it sent one, else a readable default.
 */
export function normalizeError(error: unknown): CampusError {
  if (error instanceof CampusError) return error;
  const failed = failedCall(error);
  if (failed) {
    const response = failed.response;
    if (!response) return noResponse(error);
    const body = asRecord(response.data);
    const errors = readErrors(body);
    const serverMessage =
      typeof body?.message === 'string' && body.message.trim() ? body.message : undefined;
    const status = response.status;
    const message =
      status === 400 && errors.length > 0
        ? validationMessage(errors)
        : (serverMessage ?? (status >= 500 ? messages.server : messages.unknown));
    const headers = asRecord(response.headers);
    const retryAfter = readRetryAfter(body, headers?.['retry-after']);
    return new CampusError(
      { status, message, errors, retryAfter, serverMessage },
      { cause: error },
    );
  }
  const message = error instanceof Error && error.message ? error.message : messages.unknown;
  return new CampusError(
    { status: 0, message, errors: [], retryAfter: undefined },
    { cause: error },
  );
}

/** True for a 403 whose message says the account is deactivated (spec §8). */
export function isDeactivated(error: CampusErrorShape): boolean {
  return error.status === 403 && /deactivated/i.test(error.message);
}

/** What the login screen shows for a failed login: spec §8 "Login", in order. */
export function loginErrorMessage(error: unknown): string {
  const e = normalizeError(error);
  if (e.status === 0) return messages.network;
  if (e.status === 400) {
    if (e.errors.length > 0) return validationMessage(e.errors);
    return e.serverMessage ?? messages.loginInvalid;
  }
  if (e.status === 429) {
    return `Too many login attempts. Please wait ${e.retryAfter ?? DEFAULT_RETRY_AFTER_MINUTES} minutes before trying again.`;
  }
  if (e.status === 500) return messages.server;
  return e.serverMessage ?? messages.loginFailed;
}

/** What the registration screens show for a failed registration: spec §8 "Registration". */
export function registrationErrorMessage(error: unknown): string {
  const e = normalizeError(error);
  if (e.status === 0) return messages.network;
  if (e.status === 429) {
    return `Too many registration attempts. Please wait ${e.retryAfter ?? DEFAULT_RETRY_AFTER_MINUTES} minutes before trying again.`;
  }
  if (e.status === 400 && e.errors.length > 0) return validationMessage(e.errors);
  return e.serverMessage ?? messages.registrationFailed;
}
