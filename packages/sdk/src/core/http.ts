import type { AxiosProgressEvent } from 'axios';
import { noResponse } from './errors';
import { preloadedAnswer } from './preloaded';
import { loadTransport } from './transport';

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

/** How far an upload has got: bytes sent, of `total` (when known), and `progress` from 0 to 1. */
export type UploadProgress = Pick<AxiosProgressEvent, 'loaded' | 'total' | 'progress'>;

/**
 * Per-call settings a caller may pass through a generated function: an AbortSignal, extra headers,
 * and `onUploadProgress` for a call that sends a body (a file upload).
 */
export interface RequestOptions extends Partial<Omit<RequestConfig, 'url' | 'method'>> {
  onUploadProgress?: (progress: UploadProgress) => void;
}

/** The query string of `params`: what was given, in order; a list repeats its key. */
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

/**
 * The orval mutator: every generated function calls this with its request and gets the response
 * body. A file (a `blob` answer, such as a CSV export or a certificate's PDF) comes as a `File`
 * named as the server names it in Content-Disposition (the contract declares the header on each),
 * so an app saves it under that name without restating the server's naming. Calls go through the
 * SDK's one axios instance (axios-client.ts), which carries the spec's global rules and rejects
 * with a CampusError; it also reads a failed download's error body, which arrives as bytes.
 *
 * The transport is loaded when a call first needs it (or `prepareTransport()` asks earlier,
 * transport.ts): a visitor's first page is answered from its preloads (preloaded.ts) and needs no
 * HTTP library.
 */
export async function campusRequest<T>(
  config: RequestConfig,
  options?: RequestOptions,
): Promise<T> {
  const { params, ...request } = {
    ...config,
    ...options,
    headers: { ...config.headers, ...options?.headers },
  };
  // The query is part of the URL, so a preload and the transport ask for the very same address.
  const url = `${request.url}${queryString(params)}`;
  const preloaded = await preloadedAnswer(url, request);
  if (preloaded) return preloaded.data as T;

  const { http } = await loadTransport().catch((error: unknown) => {
    throw noResponse(error);
  });
  // A file is asked for as bytes and made a Blob here (downloads.ts): axios gives a Blob only in a
  // browser (in Node it decodes the bytes as text, which corrupts a PDF and drops a CSV's byte
  // order mark).
  const file = request.responseType === 'blob';
  const { data, headers } = await http.request<T | ''>({
    ...request,
    url,
    ...(file ? { responseType: 'arraybuffer' as const } : {}),
  });
  if (file) {
    const { downloaded } = await import('./downloads');
    return downloaded(data as unknown as ArrayBuffer, headers) as T;
  }
  // An empty answer (204) is no body, not an empty string.
  return (data === '' ? undefined : data) as T;
}

export type ErrorType<E> = E;
export type BodyType<B> = B;
