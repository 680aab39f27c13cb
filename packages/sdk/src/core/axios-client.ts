import axios, { isAxiosError } from 'axios';
import { getConfig } from './config';
import { isDeactivated, normalizeError } from './errors';

/** The login call's own 403 opens the Account Deactivated modal instead of the global rule (spec §8). */
const LOGIN_PATH = '/api/auth/login';

function pathOf(url: string | undefined): string {
  if (!url) return '';
  try {
    return new URL(url, 'http://campus.invalid').pathname;
  } catch {
    return url;
  }
}

/**
 * The spec's global rules for a failed call (§7, §8):
 * - a 401 anywhere removes the token and calls `onUnauthorized`;
 * - a 403 mentioning "deactivated", on any call but login, removes the token and calls `onDeactivated`;
 * - the failure becomes a normalised CampusError.
 */
function applyGlobalRules(error: unknown) {
  const normalized = normalizeError(error);
  const config = getConfig();
  if (normalized.status === 401) {
    config.tokenStore.remove();
    config.onUnauthorized();
  } else if (
    isDeactivated(normalized) &&
    pathOf(isAxiosError(error) ? error.config?.url : undefined) !== LOGIN_PATH
  ) {
    config.tokenStore.remove();
    config.onDeactivated(normalized.message);
  }
  return normalized;
}

/**
 * A failed download's body as JSON: a download asks for bytes, so its error answer — the server's
 * `{ message }` — arrives as bytes too. Anything else is returned as it is.
 */
function decodedErrorBody(data: unknown): unknown {
  if (!(data instanceof ArrayBuffer || ArrayBuffer.isView(data))) return data;
  try {
    return JSON.parse(new TextDecoder().decode(data)) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The SDK's transport: the one axios instance every generated function calls through (the mutator,
 * `campusRequest`, loads this module when a call first needs it). It carries the spec's global
 * rules (§7, §8), so no caller repeats them:
 * - the configured base URL and bearer token, read per request (`configure()` may run after import);
 * - JSON, and no client timeout;
 * - a 401 anywhere removes the token and calls `onUnauthorized`; a 403 mentioning "deactivated", on
 *   any call but login, removes the token and calls `onDeactivated`;
 * - every failure rejects with a normalised CampusError.
 * Uploads report progress through it too (axios's `onUploadProgress`, over XMLHttpRequest in a browser).
 */
export const http = axios.create({ timeout: 0, headers: { Accept: 'application/json' } });

http.interceptors.request.use((request) => {
  const config = getConfig();
  request.baseURL ??= config.baseURL;
  // Set per request (a build step or test may swap it in `configure`); unset keeps axios's own.
  if (config.adapter) request.adapter = config.adapter;
  const token = config.getToken();
  if (token) request.headers.set('Authorization', `Bearer ${token}`);
  return request;
});

http.interceptors.response.use(undefined, (error: unknown) => {
  if (isAxiosError(error) && error.response)
    error.response.data = decodedErrorBody(error.response.data);
  return Promise.reject(applyGlobalRules(error));
});
