/**
 * @campus/sdk/zod — the contract's request and response schemas as zod, one set per operation
 * (e.g. `loginBody`, `loginResponse`). The browser's forms validate with them; the server validates
 * requests and responses against the contract document they are generated from.
 */
export * from './generated/zod';
