import { baseURL, clientAddress, DEMO_PASSWORD } from './env';

/** Direct API calls for test set-up (the things other users do while the browser watches). */
export async function api<T = unknown>(
  path: string,
  init: { method?: string; token?: string; body?: unknown; base?: string } = {},
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${init.base ?? baseURL}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      'x-forwarded-for': clientAddress(),
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

export interface LoginResult {
  token: string;
  user: {
    _id: string;
    name: string;
    email: string;
    role: string;
    batch?: { monthYear: string; domain: string };
  };
}

/** `base`: another server than the suite's (a journey's own). */
export async function apiLogin(
  email: string,
  password = DEMO_PASSWORD,
  base = baseURL,
): Promise<LoginResult> {
  const res = await api<LoginResult>('/api/auth/login', { body: { email, password }, base });
  if (res.status !== 200) throw new Error(`login of ${email} answered ${res.status}`);
  return res.body;
}
