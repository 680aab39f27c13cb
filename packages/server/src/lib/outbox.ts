// The durable mail outbox (issue 27, issue 28 finding 11). `enqueue` writes a mail in the caller's
// transaction: it exists exactly when the change that caused it committed, and no request waits on a
// mail server (so a response cannot tell whether a mail went out). `deliverDue` — the outbox job,
// every second on every instance — claims due rows with `FOR UPDATE SKIP LOCKED` and a lease, hands
// each to the transport, and marks it sent. A failure is retried with a growing delay; after the last
// attempt the row is marked failed with its error. Delivery is once per committed row: two instances
// never claim the same row, and a sent row is never claimed again. The one window left is a crash
// after the mail server accepted a mail and before `sent_at` was written: the claim lapses and the
// mail is sent again with the same Message-ID (its row id), which receiving servers use to drop it.
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../db/client';
import { mailOutbox, type OutboxRow } from '../db/schema/index';
import type { Mail, Mailer } from './mailer';

/** How long a claim holds: longer than one send can take (the SMTP transport's clocks are shorter). */
const LEASE_MS = 60_000;
/** Delays before attempts 2, 3, …: 30 s, 2 min, 8 min, 32 min, then every 2 hours. */
const BACKOFF_MS = [30_000, 120_000, 480_000, 1_920_000, 7_200_000];
export const MAX_ATTEMPTS = 8;
/** Rows one sender claims per pass, so one pass ends in bounded time. */
const BATCH = 20;

function retryDelayMs(attempts: number): number {
  return BACKOFF_MS[Math.min(attempts, BACKOFF_MS.length) - 1] ?? BACKOFF_MS[0]!;
}

export class Outbox {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly now: () => Date,
    private readonly log: () => FastifyBaseLogger,
  ) {}

  /** Writes the mail in `tx` (the caller's transaction, or the database for a lone write). */
  async enqueue(tx: Queryable, mail: Mail): Promise<void> {
    const now = this.now();
    await tx.insert(mailOutbox).values({ ...mail, createdAt: now, nextAttemptAt: now });
  }

  /** Claims due, unclaimed rows for this sender (one statement, so claims never overlap). */
  private async claim(): Promise<OutboxRow[]> {
    const now = this.now();
    const due = this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sentAt),
          isNull(mailOutbox.failedAt),
          lte(mailOutbox.nextAttemptAt, now),
          or(isNull(mailOutbox.lockedUntil), lte(mailOutbox.lockedUntil, now)),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return this.db
      .update(mailOutbox)
      .set({
        lockedUntil: new Date(now.getTime() + LEASE_MS),
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  /** The passes running in this process (the job's and any other caller's). */
  private readonly passes = new Set<Promise<number>>();

  /** Sends what is due; answers how many mails went out. Safe to run at once on several instances. */
  deliverDue(): Promise<number> {
    const pass = this.pass().finally(() => this.passes.delete(pass));
    this.passes.add(pass);
    return pass;
  }

  /**
   * Resolves when every pass running in this process has ended: a row another pass had claimed is
   * then sent too (or back in the queue). Tests read their mailer after `deliverDue` and this.
   */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.passes]);
  }

  private async pass(): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows = await this.claim();
      for (const row of rows) if (await this.deliver(row)) sent++;
      if (rows.length < BATCH) return sent;
    }
  }

  private async deliver(row: OutboxRow): Promise<boolean> {
    const { to, subject, text, html } = row;
    try {
      await this.mailer.send({ to, subject, text, html }, row.id);
    } catch (err) {
      const last = row.attempts >= MAX_ATTEMPTS;
      const now = this.now();
      await this.db
        .update(mailOutbox)
        .set({
          lockedUntil: null,
          lastError: err instanceof Error ? err.message : String(err),
          ...(last
            ? { failedAt: now }
            : { nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)) }),
        })
        .where(eq(mailOutbox.id, row.id));
      // The address and subject only: the text holds a bearer link (issue 16, finding 5).
      this.log()[last ? 'error' : 'warn'](
        { err, to, subject, attempts: row.attempts },
        last ? 'mail failed for good' : 'mail failed; it will be retried',
      );
      return false;
    }
    await this.db
      .update(mailOutbox)
      .set({ sentAt: this.now(), lockedUntil: null, lastError: null })
      .where(eq(mailOutbox.id, row.id));
    return true;
  }
}
