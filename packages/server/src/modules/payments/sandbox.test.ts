import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, testDatabases, type TestServer } from '../../testing/server';

for (const db of testDatabases()) {
  describe(`sandbox checkout [${db}]`, () => {
    let s: TestServer;
    beforeAll(async () => {
      // No PAYMENT_URL: the demo's sandbox provider is served by the server itself.
      s = await startServer(db, { config: { paymentUrl: undefined } });
    });
    afterAll(async () => {
      expect(s.campus.violations).toEqual([]);
      await s.close();
    });

    /** The checkout link as the app receives it, made relative to the test server. */
    const checkoutLink = async (token: string) => {
      const res = await s.api('POST', '/api/payments/checkout', { token });
      expect(res.status).toBe(200);
      const url = new URL(res.body.url as string);
      expect(url.pathname).toBe('/sandbox/checkout');
      return url;
    };
    const submit = (fields: Record<string, string>) =>
      fetch(`${s.url}/sandbox/checkout`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual',
      });
    const fieldsOf = (url: URL, outcome: string) => ({
      reference: url.searchParams.get('reference')!,
      amount: url.searchParams.get('amount')!,
      expires: url.searchParams.get('expires')!,
      sig: url.searchParams.get('sig')!,
      outcome,
    });
    const pending = async (token: string) =>
      (await s.api('GET', '/api/auth/me', { token })).body.user.pendingAmount as number;

    it('shows the amount in ₹, a failed payment changes nothing, a paid one clears it at once', async () => {
      const student = await s.user('student', { pendingAmount: 4999 });
      const url = await checkoutLink(student.token);
      expect(url.searchParams.get('returnUrl')).toBe('http://campus.test/payment/receipt');

      const page = await fetch(`${s.url}${url.pathname}${url.search}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('₹4,999.00');
      expect(html).toMatch(/<button[^>]*value="pay"[^>]*>Pay ₹4,999.00<\/button>/);
      expect(html).toContain('Fail the payment');

      const failed = await submit(fieldsOf(url, 'fail'));
      expect(failed.status).toBe(303);
      const failedAt = new URL(failed.headers.get('location')!, s.url);
      expect(failedAt.pathname).toBe('/payment/receipt');
      const failedId = failedAt.searchParams.get('paymentId')!;
      expect(await pending(student.token)).toBe(4999);
      const failedReceipt = await s.api('GET', `/api/payments/${failedId}`, {
        token: student.token,
      });
      expect(failedReceipt.body).toMatchObject({
        paymentId: failedId,
        status: 'failed',
        amount: 4999,
        pendingAmount: 4999,
      });

      const paid = await submit(fieldsOf(url, 'pay'));
      expect(paid.status).toBe(303);
      const paidId = new URL(paid.headers.get('location')!, s.url).searchParams.get('paymentId')!;
      expect(paidId).not.toBe(failedId);
      expect(await pending(student.token)).toBe(0);
      const receipt = await s.api('GET', `/api/payments/${paidId}`, { token: student.token });
      expect(receipt.body).toMatchObject({ status: 'succeeded', amount: 4999, pendingAmount: 0 });

      // Receipts are private: another student (or a made-up id) gets 404, a mentor 403.
      const other = await s.user('student');
      expect((await s.api('GET', `/api/payments/${paidId}`, { token: other.token })).status).toBe(
        404,
      );
      expect(
        (await s.api('GET', '/api/payments/sbx_nothing', { token: student.token })).status,
      ).toBe(404);
      const mentor = await s.user('mentor');
      expect((await s.api('GET', `/api/payments/${paidId}`, { token: mentor.token })).status).toBe(
        403,
      );
      expect((await s.api('GET', `/api/payments/${paidId}`)).status).toBe(401);
    });

    it('refuses a changed link or form: nothing is paid', async () => {
      const student = await s.user('student', { pendingAmount: 1200 });
      const url = await checkoutLink(student.token);
      const cheaper = new URL(url);
      cheaper.searchParams.set('amount', '1.00');
      const page = await fetch(`${s.url}${cheaper.pathname}${cheaper.search}`);
      expect(page.status).toBe(400);
      expect(await page.text()).toContain('cannot be used');
      const forged = await submit({ ...fieldsOf(url, 'pay'), amount: '1.00' });
      expect(forged.status).toBe(400);
      const noOutcome = await submit({ ...fieldsOf(url, 'maybe') });
      expect(noOutcome.status).toBe(400);
      expect(await pending(student.token)).toBe(1200);
    });
  });
}
