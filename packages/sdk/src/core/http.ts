import axios, { type AxiosInstance, type AxiosRequestConfig } from 'axios';
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
 * Builds an axios instance with the spec's global rules (§7, §8):
 * - JSON, no client timeout, the bearer token from configuration on every call;
 * - a 401 anywhere removes the token and calls `onUnauthorized`;
 * - a 403 mentioning "deactivated", on any call but login, removes the token and calls `onDeactivated`;
 * - every failure rejects with a normalised CampusError.
 * The base URL is read per request, so `configure()` may run after import.
 */
export function createHttpClient(): AxiosInstance {
  const instance = axios.create({ timeout: 0, headers: { Accept: 'application/json' } });

  instance.interceptors.request.use((request) => {
    const config = getConfig();
    request.baseURL ??= config.baseURL;
    const token = config.getToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  });

  instance.interceptors.response.use(undefined, (error: unknown) => {
    const normalized = normalizeError(error);
    const config = getConfig();
    const url = (error as { config?: AxiosRequestConfig }).config?.url;
    if (normalized.status === 401) {
      config.tokenStore.remove();
      config.onUnauthorized();
    } else if (isDeactivated(normalized) && pathOf(url) !== LOGIN_PATH) {
      config.tokenStore.remove();
      config.onDeactivated(normalized.message);
    }
    return Promise.reject(normalized);
  });

  return instance;
}

/** The one instance every generated function uses. */
export const http = createHttpClient();

/**
 * The orval mutator: generated functions call this with their request, and get the response body.
 * `options` are per-call axios settings a caller passes through (an AbortSignal, extra headers).
 */
export function campusRequest<T>(
  config: AxiosRequestConfig,
  options?: AxiosRequestConfig,
): Promise<T> {
  return http.request<T>({ ...config, ...options }).then((response) => response.data);
}

export type ErrorType<E> = E;
export type BodyType<B> = B;
