// Registration with payment, whole, and payments that count once (spec §2 /registration
// and /payment, §7 register-with-payment): a visitor registers, pays in the sandbox, sees the
// receipt with the next step without logging in, keeps it across a reload, and a stale checkout
// paid again records nothing and says "already paid"; then she opens the setup mail in the local
// mail catcher `npm start` runs (run.mjs starts the server as npm start does), sets a password and
// logs in with it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api';
import { launch, newPage, waitForPath } from './support/browser';
import { mailTo, mailURL } from './support/mail';
import { loginThroughForm } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

describe('registration with payment', () => {
  it('registers, pays in the sandbox, keeps the receipt across a reload, never pays twice, and sets a password from the mail', async () => {
    const { context, page } = await newPage(browser);
    // A mail goes through the outbox job: steps that wait on one may take longer than 15 s.
    context.setDefaultTimeout(45_000);
    const email = `payer-${Date.now().toString(36)}@example.in`;

    await page.goto('/registration?program=data-engineer');
    await page.getByRole('option', { name: /Data Engineer/ }).waitFor({ state: 'attached' });
    await page.getByLabel('Name').fill('Asha Payer');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Register and pay' }).click();

    // "You are registered" lives at the checkout's signed address: a reload keeps it.
    await waitForPath(page, /^\/payment\/receipt\?reference=/);
    await heading(page, 'You are registered').waitFor();
    await page.reload();
    await heading(page, 'You are registered').waitFor();
    expect(await page.getByText(`We emailed ${email} a link`).count()).toBe(1);
    const address = new URL(page.url());
    const reference = address.searchParams.get('reference')!;
    const signature = address.searchParams.get('signature')!;

    // The sandbox opens in a new tab, in Campus's look, naming the program and the reference.
    const [sandbox] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: /Pay now/ }).click(),
    ]);
    await sandbox.getByRole('heading', { name: 'Campus sandbox checkout' }).waitFor();
    expect(await sandbox.getByText('Data Engineer program').count()).toBe(1);
    expect(await sandbox.getByText(reference).count()).toBe(1);
    await sandbox.getByRole('button', { name: 'Pay ₹44,999.00' }).click();

    // Back in Campus, no login: the receipt and the next step in words.
    await sandbox.waitForURL((u) => u.pathname === '/payment/receipt');
    const paymentId = new URL(sandbox.url()).searchParams.get('paymentId');
    expect(paymentId).toMatch(/^sbx_/);
    await heading(sandbox, 'Payment received').waitFor();
    await sandbox.getByText('Check your inbox to set your password').waitFor();
    await sandbox.reload();
    await heading(sandbox, 'Payment received').waitFor();
    await sandbox.getByText('Check your inbox to set your password').waitFor();
    await sandbox.getByRole('button', { name: 'Send the email again' }).click();
    await sandbox.getByText(`Sent. A new link is on its way to ${email}.`).waitFor();

    // Back to the checkout and pay again. The browser either shows the stale form from its cache
    // (then Pay posts it) or asks the server for the link again, which is spent; both end on the
    // receipt saying it was already paid.
    await sandbox.goBack();
    const stalePay = sandbox.getByRole('button', { name: 'Pay ₹44,999.00' });
    const alreadyPaid = sandbox.getByText('Already paid', { exact: true });
    await stalePay.or(alreadyPaid).first().waitFor();
    if (await stalePay.isVisible()) await stalePay.click();
    await alreadyPaid.waitFor();
    expect(new URL(sandbox.url()).searchParams.get('notice')).toBe('already-paid');
    await sandbox.getByText(`Payment ${paymentId}`, { exact: false }).waitFor();

    // The server recorded one payment: the checkout is settled by the first one, nothing is owed.
    const status = await api<{
      status: string;
      payment: { paymentId: string; pendingAmount: number };
    }>(`/api/payments/checkouts/${reference}?signature=${signature}`);
    expect(status.body.status).toBe('paid');
    expect(status.body.payment).toMatchObject({ paymentId, pendingAmount: 0 });

    // The first tab, reloaded, is the receipt too.
    await page.reload();
    await heading(page, 'Payment received').waitFor();

    // The next step the receipt names: the mail. Registering sent the welcome mail, the receipt's
    // button a second one; she opens the newest in the mail catcher's inbox and follows its button.
    await mailTo(email, /^Welcome to Campus/);
    await mailTo(email, /^Set your Campus password$/);
    await page.goto(mailURL);
    await page.getByRole('link', { name: 'Set your Campus password' }).first().click();
    await page
      .frameLocator('iframe[title="The mail"]')
      .getByRole('link', { name: 'Set your password' })
      .click();
    await waitForPath(page, '/password-setup');
    await page.getByLabel('New password', { exact: true }).fill('paidpass1');
    await page.getByLabel('Confirm new password').fill('paidpass1');
    await page.getByRole('button', { name: 'Set password' }).click();
    const logOut = page.getByRole('button', { name: 'Log out' });
    await logOut.waitFor();

    // Signed out, she logs in with that password; the receipt now says so instead of the mail.
    await logOut.click();
    await logOut.waitFor({ state: 'detached' });
    await page.goto('/login');
    await loginThroughForm(page, email, 'paidpass1');
    await logOut.waitFor();
    await page.goto(`/payment/receipt?reference=${reference}&signature=${signature}`);
    await heading(page, 'Payment received').waitFor();
    await page.getByRole('link', { name: 'Log in to your dashboard' }).waitFor();
    expect(await page.getByText('Check your inbox to set your password').count()).toBe(0);
    await context.close();
  });
});
