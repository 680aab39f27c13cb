// The support assistant end to end in Chromium: the demo student asks the support assistant about her own day
// and gets the right class (in her zone, by name) and the right ₹ amount with the Pending Payment
// action; a question Campus cannot answer hands over to her mentor with the question prefilled.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api';
import { launch, waitForPath } from './support/browser';
import { baseURL, clientAddress } from './support/env';
import { startSession } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A zone other than the server's and the demo's IST: the answer must follow the viewer. */
const VIEWER_ZONE = 'Europe/London';

interface ClassItem {
  title: string;
  status: 'scheduled' | 'live' | 'ended';
  startTime: string;
  durationMinutes: number;
}

describe('the support assistant answers from my own data', () => {
  it('next live class in my zone, what I owe with Pending Payment, and Ask your mentor', async () => {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 1280, height: 900 },
      timezoneId: VIEWER_ZONE,
      locale: 'en-US',
      extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
    });
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    const { token } = await startSession(page, 'student@campus.test', '/support');

    // What the answers must say, read from the API as the student.
    const me = (await api<{ user: { pendingAmount: number } }>('/api/auth/me', { token })).body
      .user;
    const classes = (await api<ClassItem[]>('/api/liveclasses/student', { token })).body;
    const now = Date.now();
    const upcoming = classes.filter(
      (c) =>
        c.status === 'live' ||
        (c.status === 'scheduled' && Date.parse(c.startTime) + c.durationMinutes * 60_000 > now),
    );
    const next = upcoming.find((c) => c.status === 'live') ?? upcoming[0]!;

    await page.getByRole('button', { name: 'Open support chat' }).click();
    const chat = page.getByRole('region', { name: 'Support chat' });
    const input = chat.getByLabel('Message');
    const ask = async (text: string) => {
      await input.fill(text);
      // Sending opens once the earlier conversation is back and the last reply has come.
      await expect.poll(() => chat.getByRole('button', { name: 'Send' }).isEnabled()).toBe(true);
      await input.press('Enter');
    };

    await ask('when is my next live class?');
    const classAnswer = chat.getByText(new RegExp(`“${next.title}”.*\\(${VIEWER_ZONE}\\)`));
    await classAnswer.waitFor();
    expect(await classAnswer.textContent()).not.toMatch(/\bIST\b/);

    await ask('how much do I owe?');
    expect(me.pendingAmount).toBeGreaterThan(0);
    const rupees = `₹${me.pendingAmount.toLocaleString('en-IN')}`;
    await chat.getByText(`Your pending amount is ${rupees}.`, { exact: false }).waitFor();
    await chat.getByRole('button', { name: 'Pending Payment' }).last().click();
    await waitForPath(page, '/payment');

    // Back on a page with the shell: the conversation is restored and goes on.
    await page.goto('/support');
    await page.getByRole('button', { name: 'Open support chat' }).click();
    await ask('what is the capital of Australia?');
    await chat.getByText("I couldn't find this in Campus.").waitFor();
    await chat.getByRole('button', { name: 'Ask your mentor' }).last().click();
    await waitForPath(page, /^\/messages\/[^/?]+\?draft=/);
    await expect
      .poll(() => page.getByRole('textbox', { name: /^Message / }).inputValue())
      .toBe('what is the capital of Australia?');
    await context.close();
  });
});
