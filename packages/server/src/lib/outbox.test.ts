// The outbox over real SMTP (the local mail catcher on loopback): a mail written before a restart is
// delivered once after it, concurrent senders never send a row twice, a refusing mail server is
// retried with backoff, and every mail carries a text and an HTML part.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp, type CampusApp } from '../app';
import { mailOutbox } from '../db/schema/index';
import { uniqueEmail } from '../testing/server';
import { startMailCatcher, type MailCatcher } from './mail-catcher';
import { composeMail } from './mail-layout';
import { MAX_ATTEMPTS } from './outbox';

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
    // ("4:17 AM IST (Asia/Kolkata)", the kit's formatter since issue 31).
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
