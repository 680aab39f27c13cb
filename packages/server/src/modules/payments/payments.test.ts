// Payments that count once, over real HTTP against the sandbox
// provider: one succeeded payment per checkout whatever arrives (concurrent pays, a replayed or
// duplicated webhook, a stale page paid again), single-use links that expire, throttled "fail"
// posts, and the receipt a visitor without a password may see by the checkout's signed reference.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { payments, users } from '../../db/schema/index';
import { makeCourse } from '../../testing/courses';
import {
  randomIp,
  startServer,
  testDatabases,
  uniqueEmail,
  type TestServer,
} from '../../testing/server';
import { checkoutAccess, sandboxSignature, signPayload } from './service';

const SECRET = 'test-webhook-secret';

for (const db of testDatabases()) {
  describe(`payments count once [${db}]`, () => {
    let s: TestServer;
    beforeAll(async () => {
      s = await startServer(db, { config: { paymentUrl: undefined } });
    });
    afterAll(async () => {
      expect(s.campus.violations).toEqual([]);
      await s.close();
    });

    /** A visitor registers for a program: no password, a checkout, a sandbox link. */
    const register = async () => {
      const email = uniqueEmail('visitor');
      const reg = await s.api('POST', '/api/auth/register-with-payment', {
        body: { name: 'Visitor', email, programSlug: 'data-engineer' },
      });
      expect(reg.status).toBe(201);
      const link = new URL(reg.body.paymentUrl as string);
      expect(link.pathname).toBe('/sandbox/checkout');
      expect(link.searchParams.get('reference')).toBe(reg.body.checkout.reference);
      return {
        email,
        userId: reg.body.user._id as string,
        reference: reg.body.checkout.reference as string,
        signature: reg.body.checkout.signature as string,
        link,
      };
    };
    const fields = (link: URL, outcome: string) => ({
      ...Object.fromEntries(
        ['reference', 'amount', 'expires', 'sig'].map((k) => [k, link.searchParams.get(k)!]),
      ),
      outcome,
    });
    const post = (body: Record<string, string>, ip = randomIp()) =>
      fetch(`${s.url}/sandbox/checkout`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
        body: new URLSearchParams(body).toString(),
        redirect: 'manual',
      });
    const rowsOf = (reference: string) =>
      s.campus.ctx.db.select().from(payments).where(eq(payments.checkoutId, reference));
    const status = (reference: string, signature: string) =>
      s.api('GET', `/api/payments/checkouts/${reference}?signature=${signature}`);
    const webhook = (body: object) => {
      const raw = JSON.stringify(body);
      return s.api('POST', '/api/payments/webhook', {
        body: raw,
        headers: { 'x-campus-signature': signPayload(SECRET, raw) },
      });
    };

    it('concurrent pays of one checkout record exactly one succeeded payment', async () => {
      const v = await register();
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => post(fields(v.link, 'pay'))),
      );
      const places = answers.map((a) => new URL(a.headers.get('location')!, s.url));
      expect(answers.map((a) => a.status)).toEqual(Array(6).fill(303));
      expect(places.filter((p) => p.searchParams.has('paymentId'))).toHaveLength(1);
      expect(places.filter((p) => p.searchParams.get('notice') === 'already-paid')).toHaveLength(5);
      const rows = await rowsOf(v.reference);
      expect(rows.filter((r) => r.status === 'succeeded')).toHaveLength(1);
      expect(rows).toHaveLength(1);
      const st = await status(v.reference, v.signature);
      expect(st.body).toMatchObject({ status: 'paid', amount: 44_999 });
      expect(st.body.payment).toMatchObject({ status: 'succeeded', pendingAmount: 0 });
    });

    it('a stale checkout paid again (Back, Pay) records nothing and lands on "already paid"', async () => {
      const v = await register();
      const paid = await post(fields(v.link, 'pay'));
      expect(paid.status).toBe(303);
      const receipt = new URL(paid.headers.get('location')!, s.url);
      expect(receipt.pathname).toBe('/payment/receipt');
      expect(receipt.searchParams.get('reference')).toBe(v.reference);
      expect(receipt.searchParams.get('signature')).toBe(v.signature);

      const again = await post(fields(v.link, 'pay'));
      expect(again.status).toBe(303);
      const there = new URL(again.headers.get('location')!, s.url);
      expect(there.pathname).toBe('/payment/receipt');
      expect(there.searchParams.get('notice')).toBe('already-paid');
      expect(there.searchParams.get('reference')).toBe(v.reference);
      // The link is spent: opening it again leads to the same receipt, and a "fail" records nothing.
      const reopened = await fetch(`${s.url}${v.link.pathname}${v.link.search}`, {
        redirect: 'manual',
      });
      expect(reopened.status).toBe(303);
      expect(reopened.headers.get('location')).toContain('notice=already-paid');
      expect((await post(fields(v.link, 'fail'))).status).toBe(303);
      expect(await rowsOf(v.reference)).toHaveLength(1);
    });

    it('a replayed or duplicated webhook changes nothing, even under a new payment id', async () => {
      const v = await register();
      const confirmation = {
        paymentId: `pay_${v.reference}`,
        reference: v.reference,
        amount: 44_999,
        status: 'succeeded',
      };
      const first = await webhook(confirmation);
      expect(first.body).toEqual({ success: true, duplicate: false, pendingAmount: 0 });
      const replays = await Promise.all([
        webhook(confirmation),
        webhook(confirmation),
        webhook({ ...confirmation, paymentId: `other_${v.reference}` }),
        webhook({ ...confirmation, paymentId: `failed_${v.reference}`, status: 'failed' }),
      ]);
      expect(replays.map((r) => r.body.duplicate)).toEqual([true, true, true, true]);
      const rows = await rowsOf(v.reference);
      expect(rows.map((r) => r.providerPaymentId)).toEqual([`pay_${v.reference}`]);
    });

    it('the database itself refuses a second succeeded payment of one checkout', async () => {
      const v = await register();
      const row = {
        userId: v.userId,
        checkoutId: v.reference,
        amount: 1,
        status: 'succeeded' as const,
      };
      await s.campus.ctx.db
        .insert(payments)
        .values({ ...row, providerPaymentId: `a_${v.reference}` });
      await expect(
        s.campus.ctx.db.insert(payments).values({ ...row, providerPaymentId: `b_${v.reference}` }),
      ).rejects.toThrow();
      expect(await rowsOf(v.reference)).toHaveLength(1);
    });

    it('refuses an expired link, even correctly signed; the status page hands out a fresh one', async () => {
      const v = await register();
      const amount = v.link.searchParams.get('amount')!;
      const past = String(Math.floor(Date.now() / 1000) - 60);
      const expired = {
        reference: v.reference,
        amount,
        expires: past,
        sig: sandboxSignature(SECRET, v.reference, amount, past),
      };
      const page = await fetch(`${s.url}/sandbox/checkout?${new URLSearchParams(expired)}`);
      expect(page.status).toBe(410);
      expect(await page.text()).toContain('expired');
      expect((await post({ ...expired, outcome: 'pay' })).status).toBe(410);
      expect(await rowsOf(v.reference)).toHaveLength(0);

      const st = await status(v.reference, v.signature);
      expect(st.status).toBe(200);
      expect(st.body).toMatchObject({ status: 'open', needsPassword: true, email: v.email });
      const fresh = new URL(st.body.payUrl as string);
      expect(Number(fresh.searchParams.get('expires'))).toBeGreaterThan(Date.now() / 1000);
      expect((await post(fields(fresh, 'pay'))).status).toBe(303);
      expect(await rowsOf(v.reference)).toHaveLength(1);
    });

    it('throttles anonymous "fail" posts on a link', async () => {
      const v = await register();
      for (let i = 0; i < 5; i++) expect((await post(fields(v.link, 'fail'))).status).toBe(303);
      const blocked = await post(fields(v.link, 'fail'));
      expect(blocked.status).toBe(429);
      expect(await blocked.text()).toContain('Too many attempts');
      expect((await rowsOf(v.reference)).filter((r) => r.status === 'failed')).toHaveLength(5);
      // Paying is never throttled: the person who owes still can.
      expect((await post(fields(v.link, 'pay'))).status).toBe(303);
    });

    it('shows the checkout page in Campus colours, naming what is paid for and the reference', async () => {
      const v = await register();
      const page = await fetch(`${s.url}${v.link.pathname}${v.link.search}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('Data Engineer program');
      expect(html).toContain(v.reference);
      expect(html).toContain('₹44,999.00');
      expect(html).toContain('--accent:#4f46e5'); // the kit's light accent (palette indigo 600)
    });

    it('the receipt by signed reference: wrong signatures are 404; the setup mail can be resent, throttled', async () => {
      const v = await register();
      const wrong = 'f'.repeat(64);
      expect((await status(v.reference, wrong)).status).toBe(404);
      expect(
        (
          await s.api('POST', '/api/auth/setup-mail', {
            body: { reference: v.reference, signature: wrong },
          })
        ).status,
      ).toBe(404);

      const before = s.mailer.sent.length;
      const ip = randomIp();
      const access = { reference: v.reference, signature: v.signature };
      for (let i = 0; i < 3; i++) {
        const sent = await s.api('POST', '/api/auth/setup-mail', { body: access, ip });
        expect(sent.status).toBe(200);
      }
      expect(s.mailer.sent.length).toBe(before + 3);
      const token = /token=([\w-]+)/.exec(s.mailer.last(v.email)?.text ?? '')?.[1];
      const blocked = await s.api('POST', '/api/auth/setup-mail', { body: access, ip: randomIp() });
      expect(blocked.status).toBe(429);
      expect(s.mailer.sent.length).toBe(before + 3);

      // The resent link works; then there is nothing left to resend.
      const setup = await s.api('POST', '/api/auth/setup-password', {
        body: { token, password: 'visitorpass1' },
      });
      expect(setup.status).toBe(200);
      expect((await status(v.reference, v.signature)).body.needsPassword).toBe(false);
    });

    it('one open checkout per debt: pressing Pending Payment twice at once gives one reference', async () => {
      const student = await s.user('student', { pendingAmount: 700 });
      const [a, b] = await Promise.all([
        s.api('POST', '/api/payments/checkout', { token: student.token }),
        s.api('POST', '/api/payments/checkout', { token: student.token }),
      ]);
      expect(a.status).toBe(200);
      expect(b.body.reference).toBe(a.body.reference);
      const link = new URL(a.body.url as string);
      expect((await post(fields(link, 'pay'))).status).toBe(303);
      expect((await s.api('POST', '/api/payments/checkout', { token: student.token })).status).toBe(
        400,
      );
    });
    /** The student's pending amount, as /api/auth/me reports it. */
    const pending = async (token: string) =>
      (await s.api('GET', '/api/auth/me', { token })).body.user.pendingAmount as number;
    /** A student enrolled in paid courses, and the instructor's courses. */
    const enrolledIn = async (...prices: number[]) => {
      const inst = await s.user('instructor');
      const student = await s.user('student');
      const courses = [];
      for (const price of prices) {
        const c = await makeCourse(s, inst.token, { price });
        const e = await s.api('POST', `/api/courses/${c._id}/enroll`, { token: student.token });
        expect(e.status).toBe(201);
        courses.push(c._id as string);
      }
      return { student, courses };
    };
    const pendingPayment = async (token: string) => {
      const res = await s.api('POST', '/api/payments/checkout', { token });
      expect(res.status).toBe(200);
      return { reference: res.body.reference as string, link: new URL(res.body.url as string) };
    };

    it('a checkout for a debt that is gone cannot be paid: the link and its form refuse, the status page offers no link', async () => {
      const { student, courses } = await enrolledIn(1000);
      const { reference, link } = await pendingPayment(student.token);
      // Leaving within the refund window takes the unpaid fee off: nothing is owed any more.
      await s.api('DELETE', `/api/courses/${courses[0]}/enroll`, { token: student.token });
      expect(await pending(student.token)).toBe(0);

      const page = await fetch(`${s.url}${link.pathname}${link.search}`, { redirect: 'manual' });
      expect(page.status).toBe(409);
      const html = await page.text();
      expect(html).toContain('This payment is no longer due: you owe nothing now.');
      expect(html).toContain('Nothing was charged.');
      for (const outcome of ['pay', 'fail']) {
        const posted = await post(fields(link, outcome));
        expect(posted.status).toBe(409);
      }
      expect(await rowsOf(reference)).toHaveLength(0);
      expect(await pending(student.token)).toBe(0);

      const st = await status(reference, checkoutAccess(s.campus.ctx.config, reference).signature);
      expect(st.status).toBe(200);
      expect(st.body).toMatchObject({ status: 'open', amount: 1000 });
      expect(st.body.payUrl).toBeUndefined();
    });

    it('when the debt shrinks, the old link refuses and Pending Payment offers what is owed now', async () => {
      const { student, courses } = await enrolledIn(1000, 500);
      const stale = await pendingPayment(student.token);
      expect(stale.link.searchParams.get('amount')).toBe('1500.00');
      await s.api('DELETE', `/api/courses/${courses[0]}/enroll`, { token: student.token });
      expect(await pending(student.token)).toBe(500);

      const refused = await post(fields(stale.link, 'pay'));
      expect(refused.status).toBe(409);
      expect(await refused.text()).toContain(
        'This payment is no longer due: you now owe ₹500.00, less than the ₹1,500.00 of this link.',
      );
      expect(await rowsOf(stale.reference)).toHaveLength(0);

      const fresh = await pendingPayment(student.token);
      expect(fresh.reference).toBe(stale.reference);
      expect(fresh.link.searchParams.get('amount')).toBe('500.00');
      expect((await post(fields(fresh.link, 'pay'))).status).toBe(303);
      expect(await pending(student.token)).toBe(0);
      const [row] = await rowsOf(fresh.reference);
      expect(row).toMatchObject({ status: 'succeeded', amount: 500 });
    });

    it('a provider confirming more than is owed: the payment is kept in full, what is owed is credited, the excess is logged', async () => {
      const student = await s.user('student', { pendingAmount: 1000 });
      const { reference } = await pendingPayment(student.token);
      // The debt drops after the provider's form was opened (an admin's correction, a course left).
      await s.campus.ctx.db
        .update(users)
        .set({ pendingAmount: 300 })
        .where(eq(users.id, student.id));
      const warn = vi.spyOn(s.campus.ctx.log, 'warn');
      try {
        const res = await webhook({
          paymentId: `over_${reference}`,
          reference,
          amount: 1000,
          status: 'succeeded',
        });
        expect(res.body).toEqual({ success: true, duplicate: false, pendingAmount: 0 });
        expect(warn).toHaveBeenCalledWith(
          expect.objectContaining({
            userId: student.id,
            checkoutId: reference,
            paymentId: `over_${reference}`,
            amount: 1000,
            owed: 300,
            excess: 700,
          }),
          expect.stringContaining('more than was owed'),
        );
      } finally {
        warn.mockRestore();
      }
      const rows = await rowsOf(reference);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: 'succeeded', amount: 1000 });
    });
  });
}
