import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin } from './support/api';
import { launch, newPage } from './support/browser';
import { demo } from './support/env';
import { startSession } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('real time', () => {
  it("a mentor's new task reaches a logged-in student's bell live, and survives a reload", async () => {
    // The student in one browser context…
    const { context, page } = await newPage(browser);
    // The socket is connected once socket.io's CONNECT packet is acknowledged ("40…").
    const connected = page
      .waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'))
      .then((ws) => ws.waitForEvent('framereceived', (f) => String(f.payload).startsWith('40')));
    const { user: student } = await startSession(page, demo.student, '/dashboard');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await bell.waitFor();
    await connected;

    // …and the mentor, elsewhere (a second context), through the API.
    const mentorContext = await browser.newContext();
    const { token } = await apiLogin(demo.mentor);
    const me = await api<{ user: { batch?: { monthYear: string; domain: string } } }>(
      '/api/auth/me',
      {
        token: (await apiLogin(demo.student)).token,
      },
    );
    const title = `Live task ${Date.now()}`;
    const created = await api('/api/tasks', {
      token,
      body: {
        title,
        description: 'Build a small page and submit the link.',
        dueDate: new Date(Date.now() + 2 * 86_400_000).toISOString(),
        timezone: 'Asia/Kolkata',
        ...(me.body.user.batch ? { batch: me.body.user.batch } : { studentIds: [student._id] }),
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await mentorContext.close();

    // Live: the badge counts it and the panel lists it.
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).waitFor();
    await bell.click();
    await page.getByText(title, { exact: false }).first().waitFor();

    // Stored: after a reload it is still there.
    await page.reload();
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await page.getByText(title, { exact: false }).first().waitFor();
    await context.close();
  });
});
