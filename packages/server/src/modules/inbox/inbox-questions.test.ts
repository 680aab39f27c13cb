// Batch questions in the mentor's inbox, over real HTTP on a clock the tests move: a question
// nobody on staff has answered reaches every mentor of its batch once the batch has had its own
// time to answer it, with a clock from when it was asked, and leaves live when a mentor answers
// it, an answer is accepted or it is hidden.
import type { InboxItem, NotificationPage } from '@campus/sdk/model';
import { describe, expect, it } from 'vitest';
import { nextEvent, testDatabases, type TestUser } from '../../testing/server';
import { PEER_WINDOW_HOURS } from '../questions/public';
import { HOUR, useInboxServer } from './inbox-testbed';

for (const db of testDatabases()) {
  describe(`inbox: batch questions [${db}]`, () => {
    const { s, clock, admin, cohort, inbox, ids, online } = useInboxServer(db);

    const space = (b: { monthYear: string; domain: string }) =>
      `/api/batches/${b.monthYear}/${b.domain}/questions`;
    async function ask(b: { monthYear: string; domain: string }, who: TestUser, title: string) {
      const res = await s.api('POST', space(b), {
        token: who.token,
        body: { title, body: 'I tried everything in the notes.' },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body._id as string;
    }
    async function answer(id: string, who: TestUser) {
      const res = await s.api('POST', `/api/questions/${id}/answers`, {
        token: who.token,
        body: { body: 'Try clearing the cache first.' },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body._id as string;
    }

    it('reaches each mentor of the batch after the peer window, and leaves when a mentor answers', async () => {
      clock.offset = 0;
      const { mentor, students, batch } = await cohort(2);
      const [ada, bo] = students as [TestUser, TestUser];
      // A second mentor of the same batch, with a student of their own in it.
      const second = await s.user('mentor');
      const cy = await s.user('student');
      const assigned = await s.api('POST', '/api/batchassignments/assign', {
        token: admin.token,
        body: { mentorId: second.id, studentIds: [cy.id], ...batch },
      });
      expect(assigned.status).toBe(200);
      const other = await cohort(1);

      const asked = Date.now();
      const id = await ask(batch, ada, 'Why does my build fail on CI only?');
      const elsewhere = await ask(other.batch, other.students[0]!, 'Another batch asks');
      const item = `question:${id}`;

      clock.offset = PEER_WINDOW_HOURS * HOUR - 60_000;
      expect(await ids(mentor)).not.toContain(item);

      clock.offset = PEER_WINDOW_HOURS * HOUR + 1000;
      const page = await inbox(mentor);
      const found = page.body.items.find((i: InboxItem) => i.id === item);
      expect(found).toMatchObject({
        kind: 'question',
        what: 'Why does my build fail on CI only?',
        who: { _id: ada.id },
        batch,
        action: { label: 'Answer', path: `/questions/${id}` },
        state: 'on_time',
      });
      // Its clock counts from when it was asked: the mentor works every hour, the target is 24.
      const due = Date.parse(found!.dueAt) - asked;
      expect(due).toBeGreaterThanOrEqual(24 * HOUR - 5000);
      expect(due).toBeLessThanOrEqual(24 * HOUR + 5000);
      expect(await ids(second)).toContain(item);
      expect(await ids(other.mentor)).not.toContain(item);
      expect(await ids(other.mentor)).toContain(`question:${elsewhere}`);
      expect(await ids(mentor, 'kind=question')).toEqual([item]);

      // A peer's answer leaves it waiting on the staff; a mentor's answer ends the wait, live.
      await answer(id, bo);
      expect(await ids(mentor)).toContain(item);
      const sock = await online(second);
      const removed = nextEvent<{ id: string }>(sock, 'inbox_item_removed');
      await answer(id, mentor);
      expect((await removed).id).toBe(item);
      expect(await ids(mentor)).not.toContain(item);
      expect(await ids(second)).not.toContain(item);
      sock.close();
    });

    it('reaches its mentor live when the peer window ends, announced by the clock job', async () => {
      clock.offset = 0;
      const { mentor, students, batch } = await cohort(1);
      const id = await ask(batch, students[0]!, 'Does the quiz count towards the grade?');
      const job = s.campus.ctx.extensions.jobs.find((j) => j.name === 'inbox-clocks')!;
      const sock = await online(mentor);
      try {
        const added = nextEvent<{ item: InboxItem }>(sock, 'inbox_item_added');
        clock.offset = PEER_WINDOW_HOURS * HOUR + 1000;
        await job.run({ hold: async () => {} });
        expect((await added).item).toMatchObject({ id: `question:${id}`, kind: 'question' });
      } finally {
        clock.offset = 0;
        sock.close();
      }
    });

    it('rings its mentor’s bell at the warning, as the clock job finds it', async () => {
      clock.offset = 0;
      const { mentor, students, batch } = await cohort(1);
      const id = await ask(batch, students[0]!, 'Is the deadline extended?');
      const job = s.campus.ctx.extensions.jobs.find((j) => j.name === 'inbox-clocks')!;
      try {
        // 75 % of the 24-hour target, counted from when it was asked.
        clock.offset = 19 * HOUR;
        await job.run({ hold: async () => {} });
      } finally {
        clock.offset = 0;
      }
      const bell = await s.api<NotificationPage>('GET', '/api/notifications?pageSize=100', {
        token: mentor.token,
      });
      expect(
        bell.body.items
          .filter((n) => n.event === 'inbox_item_warning')
          .map((n) => [n.data.link, n.data.message.startsWith(students[0]!.row.name)]),
      ).toEqual([[`/questions/${id}`, true]]);
    });

    it('leaves when the asker accepts a peer’s answer, and while it is hidden', async () => {
      clock.offset = 0;
      const { mentor, students, batch } = await cohort(2);
      const [ada, bo] = students as [TestUser, TestUser];
      const accepted = await ask(batch, ada, 'How do I mock fetch?');
      const hidden = await ask(batch, bo, 'Off-topic: a sale on keyboards');
      clock.offset = PEER_WINDOW_HOURS * HOUR + 1000;
      expect(await ids(mentor)).toEqual(
        expect.arrayContaining([`question:${accepted}`, `question:${hidden}`]),
      );

      const peer = await answer(accepted, bo);
      const res = await s.api('PUT', `/api/questions/${accepted}/accepted`, {
        token: ada.token,
        body: { answerId: peer },
      });
      expect(res.status).toBe(200);
      expect(await ids(mentor)).not.toContain(`question:${accepted}`);

      expect(
        (await s.api('PUT', `/api/questions/${hidden}/hidden`, { token: mentor.token })).status,
      ).toBe(200);
      expect(await ids(mentor)).not.toContain(`question:${hidden}`);
      expect(
        (await s.api('DELETE', `/api/questions/${hidden}/hidden`, { token: mentor.token })).status,
      ).toBe(200);
      expect(await ids(mentor)).toContain(`question:${hidden}`);
    });
  });
}
