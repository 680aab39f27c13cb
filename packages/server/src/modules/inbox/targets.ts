// The working-hours target of each kind of inbox item, set by an admin (getInboxTargets,
// setInboxTargets): a row per kind that was set, its default (clock.ts) for a kind never set. The
// contract bounds each target (whole hours, 1 to 720); a kind named twice in one request is refused
// here, in words.
import type { InboxTargets, InboxTargetsUpdate } from '@campus/sdk/model';
import type { Queryable } from '../../db/client';
import { inboxTargets } from '../../db/schema/index';
import type { Principal } from '../../http/auth';
import { fieldError } from '../../http/errors';
import { DEFAULT_TARGET_HOURS, PRODUCED_KINDS, type ProducedKind } from './clock';

export type TargetHours = Record<ProducedKind, number>;

const KIND_WORDS: Record<ProducedKind, string> = {
  review: 'first reviews',
  resubmission: 'resubmissions',
  booking_request: 'booking requests',
  message: 'messages',
  question: 'batch questions',
  risk_flag: 'students flagged at risk',
};

const isProduced = (kind: string): kind is ProducedKind =>
  (PRODUCED_KINDS as readonly string[]).includes(kind);

/** Every kind's target in hours from the rows set: the admin's where set, the default otherwise. */
export function targetsOf(rows: readonly { kind: string; hours: number }[]): TargetHours {
  const out = { ...DEFAULT_TARGET_HOURS };
  for (const r of rows) if (isProduced(r.kind)) out[r.kind] = r.hours;
  return out;
}

/** Every kind's target in hours: the admin's where set, the default otherwise. */
export async function readTargets(db: Queryable): Promise<TargetHours> {
  return targetsOf(
    await db.select({ kind: inboxTargets.kind, hours: inboxTargets.hours }).from(inboxTargets),
  );
}

export const targetsShape = (t: TargetHours): InboxTargets => ({
  targets: PRODUCED_KINDS.map((kind) => ({ kind, hours: t[kind] })),
});

export class InboxTargetSettings {
  constructor(
    private readonly db: Queryable,
    private readonly now: () => Date,
  ) {}

  async get(): Promise<InboxTargets> {
    return targetsShape(await readTargets(this.db));
  }

  async set(admin: Principal, update: InboxTargetsUpdate): Promise<InboxTargets> {
    const seen = new Set<ProducedKind>();
    for (const t of update.targets) {
      if (seen.has(t.kind))
        throw fieldError(
          'targets',
          `The target for ${KIND_WORDS[t.kind]} is given twice: give each kind once.`,
        );
      seen.add(t.kind);
    }
    for (const t of update.targets) {
      const values = { hours: t.hours, updatedAt: this.now(), updatedById: admin.id };
      await this.db
        .insert(inboxTargets)
        .values({ kind: t.kind, ...values })
        .onConflictDoUpdate({ target: inboxTargets.kind, set: values });
    }
    return this.get();
  }
}
