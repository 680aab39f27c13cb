import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPayload } from '../payments/public';
import { startServer, testDatabases, uniqueEmail, type TestServer } from '../../testing/server';

const tokenFrom = (text: string) => /token=([\w-]+)/.exec(text)?.[1] ?? '';

for (const db of testDatabases()) {
  describe(`auth [${db}]`, () => {
    let s: TestServer;
    beforeAll(async () => {
      s = await startServer(db);
    });
    afterAll(async () => {
      expect(s.campus.violations).toEqual([]);
      await s.close();
    });

    it('registers a student, logs in and reads me', async () => {
      const email = uniqueEmail('Reg');
      const reg = await s.api('POST', '/api/auth/register', {
        body: { name: 'New Student', email, password: 'secret123', phone: '+91 98765 43210' },
      });
      expect(reg.status).toBe(201);
      expect(reg.body.user).toMatchObject({
        role: 'student',
        email: email.toLowerCase(),
        pendingAmount: 0,
      });
      expect(reg.body.token).toBeTypeOf('string');

      const login = await s.api('POST', '/api/auth/login', {
        body: { email: email.toUpperCase(), password: 'secret123' },
      });
      expect(login.status).toBe(200);
      const me = await s.api('GET', '/api/auth/me', { token: login.body.token });
      expect(me.status).toBe(200);
      expect(me.body.user._id).toBe(reg.body.user._id);
    });

    it('never registers into a privileged role, and refuses a taken email on the email field', async () => {
      const email = uniqueEmail();
      const first = await s.api('POST', '/api/auth/register', {
        body: { name: 'A', email, password: 'secret123', role: 'admin' },
      });
      expect(first.status).toBe(201);
      expect(first.body.user.role).toBe('student');
      const again = await s.api('POST', '/api/auth/register', {
        body: { name: 'B', email, password: 'secret123' },
      });
      expect(again.status).toBe(400);
      expect(again.body.errors).toEqual([{ path: 'email', msg: 'Email is already registered' }]);
    });

    it('registers a mentor through its own flow', async () => {
      const res = await s.api('POST', '/api/auth/register-mentor', {
        body: {
          name: 'Mira',
          email: uniqueEmail('mentor'),
          password: 'secret123',
          expertise: ['React'],
          yearsOfExperience: 4,
        },
      });
      expect(res.status).toBe(201);
      expect(res.body.user.role).toBe('mentor');
    });

    it('answers a wrong password with a 400 message, the same for unknown emails', async () => {
      const u = await s.user('student');
      const wrong = await s.api('POST', '/api/auth/login', {
        body: { email: u.email, password: 'nope-nope' },
      });
      const unknown = await s.api('POST', '/api/auth/login', {
        body: { email: uniqueEmail(), password: 'nope-nope' },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ message: 'Invalid email or password.' });
      expect(unknown.body).toEqual(wrong.body);
    });

    it('changes the password: current one required, at least 6 characters, other tokens end', async () => {
      const u = await s.user('student');
      const wrong = await s.api('PUT', '/api/auth/change-password', {
        token: u.token,
        body: { currentPassword: 'not-it', newPassword: 'brandnew1' },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('Current password is incorrect');
      const short = await s.api('PUT', '/api/auth/change-password', {
        token: u.token,
        body: { currentPassword: u.password, newPassword: '12345' },
      });
      expect(short.status).toBe(400);
      expect(short.body.errors).toEqual([
        { path: 'newPassword', msg: 'New password must be at least 6 characters' },
      ]);

      const ok = await s.api('PUT', '/api/auth/change-password', {
        token: u.token,
        body: { currentPassword: u.password, newPassword: 'brandnew1' },
      });
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ success: true, message: 'Password changed successfully!' });
      expect((await s.api('GET', '/api/auth/me', { token: u.token })).status).toBe(401);
      expect((await s.api('GET', '/api/auth/me', { token: ok.body.token })).status).toBe(200);
      const login = await s.api('POST', '/api/auth/login', {
        body: { email: u.email, password: 'brandnew1' },
      });
      expect(login.status).toBe(200);
    });

    it('logs out everywhere: every older token answers 401', async () => {
      const u = await s.user('mentor');
      const second = (
        await s.api('POST', '/api/auth/login', { body: { email: u.email, password: u.password } })
      ).body.token;
      expect((await s.api('POST', '/api/auth/logout', { token: u.token })).status).toBe(204);
      expect((await s.api('GET', '/api/auth/me', { token: u.token })).status).toBe(401);
      expect((await s.api('GET', '/api/auth/me', { token: second })).status).toBe(401);
    });

    it('resets a forgotten password with a one-time, expiring token', async () => {
      const u = await s.user('student');
      const unknown = await s.api('POST', '/api/auth/forgot-password', {
        body: { email: uniqueEmail() },
      });
      const known = await s.api('POST', '/api/auth/forgot-password', { body: { email: u.email } });
      expect(known.status).toBe(200);
      expect(unknown.body).toEqual(known.body); // nobody learns who has an account
      const token = tokenFrom(s.mailer.last(u.email)?.text ?? '');
      expect(token.length).toBeGreaterThan(20);

      const reset = await s.api('POST', '/api/auth/reset-password', {
        body: { token, password: 'resetpass1' },
      });
      expect(reset.status).toBe(200);
      expect((await s.api('GET', '/api/auth/me', { token: u.token })).status).toBe(401);
      const reused = await s.api('POST', '/api/auth/reset-password', {
        body: { token, password: 'another12' },
      });
      expect(reused.status).toBe(400);
      expect(reused.body.errors[0].path).toBe('token');
      const login = await s.api('POST', '/api/auth/login', {
        body: { email: u.email, password: 'resetpass1' },
      });
      expect(login.status).toBe(200);
    });

    it('says a mangled link is invalid in plain words, not "Token must be at least 16 characters"', async () => {
      for (const token of ['short', '']) {
        const res = await s.api('POST', '/api/auth/reset-password', {
          body: { token, password: 'resetpass1' },
        });
        expect(res.status).toBe(400);
        expect(res.body.errors).toEqual([
          { path: 'token', msg: 'This link is invalid or has expired. Please ask for a new one.' },
        ]);
      }
    });

    it('refuses an expired reset token', async () => {
      const u = await s.user('student');
      await s.api('POST', '/api/auth/forgot-password', { body: { email: u.email } });
      const token = tokenFrom(s.mailer.last(u.email)?.text ?? '');
      await s.campus.ctx.db.execute(
        (await import('drizzle-orm'))
          .sql`update one_time_tokens set expires_at = now() - interval '1 minute' where user_id = ${u.id}`,
      );
      const res = await s.api('POST', '/api/auth/reset-password', {
        body: { token, password: 'resetpass1' },
      });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].msg).toMatch(/invalid or has expired/);
    });

    it('lets an admin create an account whose owner sets a password by mailed link', async () => {
      const admin = await s.user('admin');
      const email = uniqueEmail('inst');
      const created = await s.api('POST', '/api/users', {
        token: admin.token,
        body: { name: 'New Instructor', email, role: 'instructor' },
      });
      expect(created.status).toBe(201);
      expect(created.body.user).toMatchObject({ role: 'instructor', hasPassword: false });
      const noPassword = await s.api('POST', '/api/auth/login', {
        body: { email, password: 'anything1' },
      });
      expect(noPassword.status).toBe(400);
      const token = tokenFrom(s.mailer.last(email)?.text ?? '');
      const setup = await s.api('POST', '/api/auth/setup-password', {
        body: { token, password: 'firstpass1' },
      });
      expect(setup.status).toBe(200);
      expect(setup.body.user).toMatchObject({ role: 'instructor', hasPassword: true });
      expect((await s.api('GET', '/api/auth/me', { token: setup.body.token })).status).toBe(200);
    });

    it('registers with payment, and the signed webhook clears the pending amount exactly once', async () => {
      const email = uniqueEmail('payer');
      const reg = await s.api('POST', '/api/auth/register-with-payment', {
        body: { name: 'Payer', email, programSlug: 'data-engineer' },
      });
      expect(reg.status).toBe(201);
      expect(reg.body.user.pendingAmount).toBe(44_999);
      expect(reg.body.paymentUrl).toMatch(/^https:\/\/pay\.example\.test\/form\?reference=/);
      const unknownProgram = await s.api('POST', '/api/auth/register-with-payment', {
        body: { name: 'Payer', email: uniqueEmail(), programSlug: 'underwater-basket-weaving' },
      });
      expect(unknownProgram.status).toBe(404);

      const setup = await s.api('POST', '/api/auth/setup-password', {
        body: { token: tokenFrom(s.mailer.last(email)?.text ?? ''), password: 'payerpass1' },
      });
      const checkout = await s.api('POST', '/api/payments/checkout', { token: setup.body.token });
      expect(checkout.status).toBe(200);
      // The registration's own checkout: one open checkout per debt, under one reference.
      expect(checkout.body).toMatchObject({
        amount: 44_999,
        reference: reg.body.checkout.reference,
      });

      const payload = JSON.stringify({
        paymentId: `pay_${email}`,
        reference: reg.body.user._id,
        amount: 40_000,
        status: 'succeeded',
      });
      const forged = await s.api('POST', '/api/payments/webhook', {
        body: payload,
        headers: { 'x-campus-signature': signPayload('wrong-secret', payload) },
      });
      expect(forged.status).toBe(401);
      const signature = signPayload('test-webhook-secret', payload);
      const first = await s.api('POST', '/api/payments/webhook', {
        body: payload,
        headers: { 'x-campus-signature': signature },
      });
      expect(first.body).toEqual({ success: true, duplicate: false, pendingAmount: 4_999 });
      // The provider retries (twice at once, even): never credited twice.
      const [a, b] = await Promise.all([
        s.api('POST', '/api/payments/webhook', {
          body: payload,
          headers: { 'x-campus-signature': signature },
        }),
        s.api('POST', '/api/payments/webhook', {
          body: payload,
          headers: { 'x-campus-signature': signature },
        }),
      ]);
      expect([a.body.duplicate, b.body.duplicate]).toEqual([true, true]);
      expect(
        (await s.api('GET', '/api/auth/me', { token: setup.body.token })).body.user.pendingAmount,
      ).toBe(4_999);

      const rest = JSON.stringify({
        paymentId: `pay2_${email}`,
        reference: reg.body.user._id,
        amount: 10_000,
        status: 'succeeded',
      });
      const last = await s.api('POST', '/api/payments/webhook', {
        body: rest,
        headers: { 'x-campus-signature': signPayload('test-webhook-secret', rest) },
      });
      expect(last.body.pendingAmount).toBe(0); // never below 0
      const nothing = await s.api('POST', '/api/payments/checkout', { token: setup.body.token });
      expect(nothing.status).toBe(400);
    });

    it('leaves nothing behind when a multi-step write fails (the setup mail cannot be written)', async () => {
      const email = uniqueEmail('rollback');
      // The outbox write is the last step of the registration's transaction: make it fail for this
      // address (a constraint the row breaks), while the outbox goes on working for everyone else.
      const { sql } = await import('drizzle-orm');
      await s.campus.ctx.db.execute(
        sql.raw(`alter table mail_outbox add constraint refuse_one check ("to" <> '${email}')`),
      );
      try {
        const res = await s.api('POST', '/api/auth/register-with-payment', {
          body: { name: 'Rolled Back', email, programSlug: 'data-engineer' },
        });
        expect(res.status).toBe(500);
        expect(res.body).toEqual({ message: 'Server error. Please try again later.' });
      } finally {
        await s.campus.ctx.db.execute(sql`alter table mail_outbox drop constraint refuse_one`);
      }
      expect(await s.campus.ctx.services.users.byEmail(email)).toBeUndefined();
      const retry = await s.api('POST', '/api/auth/register-with-payment', {
        body: { name: 'Rolled Back', email, programSlug: 'data-engineer' },
      });
      expect(retry.status).toBe(201);
    });

    it('answers forgot-password without the mail server: the reset mail waits in the outbox', async () => {
      // Sent inside the request, an SMTP failure or delay would show in the answer (a timing oracle).
      const u = await s.user('student');
      s.mailer.failWith = new Error('SMTP down');
      try {
        const res = await s.api('POST', '/api/auth/forgot-password', { body: { email: u.email } });
        expect(res.status).toBe(200);
        expect(s.mailer.last(u.email)).toBeUndefined();
      } finally {
        s.mailer.failWith = null;
      }
      const { sql } = await import('drizzle-orm');
      await s.campus.ctx.db.execute(
        sql`update mail_outbox set next_attempt_at = ${s.campus.ctx.now().toISOString()}::timestamptz where "to" = ${u.email.toLowerCase()}`,
      );
      await s.campus.ctx.outbox.deliverDue();
      expect(s.mailer.last(u.email)?.text).toMatch(/token=/);
    });

    it('registers even while the mail server is down: the setup mail waits in the outbox', async () => {
      const email = uniqueEmail('smtp-down');
      s.mailer.failWith = new Error('SMTP down');
      try {
        const res = await s.api('POST', '/api/auth/register-with-payment', {
          body: { name: 'Patient Payer', email, programSlug: 'data-engineer' },
        });
        expect(res.status).toBe(201);
        expect(s.mailer.last(email)).toBeUndefined();
      } finally {
        s.mailer.failWith = null;
      }
      const { sql } = await import('drizzle-orm');
      // The retry is due later (backoff); bring it forward instead of waiting 30 s — to the app's
      // clock, which the outbox compares with (the database's now() has microseconds and can be a
      // fraction of a millisecond later: the retry would not be due yet).
      await s.campus.ctx.db.execute(
        sql`update mail_outbox set next_attempt_at = ${s.campus.ctx.now().toISOString()}::timestamptz where "to" = ${email}`,
      );
      await s.campus.ctx.outbox.deliverDue();
      const mail = s.mailer.last(email);
      expect(mail?.text).toMatch(/password-setup\?token=/);
      expect(mail?.html).toMatch(/<a href="http:\/\/campus\.test\/password-setup\?token=/);
    });
  });
}
