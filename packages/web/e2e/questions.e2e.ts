// The batch's questions, live, in two browsers: a question answered and accepted beforehand (made
// through the API, so the test owns it) is offered by the similar-question box while a student types
// a title; the student asks; another student of the batch, whose page was already open, sees the new
// question without a reload; the mentor answers and accepts; the asker's bell says so; and after a
// reload the other student's "new since your last visit" counts the question and the answer. A
// fresh mentor, two students and their own batch (support/mentor-cohort.ts), so no other journey's
// data shows here.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiLogin } from './support/api';
import { launch, newPage } from './support/browser';
import { demo, DEMO_PASSWORD } from './support/env';
import { markLoaded, socketConnected, stillLoaded } from './support/live';
import { mentorWithStudent } from './support/mentor-cohort';
import { startSession } from './support/session';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('a batch’s questions, live', () => {
  it('the similar box offers an answered question, a new question reaches a peer live, the mentor answers and accepts, the asker hears it, and the counts are right after a reload', async () => {
    const { token: adminToken } = await apiLogin(demo.admin);
    const pair = await mentorWithStudent(adminToken, 'qa');
    const peer = { name: `Ravi ${pair.stamp}`, email: `ravi-${pair.stamp}@example.test` };
    const reg = await api<{ user: { _id: string } }>('/api/auth/register', {
      body: { ...peer, password: DEMO_PASSWORD },
    });
    expect(reg.status).toBe(201);
    const joined = await api('/api/batchassignments/assign', {
      token: adminToken,
      body: { mentorId: pair.mentorId, studentIds: [reg.body.user._id], ...pair.batch },
    });
    expect(joined.status).toBe(200);
    const peerToken = (await apiLogin(peer.email)).token;
    const space = `/api/batches/${pair.batch.monthYear}/${pair.batch.domain}/questions`;

    // An answered question of the batch, for the similar box to find.
    const answered = `Maximum recursion depth exceeded in my tree walk ${pair.stamp}`;
    const seeded = await api<{ _id: string }>(space, {
      token: peerToken,
      body: { title: answered, body: 'My recursive function stops with an error.' },
    });
    expect(seeded.status, JSON.stringify(seeded.body)).toBe(201);
    const reply = await api<{ _id: string }>(`/api/questions/${seeded.body._id}/answers`, {
      token: pair.mentorToken,
      body: { body: 'Your base case never returns.' },
    });
    expect(reply.status).toBe(201);
    const accepted = await api(`/api/questions/${seeded.body._id}/accepted`, {
      method: 'PUT',
      token: pair.mentorToken,
      body: { answerId: reply.body._id },
    });
    expect(accepted.status).toBe(200);

    const other = await newPage(browser);
    const asker = await newPage(browser);
    const mentor = await newPage(browser);
    try {
      // The peer opens the space: the answered question is listed, the visit is recorded.
      const p = other.page;
      const peerOnline = socketConnected(p);
      const visited = p.waitForResponse(
        (r) => r.url().endsWith('/questions/visit') && r.request().method() === 'PUT',
      );
      await startSession(p, peer.email, '/questions');
      await peerOnline;
      const peerList = p.getByRole('list', { name: 'Questions of the batch' });
      await peerList.getByRole('link', { name: answered }).waitFor();
      expect((await visited).status()).toBe(200);
      await markLoaded(p);

      // The asker types a title: the similar box offers the answered question as a link.
      const a = asker.page;
      await startSession(a, pair.student.email, '/questions');
      const title = `Recursion depth in my tree walk, again ${pair.stamp}`;
      await a.getByRole('textbox', { name: /^Question/ }).fill(title);
      const similar = a.getByRole('list', { name: 'Similar answered questions' });
      const offered = similar.getByRole('link', { name: answered });
      await offered.waitFor();
      expect(await offered.getAttribute('href')).toBe(`/questions/${seeded.body._id}`);

      // The asker asks anyway; the peer's open page shows it without a reload.
      await a.getByRole('textbox', { name: /^Details/ }).fill('Mine is a **different** tree.');
      await a.getByRole('button', { name: 'Ask', exact: true }).click();
      await a.getByText('Question asked').waitFor();
      await peerList.getByRole('link', { name: title }).waitFor();
      expect(await stillLoaded(p)).toBe('kept');

      // The mentor answers and accepts on the question's page.
      const m = mentor.page;
      await startSession(m, pair.mentor.email, '/questions');
      await m.getByRole('link', { name: title }).click();
      await m.getByRole('heading', { level: 1, name: title }).waitFor();
      await m.getByRole('textbox', { name: /^Answer/ }).fill('Add `if (!node) return 0;` first.');
      await m.getByRole('button', { name: 'Post answer' }).click();
      await m.getByRole('button', { name: 'Accept this answer' }).click();
      await m.getByText('Accepted answer').waitFor();

      // The asker's bell says both, live.
      const bell = a.getByRole('button', { name: /^Notifications, \d+ unread$/ });
      await bell.click();
      await a
        .getByText(`${pair.mentor.name} accepted an answer to your question “${title}”`)
        .first()
        .waitFor();
      await a.getByText(`${pair.mentor.name} answered your question “${title}”`).first().waitFor();

      // The peer's counts after a reload: the asker's question and the mentor's answer are new.
      await p.reload();
      await p.getByText(/^1 new question and 1 new answer since your last visit/).waitFor();
    } finally {
      await other.context.close();
      await asker.context.close();
      await mentor.context.close();
    }
  });
});
