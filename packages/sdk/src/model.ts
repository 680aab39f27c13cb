/**
 * @campus/sdk/model — the contract's types and the socket event map, without the HTTP client: what
 * the reference server (and any Node consumer) shares with the browser. Nothing here touches the
 * DOM, axios or socket.io-client.
 */
export type * from './generated/model';
export * from './realtime/events';
export type * from './core/operations';
