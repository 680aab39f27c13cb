// From payment to a seat: a registrant pays for a program (the sandbox provider confirms it, as its
// webhook does), sets a password from the mail and is greeted with the program and what happens
// next; the admin finds them under "Paid, waiting for a batch" and places them with a mentor in one
// action; the placement mail arrives in the mail catcher, and the dashboard names the batch.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin } from './support/api';
import { launch, newPage, waitForPath } from './support/browser';
import { baseURL, clientAddress, demo } from './support/env';
import { linkIn, mailTo } from './support/mail';
import { startSession } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('from payment to a seat', () => {
  it('pays, is placed by the admin in one action, is mailed, and sees programme and batch', async () => {
    const stamp = Date.now().toString(36);
    const name = `Seat Payer ${stamp}`;
    const email = `seat-${stamp}@example.in`;
    const domain = `seat-${stamp}`;

    const reg = await api<{ paymentUrl: string }>('/api/auth/register-with-payment', {
      body: { name, email, programSlug: 'data-engineer' },
    });
    expect(reg.status).toBe(201);
    // Pays on the sandbox provider's form, which confirms the payment to Campus.
    const link = new URL(reg.body.paymentUrl);
    const paid = await fetch(`${baseURL}/sandbox/checkout`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': clientAddress(),
      },
      body: new URLSearchParams({
        ...Object.fromEntries(
          ['reference', 'amount', 'expires', 'sig'].map((k) => [k, link.searchParams.get(k)!]),
        ),
        outcome: 'pay',
      }).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);

    // The person sets a password from the welcome mail: their first visit.
    const person = await newPage(browser);
    person.context.setDefaultTimeout(45_000);
    await person.page.goto(linkIn(await mailTo(email, /^Welcome to Campus/)));
    await waitForPath(person.page, '/password-setup');
    await person.page.getByLabel('New password', { exact: true }).fill('seatpass12');
    await person.page.getByLabel('Confirm new password').fill('seatpass12');
    await person.page.getByRole('button', { name: 'Set password' }).click();
    await person.page.getByRole('button', { name: 'Log out' }).waitFor();
    await person.page.goto('/dashboard');
    const program = person.page.getByRole('region', { name: 'Your program: Data Engineer' });
    await program.getByText(/^Starts on \d+ \w+ \d{4}\.$/).waitFor();
    await program
      .getByText(/you’ll be placed into a batch and a mentor will be assigned; we’ll mail you/)
      .waitFor();
    await person.page.getByText(`Welcome, ${name}.`).waitFor();

    // The admin: "Paid, waiting for a batch", select, pick a batch and a mentor, one action.
    const mentor = (await apiLogin(demo.mentor)).user;
    const admin = await newPage(browser);
    admin.context.setDefaultTimeout(45_000);
    await startSession(admin.page, demo.admin, '/admin/students?waiting=true');
    await admin.page.getByLabel('Search by name or email').fill(email);
    await admin.page.getByLabel('Search by name or email').press('Enter');
    // Their own row: others who paid may be listed until the search answers.
    const row = admin.page
      .getByRole('table', { name: 'Students' })
      .getByRole('row')
      .filter({ hasText: email });
    await row.getByText('Paid, waiting for a batch').waitFor();
    await admin.page.getByRole('checkbox', { name: `Select ${name}` }).check();
    await admin.page.getByRole('button', { name: 'Assign to batch' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Assign 1 student to a batch' });
    await dialog.getByLabel(/^Domain/).fill(domain);
    const mentorSelect = dialog.getByLabel(/^Mentor/);
    await mentorSelect.locator('option', { hasText: `(${demo.mentor})` }).waitFor({
      state: 'attached',
    });
    const mentorId = await mentorSelect
      .locator('option', { hasText: `(${demo.mentor})` })
      .getAttribute('value');
    await mentorSelect.selectOption(mentorId ?? '');
    await dialog.getByRole('button', { name: 'Assign 1 student' }).click();
    await admin.page
      .getByText(/1 added, 0 moved, 0 already there\./)
      .first()
      .waitFor();
    // Placed, they leave the list of those waiting (searched for their address).
    await admin.page.getByText('No students match').waitFor();

    // The placement mail names the programme, the batch and the mentor.
    const mail = await mailTo(email, /^Your Data Engineer batch: /);
    expect(mail.subject).toContain(domain);
    expect(mail.text).toContain(`of Data Engineer, with ${mentor.name} as your mentor.`);

    // The dashboard now names the batch and the mentor.
    await person.page.reload();
    await program
      .getByText(new RegExp(`Your batch: .* · ${domain} · Your mentor: ${mentor.name}`))
      .waitFor();

    await admin.context.close();
    await person.context.close();
    // Two people, two mails through the outbox job and a build's first page loads.
  }, 180_000);
});
