// A batch is named by its month-year and domain (spec §3): the contract's BatchRef. A leaf module:
// context, services and the seed world all share this type without importing each other.
export type { BatchRef } from '@campus/sdk/model';

import type { BatchRef } from '@campus/sdk/model';

/** A batch in words, as notifications and mutes name it: "2026-12 fullstack". */
export const batchLabel = (b: BatchRef): string => `${b.monthYear} ${b.domain}`;

/** The reason a notification sent to a batch's students gives. */
export const batchReason = (b: BatchRef): string => `because you are in batch ${batchLabel(b)}`;
