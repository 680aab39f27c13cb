/**
 * @campus/sdk/model — the contract's types, the socket event map and the review vocabulary, without
 * the HTTP client: what the reference server (and any Node consumer) shares with the browser.
 * Nothing here touches the DOM, axios or socket.io-client.
 */
export type * from './generated/model';
export * from './realtime/events';
export * from './vocabulary/review-decisions';
export type * from './core/operations';
