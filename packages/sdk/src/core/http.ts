import { getConfig } from './config';
import { isDeactivated, normalizeError, RequestFailure } from './errors';

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
 * The spec's global rules for a failed call (§7, §8), shared by every client of the SDK:
 * - a 401 anywhere removes the token and calls `onUnauthorized`;
 * - a 403 mentioning "deactivated", on any call but login, removes the token and calls `onDeactivated`;
 * - the failure becomes a normalised CampusError.
 */
export function applyGlobalRules(error: unknown, url: string | undefined) {
  const normalized = normalizeError(error);
  const config = getConfig();
  if (normalized.status === 401) {
    config.tokenStore.remove();
    config.onUnauthorized();
  } else if (isDeactivated(normalized) && pathOf(url) !== LOGIN_PATH) {
    config.tokenStore.remove();
    config.onDeactivated(normalized.message);
  }
  return normalized;
}

/** What a generated function asks for (orval's request shape, a subset of axios's). */
export interface RequestConfig {
  url: string;
  method: string;
  params?: object;
  data?: unknown;
  headers?: Record<string, string>;
  responseType?: 'json' | 'blob' | 'text';
  signal?: AbortSignal;
}

/** Per-call settings a caller may pass through a generated function: an AbortSignal, extra headers. */
export type RequestOptions = Partial<Omit<RequestConfig, 'url' | 'method'>>;

function queryString(params: object | undefined): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value])
      query.append(key, item instanceof Date ? item.toISOString() : String(item));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

async function readBody(response: Response, responseType: RequestConfig['responseType']) {
  if (response.status === 204 || response.status === 205) return undefined;
  if (responseType === 'blob' && response.ok) return response.blob();
  const text = await response.text();
  if (!text) return undefined;
  if (responseType === 'text') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The orval mutator: every generated function calls this with its request and gets the response
 * body. It runs on the platform's `fetch` — JSON, no client timeout, the configured base URL (read
 * per request, so `configure()` may run after import) and the bearer token on every call — and
 * applies the spec's global rules to failures, which reject with a CampusError.
 *
 * It does not use axios: a browser app's first load should not carry an HTTP library the platform
 * already has (about 23 KB gzipped). `createHttpClient()`/`http` (an axios instance with the same
 * rules) remain for code that wants axios itself.
 */
export async function campusRequest<T>(
  config: RequestConfig,
  options?: RequestOptions,
): Promise<T> {
  const request = { ...config, ...options, headers: { ...config.headers, ...options?.headers } };
  const settings = getConfig();
  const url = `${settings.baseURL.replace(/\/$/, '')}${request.url}${queryString(request.params)}`;
  const headers = new Headers({ Accept: 'application/json', ...request.headers });
  const token = settings.getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (request.data instanceof FormData) {
    body = request.data; // fetch sets the multipart boundary itself
    headers.delete('Content-Type');
  } else if (request.data !== undefined) {
    body = JSON.stringify(request.data);
    if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  }

  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method.toUpperCase(),
      headers,
      body,
      signal: request.signal,
    });
  } catch (err) {
    // No answer at all (offline, refused, aborted): status 0.
    throw applyGlobalRules(new RequestFailure(err, undefined), request.url);
  }
  const data = await readBody(response, request.responseType);
  if (!response.ok) {
    const answered: Record<string, string> = {};
    response.headers.forEach((value, name) => (answered[name] = value));
    const failure = new RequestFailure(`Request failed with status ${response.status}`, {
      status: response.status,
      data,
      headers: answered,
    });
    throw applyGlobalRules(failure, request.url);
  }
  return data as T;
}

export type ErrorType<E> = E;
export type BodyType<B> = B;
