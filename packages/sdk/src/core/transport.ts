import type * as Transport from './axios-client';

let transport: Promise<typeof Transport> | undefined;

/**
 * The SDK's transport (axios-client.ts: axios and the global rules), a module of its own: a browser
 * app's first load does without it. Loaded once; a load that failed (offline, a new deploy) is tried
 * again next time.
 */
export function loadTransport(): Promise<typeof Transport> {
  return (transport ??= import('./axios-client').catch((error: unknown) => {
    transport = undefined;
    throw error;
  }));
}

/**
 * Starts loading the transport before the first call needs it, so that call does not wait for it.
 * A call loads it anyway; a failed load is left to the call, which says there is no connection.
 */
export function prepareTransport(): void {
  loadTransport().catch(() => {});
}
