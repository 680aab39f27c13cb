// The outbox over real SMTP (the local mail catcher on loopback): a mail written before a restart is
// delivered once after it, concurrent senders never send a row twice, a refusing mail server is
// retried with backoff, and every mail carries a text and an HTML part. Then the holds:
// passes that overlap while a slow or hung mail server holds one of them, driven by a test
// clock and transports the test settles by hand, on PGlite and PostgreSQL.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { buildApp, type CampusApp } from '../app';
import { mailOutbox } from '../db/schema/index';
import { testDatabases, uniqueEmail, useServer } from '../testing/server';
import { startMailCatcher, type MailCatcher } from './mail-catcher';
import { composeMail } from './mail-layout';
import type { Mail, Mailer } from './mailer';
import { MAX_ATTEMPTS, Outbox } from './outbox';

describe('mail outbox over real SMTP [pglite]', () => {
  let catcher: MailCatcher;
  let dataDir: string;
  let clock = Date.now();
  const open: CampusApp[] = [];

  /** A server on the shared data dir, sending to the catcher; it never listens, so no job runs. */
  async function boot(): Promise<CampusApp> {
    const campus = await buildApp({
      logger: false,
      passwordCost: { memoryCost: 1024, timeCost: 1 },
      now: () => new Date(clock),
      env: {
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        JWT_SECRET: 'test-secret-that-is-at-least-32-characters-long',
        PAYMENT_WEBHOOK_SECRET: 'test-webhook-secret',
        PUBLIC_URL: 'http://campus.test',
        SMTP_URL: catcher.smtpUrl,
        RESPONSE_VALIDATION: 'strict',
        WEB_DIST: join(dataDir, 'no-web-build'),
      },
    });
    open.push(campus);
    return campus;
  }
  async function shut(campus: CampusApp) {
    open.splice(open.indexOf(campus), 1);
    await campus.close();
  }
  const tokenFrom = (text: string) => /token=([\w-]+)/.exec(text)?.[1] ?? '';

  beforeAll(async () => {
    catcher = await startMailCatcher({ inboxPort: null });
    dataDir = mkdtempSync(join(tmpdir(), 'campus-outbox-'));
    const template = inject('pgliteTemplate');
    if (template && existsSync(template))
      cpSync(template, join(dataDir, 'pglite'), { recursive: true });
  });
  afterAll(async () => {
    for (const c of open.splice(0)) await c.close();
    await catcher.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers a reset mail asked for before a restart exactly once after it, and its link works', async () => {
    const email = uniqueEmail('restart');
    const first = await boot();
    await first.ctx.services.users.create(first.ctx.db, {
      name: 'Asha Rao',
      email,
      role: 'student',
      passwordHash: await first.ctx.services.passwords.hash('before123'),
    });
    const asked = await first.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email, timezone: 'Asia/Kolkata' },
    });
    expect(asked.statusCode).toBe(200);
    await shut(first); // before any sender ran: the mail exists only as a row
    expect(catcher.mails.filter((m) => m.to.includes(email))).toHaveLength(0);

    const second = await boot();
    // Two senders at once (two instances, or the job and a manual run): one delivery.
    const counts = await Promise.all([
      second.ctx.outbox.deliverDue(),
      second.ctx.outbox.deliverDue(),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await second.ctx.outbox.deliverDue()).toBe(0);
    const mails = catcher.mails.filter((m) => m.to.includes(email));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('Reset your Campus password');
    expect(mail!.text).toMatch(/Hello Asha Rao,/);
    expect(mail!.html).toMatch(/<a href="http:\/\/campus\.test\/reset-password\?token=[\w-]+"/);
    expect(mail!.html).toContain('Campus');
    // The expiry, an hour from now, in the zone the asker sent, named — in the app's time style
    // ("4:17 AM IST (Asia/Kolkata)", as @campus/time writes it).
    const expiry = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Kolkata',
      hour: 'numeric',
      minute: '2-digit',
    }).format(new Date(clock + 3_600_000));
    expect(mail!.text).toContain(`${expiry} IST (Asia/Kolkata)`);
    const [row] = await second.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mail!.messageId).toBe(`<${row!.id}@campus.outbox>`);
    expect(row).toMatchObject({ attempts: 1, lockedUntil: null, failedAt: null });

    const reset = await second.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: tokenFrom(mail!.text), password: 'after1234' },
    });
    expect(reset.statusCode).toBe(200);
    await shut(second);
  }, 180_000);

  it('retries a refused mail with backoff, then gives up after the last attempt', async () => {
    const campus = await boot();
    const { outbox, db } = campus.ctx;
    const email = uniqueEmail('retry');
    const mail = composeMail({ to: email, subject: 'Hello', name: 'Ravi', paragraphs: ['Hi.'] });
    await outbox.enqueue(db, mail);
    catcher.refuse = 'Mailbox busy, try later';
    try {
      expect(await outbox.deliverDue()).toBe(0);
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
      expect(row).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
      expect(row!.lastError).toMatch(/Mailbox busy/);
      expect(row!.nextAttemptAt.getTime()).toBe(clock + 30_000);
      clock += 10_000;
      expect(await outbox.deliverDue()).toBe(0); // not due yet
      expect(
        (await db.select().from(mailOutbox).where(eq(mailOutbox.to, email)))[0]!.attempts,
      ).toBe(1);
    } finally {
      catcher.refuse = null;
    }
    clock += 21_000;
    expect(await outbox.deliverDue()).toBe(1);
    expect(catcher.mails.filter((m) => m.to.includes(email))).toHaveLength(1);

    // A mail that keeps failing stops at the last attempt, marked failed with the reason.
    const doomed = uniqueEmail('doomed');
    await outbox.enqueue(db, { ...mail, to: doomed });
    await db
      .update(mailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(mailOutbox.to, doomed));
    catcher.refuse = 'No such mailbox';
    try {
      expect(await outbox.deliverDue()).toBe(0);
    } finally {
      catcher.refuse = null;
    }
    const [gone] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, doomed));
    expect(gone!.failedAt).not.toBeNull();
    clock += 24 * 3_600_000;
    expect(await outbox.deliverDue()).toBe(0);
    await shut(campus);
  }, 180_000);
});

