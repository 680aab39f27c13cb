import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, newPage, waitForPath } from './support/browser';
import { startSession } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the support chat widget', () => {
  it('does not send empty messages; Enter sends; Typing...; suggestions navigate; Clear', async () => {
    const { context, page } = await newPage(browser);
    await startSession(page, 'student2@campus.test', '/support');
    await page.getByRole('button', { name: 'Open support chat' }).click();
    const chat = page.getByRole('region', { name: 'Support chat' });
    const conversation = chat.getByRole('log', { name: 'Conversation' });
    const input = chat.getByLabel('Message');
    const send = chat.getByRole('button', { name: 'Send' });
    await conversation.waitFor();
    const greetingOnly = await conversation.locator('[data-index]').count();

    // Spec §5: blank messages are not sent (the button stays off; Enter does nothing).
    await input.fill('   ');
    expect(await send.isDisabled()).toBe(true);
    await input.press('Enter');
    expect(await conversation.locator('[data-index]').count()).toBe(greetingOnly);

    // Hold the reply so "Typing..." can be seen, then let the real server answer.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/chatbot/chat', async (route) => {
      await held;
      await route.continue();
    });
    await input.fill('How do I find courses?');
    await input.press('Shift+Enter');
    expect(await input.inputValue()).toContain('\n');
    await input.fill('How do I find courses?');
    await input.press('Enter');
    await chat.getByText('How do I find courses?').waitFor();
    await chat.getByText('Typing...').waitFor();
    release();
    await expect.poll(() => chat.getByText('Typing...').count()).toBe(0);
    expect(await conversation.locator('[data-index]').count()).toBeGreaterThan(greetingOnly + 1);

    // A redirect suggestion navigates (the answer's, or the failure's standard ones).
    const suggestion = chat.getByRole('button', { name: /courses/i }).last();
    await suggestion.click();
    await waitForPath(page, '/courses');

    // After a reload the conversation is back (GET /api/chatbot/history).
    await page.reload();
    await page.getByRole('button', { name: 'Open support chat' }).click();
    await chat.getByText('How do I find courses?').waitFor();

    // Clear resets to the greeting, and a reload does not bring the cleared conversation back.
    await chat.getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => conversation.locator('[data-index]').count()).toBe(greetingOnly);
    expect(await chat.getByText('How do I find courses?').count()).toBe(0);
    await page.reload();
    await page.getByRole('button', { name: 'Open support chat' }).click();
    await conversation.waitFor();
    await expect.poll(() => send.isDisabled()).toBe(true);
    await input.fill('ready?');
    await expect.poll(() => send.isEnabled()).toBe(true);
    expect(await chat.getByText('How do I find courses?').count()).toBe(0);
    await context.close();
  });

  it('opened while a stored session is being checked, it opens for that user and stays open', async () => {
    const { context, page } = await newPage(browser);
    await startSession(page, 'student2@campus.test', '/support');
    // The next load's session check is held until the launcher has been pressed.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let checking = false;
    await page.route('**/api/auth/me', async (route) => {
      checking = true;
      await held;
      await route.continue();
    });
    await page.reload();
    await expect.poll(() => checking).toBe(true);
    await page.getByRole('button', { name: 'Open support chat' }).click();
    release();
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    const chat = page.getByRole('region', { name: 'Support chat' });
    await chat.getByRole('log', { name: 'Conversation' }).waitFor();
    // Still open once the user's own actors have replaced the ones of the check.
    await page.getByRole('button', { name: 'Close support chat' }).waitFor();
    expect(await chat.count()).toBe(1);
    await context.close();
  });
});
