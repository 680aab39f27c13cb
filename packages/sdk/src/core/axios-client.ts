import axios, { type AxiosInstance, type AxiosRequestConfig } from 'axios';
import { getConfig } from './config';
import { applyGlobalRules } from './http';

/**
 * An axios instance with the spec's global rules (§7, §8) — for code that wants axios itself. The
 * generated functions do not use it (they call `campusRequest`, on fetch), so an app that never
 * imports `http`/`createHttpClient` never loads axios.
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

  instance.interceptors.response.use(undefined, (error: unknown) =>
    Promise.reject(applyGlobalRules(error, (error as { config?: AxiosRequestConfig }).config?.url)),
  );

  return instance;
}

/** One shared axios instance (created on first use of this module). */
export const http = createHttpClient();
