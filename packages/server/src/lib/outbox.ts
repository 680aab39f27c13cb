// The durable mail outbox. `enqueue` writes a mail in the caller's transaction: it exists exactly
// when the change that caused it committed, and no request waits on a mail server (so a response
// cannot tell whether a mail went out). `deliverDue` — the `mail-outbox` background job, once a
// second from the job queue (lib/job-queue.ts: one job per second across instances, never two runs
// at once in one instance, but a late second's run may meet the next one's on another instance) —
// claims due rows with `FOR UPDATE SKIP LOCKED` and a hold (`locked_until`), hands each to the
// transport, and marks it sent once the mail server accepted it. A failure is retried with a growing
// delay; after the last attempt the row is marked failed with its error. The outbox keeps its own
// attempts and back-off per mail: a job run is a pass over every due mail, and its failures are
// the mails', not the run's.
//
// Holds. A claim takes a few rows and holds them for as long as sending all of
// them one after another may take at the transport's worst (HOLD_MS); a row whose hold lapsed may be
// claimed by another pass, which then owns it. So that the pass that lost a row cannot undo the one
// that has it:
//   - the value a claim writes into `locked_until` is the claim's token: every later claim of the row
//     writes a later one (it claims only once `locked_until <= now`, and adds HOLD_MS to that now), so
//     "`locked_until` is still what my claim wrote" means "no pass claimed this row since mine";
//   - every outcome (sent, failed, given back) is written only under that condition; a write that
//     finds the row claimed by someone else changes nothing and is logged;
//   - a pass starts a send only while its hold still covers a whole send (SEND_BUDGET_MS); if it does
//     not, the pass gives its unsent rows back (uncharged) and ends.
// Delivery is once per committed row as long as sends keep within the budget: two passes never hold
// the same row, and a sent row is never claimed again. Two windows are left, both resent with the
// same Message-ID (the row id), which receiving servers use to drop the copy: a crash after the mail
// server accepted a mail and before `sent_at` was written (the hold lapses and the mail is sent
// again), and a single send that outlasts the hold of its row (a mail server that keeps each step
// just under the transport's idle clock): another pass may send the row again meanwhile, and the
// late pass's result is dropped in favour of that pass's.
//
// A crashed sender. A pass run by the job queue notes each claim in its job (`JobRun.hold`: one token
// per row, its id and the claim's hold). When its instance dies, the instance that reclaims the job
// gives those rows back at once (`releaseHolds`, under the same "still held by that claim" condition),
// instead of their waiting out the hold. A mail the dead instance had handed to the mail server
// before it died is then sent again, with the same Message-ID.
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../db/client';
import { mailOutbox, type OutboxRow } from '../db/schema/index';
import type { Mail, Mailer } from './mailer';

/**
 * The longest one send is expected to take: SmtpMailer allows 10 s to connect, 10 s for the greeting
 * and 30 s of silence at each step, so a server that hangs at one step gives up within 50 s.
 */
const SEND_BUDGET_MS = 60_000;
/**
 * Rows one claim takes. Few: the hold must cover sending all of them at the budget's pace, and a
 * crashed sender's rows wait that long before another sender takes them (5 minutes here). A pass
 * claims again as long as it finds full batches, so this bounds a claim, not a pass's throughput.
 */
const BATCH = 5;
/** How long a claim holds its rows: all of them sent one after another, each within the budget. */
const HOLD_MS = BATCH * SEND_BUDGET_MS;
/** Delays before attempts 2, 3, …: 30 s, 2 min, 8 min, 32 min, then every 2 hours. */
const BACKOFF_MS = [30_000, 120_000, 480_000, 1_920_000, 7_200_000];
export const MAX_ATTEMPTS = 8;

function retryDelayMs(attempts: number): number {
  return BACKOFF_MS[Math.min(attempts, BACKOFF_MS.length) - 1] ?? BACKOFF_MS[0]!;
}

