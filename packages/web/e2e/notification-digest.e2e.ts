// The daily digest, on a server of this journey's own whose clock the test moves (movable-clock.mjs):
// at 20:00 in Kolkata the demo student turns off e-mail for mentor updates and turns on the digest on
// /settings/notifications; her mentor posts three updates and she reads one in the bell; at 18:00 in
// Kolkata the next day the digest reaches the server's mail catcher with exactly the two she has not
// seen, and its one-click unsubscribe link turns mentor updates' mail and digest off without a login.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin } from './support/api';
import { launch, newPage } from './support/browser';
import { startClockServer, type ClockServer } from './support/clock-server';
import { demo } from './support/env';
import { mailTo, type CaughtMail } from './support/mail';
import { settle } from './support/routes';
import { startSession } from './support/session';

const HOUR = 3_600_000;
/** Kolkata is UTC+5:30 all year: 20:00 there is 14:30 UTC, 18:00 is 12:30 UTC. */
const EVENING_UTC = 14.5 * HOUR;
const DAY = 24 * HOUR;

interface Preferences {
  kinds: { kind: string; channels: Record<string, boolean> }[];
  timeZone: string | null;
}

let browser: Browser;
let server: ClockServer;
beforeAll(async () => {
  [browser, server] = await Promise.all([launch(), startClockServer('digest')]);
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the daily digest', () => {
  it('reaches the mail catcher at 18:00 in the student’s zone with exactly what she has not seen, and its unsubscribe link turns mentor updates off without a login', async () => {
    const base = server.baseURL;
    // The next 20:00 in Kolkata from now; the digest is due at 18:00 the day after.
    const now = Date.now();
    const evening = Math.floor((now - EVENING_UTC) / DAY) * DAY + EVENING_UTC + DAY;
    const digestAt = evening + 22 * HOUR;
    await server.setClock(evening);

    const sara = await apiLogin(demo.student, undefined, base);
    const mentor = await apiLogin(demo.mentor, undefined, base);
    const prefsPath = `/api/users/${sara.user._id}/notification-preferences`;
    const mentorUpdates = async () =>
      (await api<Preferences>(prefsPath, { token: sara.token, base })).body.kinds.find(
        (k) => k.kind === 'mentor_updates',
      )!.channels;

    const { context, page } = await newPage(browser, { baseURL: base });
    try {
      await startSession(page, demo.student, '/settings/notifications', base);
      await settle(page);
      // Opening the settings gave the account the browser's zone (the context's, Asia/Kolkata).
      await expect
        .poll(async () => (await api<Preferences>(prefsPath, { token: sara.token, base })).body)
        .toMatchObject({ timeZone: 'Asia/Kolkata' });
      const box = (channel: string) =>
        page
          .getByRole('group', { name: 'Mentor updates' })
          .getByRole('checkbox', { name: channel });
      await expect.poll(() => box('E-mail now').isChecked()).toBe(true);
      await box('E-mail now').uncheck();
      await box('Daily digest').check();
      await page.getByRole('button', { name: 'Save preferences' }).click();
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: 'Saved.' }).count())
        .toBe(1);
    } finally {
      await context.close();
    }
    expect(await mentorUpdates()).toMatchObject({ email_now: false, digest: true });
    // Saving kept the zone the page was given: the digest hour is read in Kolkata.
    expect((await api<Preferences>(prefsPath, { token: sara.token, base })).body.timeZone).toBe(
      'Asia/Kolkata',
    );

    const stamp = Date.now().toString(36);
    const titles = [
      `Week 3 plan ${stamp}`,
      `Office hours moved ${stamp}`,
      `Demo day slots ${stamp}`,
    ];
    for (const title of titles) {
      const posted = await api('/api/mentor-updates', {
        token: mentor.token,
        base,
        body: { title, body: 'Details inside.', audience: { scope: 'all' } },
      });
      expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    }
    // She reads one of them in the bell that evening.
    const bell = await api<{ items: { _id: string; data: { message: string } }[] }>(
      '/api/notifications?pageSize=50',
      { token: sara.token, base },
    );
    const seen = bell.body.items.find((n) => n.data.message.endsWith(titles[1]!));
    expect(seen, JSON.stringify(bell.body.items.map((n) => n.data.message))).toBeDefined();
    const read = await api(`/api/notifications/${seen!._id}/read`, {
      method: 'PATCH',
      token: sara.token,
      base,
    });
    expect(read.status).toBe(200);

    // The next day at 18:00 in Kolkata: the digest job's next run sends it.
    await server.setClock(digestAt);
    const digest: CaughtMail = await mailTo(sara.user.email, /^Your Campus digest/, server.mailURL);
    expect(Date.parse(digest.receivedAt)).toBeGreaterThanOrEqual(digestAt);
    const day = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    })
      .format(digestAt)
      .replace(/^(\w+) /, '$1, ');
    expect(digest.subject).toBe(`Your Campus digest: 2 updates (${day})`);
    expect(digest.text).toContain('MENTOR UPDATES');
    expect(digest.text).toContain(titles[0]);
    expect(digest.text).toContain(titles[2]);
    expect(digest.text).not.toContain(titles[1]);
    expect(digest.text).toContain(`${base}/settings/notifications`);
    expect(digest.html).toContain(titles[2]);
    // Mail for mentor updates was off: the updates themselves were never mailed (the digest was
    // written to the outbox after them, and the outbox sends in order).
    const all = (await (await fetch(`${server.mailURL}/api/mails`)).json()) as CaughtMail[];
    expect(
      all.filter((m) => m.to.includes(sara.user.email) && /posted an update/.test(m.subject)),
    ).toEqual([]);

    expect(digest.listHeaders['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const link = /^<(https?:\/\/[^>]+)>$/.exec(digest.listHeaders['list-unsubscribe'] ?? '')?.[1];
    expect(link).toContain(`${base}/api/unsubscribe?token=`);

    // Opened without a login: the page only asks; its button unsubscribes.
    const visitor = await newPage(browser, { baseURL: base });
    try {
      await visitor.page.goto(link!);
      await visitor.page
        .getByRole('heading', { name: 'Stop mails about mentor updates?' })
        .waitFor();
      expect(await mentorUpdates()).toMatchObject({ email_now: false, digest: true });
      await visitor.page.getByRole('button', { name: 'Unsubscribe' }).click();
      await visitor.page
        .getByText('You will no longer get e-mails or digest items about mentor updates.')
        .waitFor();
    } finally {
      await visitor.context.close();
    }
    expect(await mentorUpdates()).toMatchObject({ in_app: true, email_now: false, digest: false });

    // A mail client's one-click POST (RFC 8058) to the same address: no login, the same answer.
    const oneClick = await fetch(link!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
  }, 300_000);
});
