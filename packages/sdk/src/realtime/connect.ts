import { io, type Socket, type ManagerOptions, type SocketOptions } from 'socket.io-client';
import { getConfig } from '../core/config';
import type { ClientToServerEvents, ServerToClientEvents } from './events';

export type CampusSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Spec §9: websocket then polling, 5 reconnection attempts, 1000 ms apart. */
export const realtimeOptions = {
  transports: ['websocket', 'polling'],
  reconnection: true,
  reconnectionAttempts: 5,
  reconnectionDelay: 1000,
} as const satisfies Partial<ManagerOptions & SocketOptions>;

export interface ConnectRealtimeOptions {
  /** Overrides the configured address (`realtimeURL`, else `baseURL`, else the page's origin). */
  url?: string;
  /** Passed to socket.io as is; the spec's settings win unless overridden here on purpose. */
  socketOptions?: Partial<ManagerOptions & SocketOptions>;
}

/**
 * Opens the typed socket with the token as `auth` (spec §7). The address comes from configuration,
 * not from a fixed host: the spec's local address was a development leftover (§9).
 *
 * In a page, the socket also tells the server whether the tab is visible, in each handshake and on
 * every change (`visibility`): the server pushes nothing to a person while one of their tabs is.
 */
export function connectRealtime(token: string, options: ConnectRealtimeOptions = {}): CampusSocket {
  const config = getConfig();
  const url = options.url ?? config.realtimeURL ?? config.baseURL;
  const page = typeof document === 'object' ? document : undefined;
  const visible = () => page?.visibilityState !== 'hidden';
  const settings = {
    ...realtimeOptions,
    ...options.socketOptions,
    auth: (answer: (auth: object) => void) => answer({ token, visible: visible() }),
  };
  // An empty address means "this page's origin", which socket.io expresses as no address at all.
  const socket: CampusSocket = url ? io(url, settings) : io(settings);
  page?.addEventListener('visibilitychange', () =>
    socket.volatile.emit('visibility', { visible: visible() }),
  );
  return socket;
}