/** The rows one claim took, and the hold it wrote into each (its token for them). */
interface Claim {
  until: Date;
  rows: OutboxRow[];
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
    await this.enqueueAll(tx, [mail]);
  }

  /** Writes several mails in one statement (a notification mailed to a batch). */
  async enqueueAll(tx: Queryable, mails: Mail[]): Promise<void> {
    if (mails.length === 0) return;
    const now = this.now();
    await tx
      .insert(mailOutbox)
      .values(mails.map((mail) => ({ ...mail, createdAt: now, nextAttemptAt: now })));
  }

  /**
   * Claims due, unclaimed rows for this sender (one statement, so claims never overlap), oldest due
   * first. `until` is the hold every claimed row got: this pass's token for them.
   */
  private async claim(): Promise<Claim> {
    const now = this.now();
    const until = new Date(now.getTime() + HOLD_MS);
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
    const rows = await this.db
      .update(mailOutbox)
      .set({ lockedUntil: until, attempts: sql`${mailOutbox.attempts} + 1` })
      .where(inArray(mailOutbox.id, due))
      .returning();
    // RETURNING keeps no order: send in the order the rows fell due.
    rows.sort(
      (a, b) =>
        a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() ||
        a.createdAt.getTime() - b.createdAt.getTime(),
    );
    return { until, rows };
  }

  /** The rows among `ids` this pass still holds: no other pass claimed them since its claim. */
  private stillHeld(ids: string[], until: Date) {
    return and(inArray(mailOutbox.id, ids), eq(mailOutbox.lockedUntil, until));
  }

  /** The passes running in this process (the job's and any other caller's). */
  private readonly passes = new Set<Promise<number>>();

  /**
   * Sends what is due; answers how many mails went out. Safe to run at once on several instances.
   * `hold` is told each claim's tokens before its rows are sent (the job queue's `JobRun.hold`).
   */
  deliverDue(hold?: (tokens: string[]) => Promise<void>): Promise<number> {
    const pass = this.pass(hold).finally(() => this.passes.delete(pass));
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

  /**
   * Gives back rows a dead sender's claims still hold (tokens from `deliverDue`'s `hold`): each
   * only if that claim still holds it, its attempt returned. Answers how many.
   */
  async releaseHolds(tokens: string[]): Promise<number> {
    let released = 0;
    for (const token of tokens) {
      const [id, until] = token.split(' ');
      if (!id || !until || Number.isNaN(Date.parse(until))) continue;
      const back = await this.db
        .update(mailOutbox)
        .set({ lockedUntil: null, attempts: sql`${mailOutbox.attempts} - 1` })
        .where(and(this.stillHeld([id], new Date(until)), isNull(mailOutbox.sentAt)))
        .returning({ id: mailOutbox.id });
      released += back.length;
    }
    if (released > 0)
      this.log().warn({ released }, 'mail outbox: mails a stopped instance held are due again');
    return released;
  }

  private async pass(hold?: (tokens: string[]) => Promise<void>): Promise<number> {
    let sent = 0;
    for (;;) {
      const { until, rows } = await this.claim();
      if (hold && rows.length > 0) await hold(rows.map((r) => `${r.id} ${until.toISOString()}`));
      for (const [i, row] of rows.entries()) {
        // Only start a send the hold still covers: a send that outlasted it could meet another
        // pass sending the same row. Sends slower than the budget mean a struggling mail server;
        // the rest of the batch goes back to the queue and the next run takes it.
        if (this.now().getTime() + SEND_BUDGET_MS > until.getTime()) {
          await this.giveBack(rows.slice(i), until);
          return sent;
        }
        if (await this.deliver(row, until)) sent++;
      }
      if (rows.length < BATCH) return sent;
    }
  }

  /** Unclaims rows this pass did not send, returning the attempt their claim charged. */
  private async giveBack(rows: OutboxRow[], until: Date): Promise<void> {
    const back = await this.db
      .update(mailOutbox)
      .set({ lockedUntil: null, attempts: sql`${mailOutbox.attempts} - 1` })
      .where(
        this.stillHeld(
          rows.map((r) => r.id),
          until,
        ),
      )
      .returning({ id: mailOutbox.id });
    this.log().warn(
      { rows: rows.length, givenBack: back.length },
      'mail outbox: sends outlasted the claim; its unsent rows go back to the queue',
    );
  }

  private async deliver(row: OutboxRow, until: Date): Promise<boolean> {
    const { to, subject, text, html, headers } = row;
    try {
      await this.mailer.send({ to, subject, text, html, ...(headers ? { headers } : {}) }, row.id);
    } catch (err) {
      // Still held means no claim since ours, so `row.attempts` is the row's count.
      const last = row.attempts >= MAX_ATTEMPTS;
      const now = this.now();
      const written = await this.db
        .update(mailOutbox)
        .set({
          lockedUntil: null,
          lastError: err instanceof Error ? err.message : String(err),
          ...(last
            ? { failedAt: now }
            : { nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)) }),
        })
        .where(this.stillHeld([row.id], until))
        .returning({ id: mailOutbox.id });
      // The address and subject only: the text holds a bearer link.
      if (written.length === 0)
        this.log().warn(
          { err, to, subject, attempts: row.attempts },
          'mail failed after its claim lapsed; the pass that holds it now decides',
        );
      else
        this.log()[last ? 'error' : 'warn'](
          { err, to, subject, attempts: row.attempts },
          last ? 'mail failed for good' : 'mail failed; it will be retried',
        );
      return false;
    }
    const written = await this.db
      .update(mailOutbox)
      .set({ sentAt: this.now(), lockedUntil: null, lastError: null })
      .where(this.stillHeld([row.id], until))
      .returning({ id: mailOutbox.id });
    if (written.length === 0)
      this.log().warn(
        { to, subject, attempts: row.attempts },
        'mail sent after its claim lapsed; another pass holds it and may send it again (same Message-ID)',
      );
    // It went out either way: the answer counts mails the mail server accepted.
    return true;
  }
}
