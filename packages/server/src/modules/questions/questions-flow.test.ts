// The question space at work: asking (and its refusals), the list's filters, search and cursor
// pages, answering and accepting, upvotes and follows, "new since your last visit" on a clock the
// test moves, Markdown kept as the text written, the batch room's events (ids only) and the
// followers' bell for answers and accepted answers (only for followers still in the batch).
import type { Notification, NotificationPage, Question, QuestionPage } from '@campus/sdk/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { connected, emitAck, nextEvent, testDatabases, type TestUser } from '../../testing/server';
import { useQuestionServer, type Cohort } from './questions-testbed';

for (const db of testDatabases()) {
  describe(`question space [${db}]`, () => {
    const clock = { offset: 0 };
    const tick = () => (clock.offset += 1000);
    const q = useQuestionServer(db, { now: () => new Date(Date.now() + clock.offset) });
    let c: Cohort;
    let asker: TestUser;
    let peer: TestUser;

    beforeAll(async () => {
      c = await q.cohort(2);
      [asker, peer] = c.students as [TestUser, TestUser];
    });

    const list = async (user: TestUser, query = '') =>
      (await q.s.api<QuestionPage>('GET', `${q.space(c)}${query}`, { token: user.token })).body;

    it('refuses a short title and an empty body in plain words', async () => {
      const res = await q.s.api('POST', q.space(c), {
        token: asker.token,
        body: { title: 'Hi', body: '' },
      });
      expect(res.status).toBe(400);
      expect(res.body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
        'body',
        'title',
      ]);
    });

    it('keeps Markdown, HTML and script in titles and bodies as the text written', async () => {
      const title = '<img src=x onerror=alert(1)> in my title?';
      const body = '```html\n<script>alert(1)</script>\n```\n\n<a href="javascript:alert(1)">x</a>';
      const asked = await q.ask(c, asker, { title, body });
      expect([asked.title, asked.body]).toEqual([title, body]);
      const answerBody = '<iframe src="javascript:alert(1)"></iframe> **bold**';
      await q.answer(asked._id, peer, answerBody);
      const thread = (await q.s.api('GET', `/api/questions/${asked._id}`, { token: peer.token }))
        .body;
      expect(thread.question.body).toBe(body);
      expect(thread.answers[0].body).toBe(answerBody);
    });

    it('filters, searches and pages the list newest first', async () => {
      const mine: Question[] = [];
      for (const title of ['Arrays in loops', 'Sorting arrays', 'Closures explained']) {
        tick();
        mine.push(await q.ask(c, peer, { title, body: 'Details.' }));
      }
      tick();
      const other = await q.ask(c, asker, { title: 'Git rebase or merge?', body: 'Which?' });
      const answerId = await q.answer(mine[0]!._id, asker);
      await q.accept(mine[0]!._id, peer, answerId);

      const ids = (page: QuestionPage) => page.items.map((x) => x._id);
      expect(ids(await list(peer, '?filter=mine'))).toEqual(mine.map((x) => x._id).reverse());
      expect(ids(await list(peer, '?filter=unanswered'))).not.toContain(mine[0]!._id);
      expect(ids(await list(peer, '?filter=unanswered'))).toContain(mine[1]!._id);
      // "arrays" and "array" are one English stem.
      expect(ids(await list(asker, '?search=array')).sort()).toEqual(
        [mine[0]!._id, mine[1]!._id].sort(),
      );
      // Asking and answering follow the question.
      const following = ids(await list(asker, '?filter=following'));
      expect(following).toContain(other._id);
      expect(following).toContain(mine[0]!._id);
      expect(following).not.toContain(mine[1]!._id);

      const all = ids(await list(asker, '?pageSize=100'));
      const walked: string[] = [];
      let cursor: string | null = null;
      do {
        const page: QuestionPage = await list(
          asker,
          `?pageSize=2${cursor ? `&cursor=${cursor}` : ''}`,
        );
        walked.push(...ids(page));
        cursor = page.nextCursor;
      } while (cursor);
      expect(walked).toEqual(all);
      expect(all[0]).toBe(other._id);
    });

    it('lets the asker or staff accept, and refuses an answer of another question', async () => {
      const asked = await q.ask(c, asker, { title: 'Who may accept?', body: 'Asking.' });
      const elsewhere = await q.ask(c, asker, { title: 'Another one here', body: 'Asking.' });
      const answerId = await q.answer(asked._id, peer);
      const foreign = await q.answer(elsewhere._id, peer);
      const accept = (user: TestUser, id: string) =>
        q.s.api('PUT', `/api/questions/${asked._id}/accepted`, {
          token: user.token,
          body: { answerId: id },
        });
      expect((await accept(peer, answerId)).status).toBe(403);
      const wrong = await accept(asker, foreign);
      expect([wrong.status, wrong.body.message]).toEqual([
        400,
        'That answer does not belong to this question.',
      ]);
      expect((await accept(c.mentor, answerId)).body.acceptedAnswerId).toBe(answerId);
    });

    it('counts one upvote per person and takes it back', async () => {
      const asked = await q.ask(c, asker, { title: 'Upvote me please', body: 'Asking.' });
      const vote = (method: string) =>
        q.s.api<Question>(method, `/api/questions/${asked._id}/upvote`, { token: peer.token });
      await vote('PUT');
      const twice = (await vote('PUT')).body;
      expect([twice.upvotes, twice.upvotedByMe]).toEqual([1, true]);
      const back = (await vote('DELETE')).body;
      expect([back.upvotes, back.upvotedByMe]).toEqual([0, false]);
    });

    it('counts what others posted since the last visit, exactly', async () => {
      const news = async (user: TestUser) =>
        (await q.s.api('GET', `${q.space(c)}/visit`, { token: user.token })).body;
      const visited = await q.s.api('PUT', `${q.space(c)}/visit`, { token: asker.token });
      expect(visited.body).toMatchObject({ newQuestions: 0, newAnswers: 0 });
      await q.s.api('PUT', `${q.space(c)}/visit`, { token: c.mentor.token });
      tick();
      const asked = await q.ask(c, peer, { title: 'A new one since', body: 'Asking.' });
      await q.answer(asked._id, c.mentor);
      await q.ask(c, asker, { title: 'My own does not count', body: 'Asking.' });
      expect(await news(asker)).toMatchObject({ newQuestions: 1, newAnswers: 1 });
      await q.s.api('PUT', `/api/questions/${asked._id}/hidden`, { token: c.mentor.token });
      expect(await news(asker)).toMatchObject({ newQuestions: 0, newAnswers: 0 });
      // Staff still count the hidden question; their own answer is not news to them.
      expect(await news(c.mentor)).toMatchObject({ newQuestions: 2, newAnswers: 0 });
    });

    it('tells the batch room of questions, answers and acceptances by id only', async () => {
      const socket = q.s.socket(peer.token);
      try {
        await connected(socket);
        const room = `batch:${c.batch.monthYear}:${c.batch.domain}`;
        expect(await emitAck(socket, 'join_room', { room })).toEqual({ ok: true });
        const posted = nextEvent(socket, 'question_posted');
        const asked = await q.ask(c, asker, {
          title: 'Anonymous and live',
          body: 'Asking.',
          anonymous: true,
        });
        expect(await posted).toEqual({ batch: c.batch, questionId: asked._id });

        // An answer to a hidden question is not told; the next event is the visible one's.
        const hidden = await q.ask(c, asker, { title: 'Soon to be hidden', body: 'Asking.' });
        await q.s.api('PUT', `/api/questions/${hidden._id}/hidden`, { token: c.mentor.token });
        const answered = nextEvent(socket, 'question_answered');
        await q.answer(hidden._id, c.mentor);
        const answerId = await q.answer(asked._id, c.mentor);
        expect(await answered).toEqual({ batch: c.batch, questionId: asked._id, answerId });

        const accepted = nextEvent(socket, 'question_answer_accepted');
        await q.accept(asked._id, asker, answerId);
        expect(await accepted).toEqual({ batch: c.batch, questionId: asked._id, answerId });
      } finally {
        socket.disconnect();
      }
    });

    it("rings the asker's and followers' bell for an answer and an accepted answer", async () => {
      const bell = async (user: TestUser, questionId: string) =>
        (
          await q.s.api<NotificationPage>('GET', '/api/notifications?pageSize=100', {
            token: user.token,
          })
        ).body.items
          .filter((n) => n.data.entityId === questionId)
          .map((n) => [n.event, n.reason, n.data.message, n.data.link]);
      const asked = await q.ask(c, asker, { title: 'Why is my loop endless?', body: 'Asking.' });
      await q.s.api('PUT', `/api/questions/${asked._id}/follow`, { token: peer.token });
      const socket = q.s.socket(asker.token);
      try {
        await connected(socket);
        const live = nextEvent<{ notification: Notification; questionId: string }>(
          socket,
          'followed_question_answered',
        );
        await q.answer(asked._id, c.mentor);
        const heard = await live;
        expect([heard.questionId, heard.notification.reason]).toEqual([
          asked._id,
          'because you asked this question',
        ]);
      } finally {
        socket.disconnect();
      }
      const mentorName = c.mentor.row.name;
      const link = `/questions/${asked._id}`;
      expect(await bell(asker, asked._id)).toEqual([
        [
          'followed_question_answered',
          'because you asked this question',
          `${mentorName} answered your question “Why is my loop endless?”.`,
          link,
        ],
      ]);
      expect(await bell(peer, asked._id)).toEqual([
        [
          'followed_question_answered',
          'because you follow this question',
          `${mentorName} answered “Why is my loop endless?”, a question you follow.`,
          link,
        ],
      ]);
      // The one who acted hears nothing of their own act.
      expect(await bell(c.mentor, asked._id)).toEqual([]);

      const answerId = (await q.s.api('GET', `/api/questions/${asked._id}`, { token: asker.token }))
        .body.answers[0]._id as string;
      await q.accept(asked._id, c.mentor, answerId);
      expect((await bell(asker, asked._id))[0]).toEqual([
        'followed_question_answer_accepted',
        'because you asked this question',
        `${mentorName} accepted an answer to your question “Why is my loop endless?”.`,
        link,
      ]);
      expect(await bell(c.mentor, asked._id)).toEqual([]);
    });

    it('rings no bell for a follower who has left the batch', async () => {
      const here = await q.cohort(2);
      const [asking, leaving] = here.students as [TestUser, TestUser];
      const asked = await q.ask(here, asking, { title: 'Who still hears this?', body: 'Asking.' });
      await q.s.api('PUT', `/api/questions/${asked._id}/follow`, { token: leaving.token });
      // The follower moves to another batch, with another mentor.
      const elsewhere = await q.cohort(1);
      const moved = await q.s.api('POST', '/api/batchassignments/assign', {
        token: q.world.admin.token,
        body: { mentorId: elsewhere.mentor.id, studentIds: [leaving.id], ...elsewhere.batch },
      });
      expect(moved.status).toBe(200);
      await q.answer(asked._id, here.mentor);
      const heard = async (user: TestUser) =>
        (
          await q.s.api<NotificationPage>('GET', '/api/notifications?pageSize=100', {
            token: user.token,
          })
        ).body.items.filter((n) => n.data.entityId === asked._id).length;
      expect(await heard(asking)).toBe(1);
      expect(await heard(leaving)).toBe(0);
    });

    it('rings no bell for a hidden question', async () => {
      const asked = await q.ask(c, asker, { title: 'Hidden before its answer', body: 'Asking.' });
      await q.s.api('PUT', `/api/questions/${asked._id}/hidden`, { token: c.mentor.token });
      await q.answer(asked._id, c.mentor);
      const page = (
        await q.s.api<NotificationPage>('GET', '/api/notifications?pageSize=100', {
          token: asker.token,
        })
      ).body;
      expect(page.items.filter((n) => n.data.entityId === asked._id)).toEqual([]);
    });
  });
}
