// The batches' tests name their batches so no two tests (or runs) share one.
let n = 0;

/** A number no other call has had. */
export const fresh = () => n++;

/** A batch of this month's cohort with a domain no other test uses. */
export const freshBatch = () => ({
  monthYear: '2026-11',
  domain: `b${Date.now().toString(36)}${fresh()}`,
});
