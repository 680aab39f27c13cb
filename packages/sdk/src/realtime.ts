/**
 * @campus/sdk/realtime — the socket alone: `connectRealtime` and its settings. The main entry exports
 * the same; this entry exists so an app can load socket.io-client (about 40 KB) with
 * `import('@campus/sdk/realtime')` only when a session starts, not with its first page.
 */
export {
  connectRealtime,
  realtimeOptions,
  type CampusSocket,
  type ConnectRealtimeOptions,
} from './realtime/connect';
export * from './realtime/events';
