/**
 * @campus/sdk/zod — the contract's request and response schemas as zod, one set per operation
 * (e.g. `loginBody`, `loginResponse`). The server validates with the same schemas.
 */
export * from './generated/zod';
