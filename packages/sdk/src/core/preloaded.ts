import { getConfig } from './config';

/** Preloads already handed to a call: each answers once, later calls ask the server. */
const used = new WeakSet<Element>();

/**
 * A GET the page has already started: a prerendered page asks for a visitor's first reads with
 * `<link rel="preload" as="fetch">` (fetched without a token), and `fetch` of the same URL takes
 * that answer rather than asking again. Such a GET, made while no token is stored, is answered from
 * it here — without the transport, so a visitor's first page needs no HTTP library.
 *
 * Only a successful JSON answer is used. Anything else (an error status, no answer, a body that is
 * not JSON) is left to the transport: it asks again and applies the global rules, so none of them
 * is repeated here.
 */
export async function preloadedAnswer(
  url: string,
  request: {
    method: string;
    headers: Record<string, string>;
    responseType?: string;
    signal?: AbortSignal;
  },
): Promise<{ data: unknown } | undefined> {
  if (typeof document === 'undefined' || request.method.toUpperCase() !== 'GET') return undefined;
  if ((request.responseType ?? 'json') !== 'json') return undefined;
  const config = getConfig();
  if (config.getToken()) return undefined; // the preload was made without one: its answer may differ
  const href = new URL(`${config.baseURL.replace(/\/$/, '')}${url}`, document.baseURI).href;
  const link = Array.from(
    document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]'),
  ).find((candidate) => candidate.href === href && !used.has(candidate));
  if (!link) return undefined;
  used.add(link);
  try {
    const response = await fetch(href, {
      headers: { Accept: 'application/json', ...request.headers },
      signal: request.signal,
    });
    return response.ok ? { data: (await response.json()) as unknown } : undefined;
  } catch {
    return undefined;
  }
}