/** One send the test settles by hand. */
interface HeldSend {
  id: string;
  resolve: () => void;
  reject: (err: Error) => void;
}

/** A transport whose sends wait until the test settles them: a mail server as slow as the test says. */
class HandMailer implements Mailer {
  readonly calls: HeldSend[] = [];
  private waiting: Array<() => void> = [];
  send(_mail: Mail, id?: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.calls.push({ id: id!, resolve, reject });
      for (const wake of this.waiting.splice(0)) wake();
    });
  }
  /** The `n`th send (1-based), once the outbox has asked for it. */
  async asked(n: number): Promise<HeldSend> {
    while (this.calls.length < n) await new Promise<void>((wake) => this.waiting.push(wake));
    return this.calls[n - 1]!;
  }
  /** Lets every send still waiting end, so no pass is left hanging after a test. */
  settleAll(): void {
    for (const call of this.calls) call.resolve();
  }
}

const DAY_MS = 24 * 3_600_000;

for (const kind of testDatabases({ embedded: true })) {
  describe(`mail outbox holds [${kind}]`, () => {
    // The server's own outbox job runs on the real clock; these tests run their own Outbox on a clock
    // in 2100, so the rows they queue are never due for the job, and the job never touches them.
    const s = useServer(kind);
    let clock = 0;
    const hands: HandMailer[] = [];

    function outboxWith(mailer: Mailer): Outbox {
      return new Outbox(
        s.campus.ctx.db,
        mailer,
        () => new Date(clock),
        () => s.campus.app.log,
      );
    }
    async function queue(outbox: Outbox, n: number): Promise<void> {
      for (let i = 0; i < n; i++) {
        await outbox.enqueue(s.campus.ctx.db, {
          to: uniqueEmail('held'),
          subject: `Mail ${i + 1}`,
          text: 'Hi.',
          html: '<p>Hi.</p>',
        });
        clock += 1; // queued one after another: the claim takes them in this order
      }
    }
    const rows = () => s.campus.ctx.db.select().from(mailOutbox);
    const rowOf = async (id: string) => (await rows()).find((r) => r.id === id)!;
    function handMailer(): HandMailer {
      const mailer = new HandMailer();
      hands.push(mailer);
      return mailer;
    }

    beforeEach(async () => {
      clock = Date.UTC(2100, 0, 1);
      await s.campus.ctx.db.delete(mailOutbox);
    });
    afterEach(() => {
      for (const mailer of hands.splice(0)) mailer.settleAll();
    });

    it('a pass whose hold lapsed during a slow send does not mark the row sent nor clear the newer hold', async () => {
      const mailer = handMailer();
      const outbox = outboxWith(mailer);
      await queue(outbox, 1);
      const first = outbox.deliverDue();
      const slow = await mailer.asked(1);
      clock += DAY_MS; // the first pass's hold lapsed while its send hung
      const second = outbox.deliverDue();
      const again = await mailer.asked(2);
      expect(again.id).toBe(slow.id);
      const held = await rowOf(slow.id);
      expect(held).toMatchObject({ attempts: 2, sentAt: null });
      expect(held.lockedUntil!.getTime()).toBeGreaterThan(clock);

      slow.resolve();
      await first;
      // The row belongs to the second pass now: the first one's late answer changes nothing.
      expect(await rowOf(slow.id)).toEqual(held);

      again.resolve();
      expect(await second).toBe(1);
      expect(await rowOf(slow.id)).toMatchObject({
        attempts: 2,
        sentAt: new Date(clock),
        lockedUntil: null,
        lastError: null,
      });
    });

    it("a pass whose hold lapsed during a hung send does not write its failure over another pass's hold", async () => {
      const mailer = handMailer();
      const outbox = outboxWith(mailer);
      await queue(outbox, 1);
      const first = outbox.deliverDue();
      const hung = await mailer.asked(1);
      clock += DAY_MS;
      const second = outbox.deliverDue();
      const again = await mailer.asked(2);
      const held = await rowOf(hung.id);

      hung.reject(new Error('Greeting never received'));
      expect(await first).toBe(0);
      // Neither the hold, nor the next attempt's time, nor the error: the second pass still sends.
      expect(await rowOf(hung.id)).toEqual(held);

      again.reject(new Error('Connection timeout'));
      expect(await second).toBe(0);
      const failed = await rowOf(hung.id);
      expect(failed).toMatchObject({
        attempts: 2,
        lockedUntil: null,
        lastError: 'Connection timeout',
      });
      expect(failed.nextAttemptAt.getTime()).toBe(clock + 120_000); // the delay after attempt 2
    });

    it('a pass does not start a send once its hold has lapsed, and gives the row back uncharged', async () => {
      const mailer = handMailer();
      const outbox = outboxWith(mailer);
      await queue(outbox, 2);
      const pass = outbox.deliverDue();
      const slow = await mailer.asked(1);
      clock += DAY_MS;
      slow.resolve();
      const outcome = await Promise.race([
        pass.then(() => 'pass ended'),
        mailer.asked(2).then(() => 'sent the next row'),
      ]);
      expect(outcome).toBe('pass ended');
      expect(await pass).toBe(1);
      expect(mailer.calls).toHaveLength(1);
      // Nobody claimed the first row since: the pass still held it, so its result stands.
      expect(await rowOf(slow.id)).toMatchObject({ sentAt: new Date(clock), lockedUntil: null });
      const [next] = (await rows()).filter((r) => r.id !== slow.id);
      expect(next).toMatchObject({ attempts: 0, lockedUntil: null, sentAt: null, lastError: null });

      // The next pass sends it, as its first attempt.
      const later = outbox.deliverDue();
      (await mailer.asked(2)).resolve();
      expect(await later).toBe(1);
      expect(await rowOf(next!.id)).toMatchObject({ attempts: 1, lockedUntil: null });
    });

    it('a slow mail server (3.5 s a mail) with a second pass a minute in: every mail goes out once', async () => {
      const start = clock;
      const sends: string[] = [];
      let second: Promise<number> | undefined;
      const outbox = outboxWith({
        async send(_mail, id) {
          clock += 3_500;
          sends.push(id!);
          // Another instance (or an overlapping run) starts while this pass is still sending.
          if (!second && clock - start >= 60_000) second = outbox.deliverDue();
        },
      });
      await queue(outbox, 20);
      const first = await outbox.deliverDue();
      const overlapping = await second!;
      expect(new Set(sends).size).toBe(20);
      expect(sends).toHaveLength(20);
      expect(first + overlapping).toBe(20);
      for (const row of await rows()) {
        expect(row).toMatchObject({ attempts: 1, lockedUntil: null });
        expect(row.sentAt).not.toBeNull();
      }
    });

    it('a mail server outage (each send hangs 10 s, then fails) with a second pass: retries keep their backoff', async () => {
      const start = clock;
      const sends = new Map<string, Array<{ from: number; to: number }>>();
      let second: Promise<number> | undefined;
      const outbox = outboxWith({
        async send(_mail, id) {
          const from = clock;
          clock += 10_000;
          sends.set(id!, [...(sends.get(id!) ?? []), { from, to: clock }]);
          if (!second && clock - start >= 60_000) second = outbox.deliverDue();
          throw new Error('Connection timeout');
        },
      });
      await queue(outbox, 20);
      expect(await outbox.deliverDue()).toBe(0);
      expect(await second!).toBe(0);
      const all = await rows();
      expect(all).toHaveLength(20);
      for (const row of all) {
        const tries = sends.get(row.id) ?? [];
        // One attempt charged per send, and each retry starts after the last failure's delay (≥ 30 s).
        expect(row.attempts).toBe(tries.length);
        for (let i = 1; i < tries.length; i++)
          expect(tries[i]!.from).toBeGreaterThanOrEqual(tries[i - 1]!.to + 30_000);
        expect(row).toMatchObject({ failedAt: null, lockedUntil: null, sentAt: null });
        expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(tries.at(-1)!.to + 30_000);
      }
    });
  });
}
