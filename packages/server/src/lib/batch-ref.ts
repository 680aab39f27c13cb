// A batch is named by its month-year and domain (spec §3): the contract's BatchRef. A leaf module:
// context, services and the seed world all share this type without importing each other.
export type { BatchRef } from '@campus/sdk/model';
