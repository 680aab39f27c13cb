// Reading private messages over real HTTP: conversations with unread counts in a fixed number of
// queries, history paged by cursor, mark read (the bell too), a pair that may no longer talk kept
// read-only, and contacts by role, without whoever the caller already has a conversation with.
import { describe, expect, it } from 'vitest';
import { testDatabases, type TestUser } from '../../testing/server';
import { REFUSALS } from './access';
import { messageNotes, useMessagesServer } from './messages-testbed';

for (const db of testDatabases()) {
  describe(`private messages: conversations [${db}]`, () => {
    const { s, admin, fresh, cohort, online, send } = useMessagesServer(db);

    it('lists conversations with unread counts, pages history newest last, marks read with the bell', async () => {
      const { mentor, students } = await cohort(2);
      const [sara, sam] = students as [TestUser, TestUser];
      const [ss, sk, sm] = [await online(sara), await online(sam), await online(mentor)];
      for (let i = 1; i <= 5; i++) expect((await send(ss, mentor.id, `sara ${i}`)).ok).toBe(true);
      expect((await send(sm, sara.id, 'mentor reply')).ok).toBe(true);
      expect((await send(sk, mentor.id, 'sam 1')).ok).toBe(true);

      const list = await s.api('GET', '/api/messages/conversations', { token: mentor.token });
      expect(list.status).toBe(200);
      expect(list.body).toMatchObject({ nextCursor: null, unread: 6 });
      expect(list.body.items).toHaveLength(2);
      // By cursor: one conversation a page, newest first; `unread` still counts both.
      const onePage = await s.api('GET', '/api/messages/conversations?pageSize=1', {
        token: mentor.token,
      });
      expect(onePage.body).toMatchObject({ items: [{ user: { _id: sam.id } }], unread: 6 });
      const second = await s.api(
        'GET',
        `/api/messages/conversations?pageSize=1&cursor=${onePage.body.nextCursor}`,
        { token: mentor.token },
      );
      expect(second.body).toMatchObject({ items: [{ user: { _id: sara.id } }], nextCursor: null });
      expect(list.body.items.map((c: { user: { _id: string } }) => c.user._id)).toEqual([
        sam.id,
        sara.id,
      ]);
      expect(list.body.items[1]).toMatchObject({
        lastMessage: { message: 'mentor reply', fromUserId: mentor.id },
        unread: 5,
        canReply: true,
      });

      const first = await s.api('GET', `/api/messages/conversations/${sara.id}?limit=4`, {
        token: mentor.token,
      });
      expect(first.body.items.map((m: { message: string }) => m.message)).toEqual([
        'sara 3',
        'sara 4',
        'sara 5',
        'mentor reply',
      ]);
      expect(first.body).toMatchObject({ hasMore: true, canReply: true, user: { _id: sara.id } });
      const older = await s.api(
        'GET',
        `/api/messages/conversations/${sara.id}?limit=4&before=${first.body.nextBefore}`,
        { token: mentor.token },
      );
      expect(older.body.items.map((m: { message: string }) => m.message)).toEqual([
        'sara 1',
        'sara 2',
      ]);
      expect(older.body.hasMore).toBe(false);
      expect(older.body).not.toHaveProperty('nextBefore');
      // Another conversation's message is no cursor here.
      const samMsg = (
        await s.api('GET', `/api/messages/conversations/${sam.id}`, { token: mentor.token })
      ).body.items[0]._id;
      expect(
        (
          await s.api('GET', `/api/messages/conversations/${sara.id}?before=${samMsg}`, {
            token: mentor.token,
          })
        ).status,
      ).toBe(400);

      const read = await s.api('POST', `/api/messages/conversations/${sara.id}/read`, {
        token: mentor.token,
      });
      expect(read.body).toEqual({ updated: 5 });
      expect(
        (
          await s.api('POST', `/api/messages/conversations/${sara.id}/read`, {
            token: mentor.token,
          })
        ).body,
      ).toEqual({ updated: 0 });
      const after = await s.api('GET', '/api/messages/conversations', { token: mentor.token });
      expect(after.body.unread).toBe(1);
      const bell = await s.api('GET', '/api/notifications', { token: mentor.token });
      // sam's message only (the assignment's note is not a message's)
      expect(messageNotes(bell.body.items).filter((n) => !n.read)).toHaveLength(1);
      // Sara sees the mentor's answer unread, and her own as read by him.
      const hers = await s.api('GET', `/api/messages/conversations/${mentor.id}`, {
        token: sara.token,
      });
      expect(hers.body.items.at(-1)).toMatchObject({ message: 'mentor reply', read: false });
      expect(hers.body.items[0]).toMatchObject({ message: 'sara 1', read: true });
      // Nobody else reads or marks this conversation: a third party only sees their own (empty) one.
      expect(
        (await s.api('GET', `/api/messages/conversations/${sara.id}`, { token: sam.token })).status,
      ).toBe(403);
      expect(
        (
          await s.api('GET', `/api/messages/conversations/${crypto.randomUUID()}`, {
            token: sam.token,
          })
        ).status,
      ).toBe(404);
    });

    it('lists a page of conversations in the same number of queries for 2 people or 8 (no query per row)', async () => {
      const { mentor, students } = await cohort(8);
      const sm = await online(mentor);
      const queriesFor = async () => {
        const res = await s.api('GET', '/api/messages/conversations', { token: mentor.token });
        expect(res.status).toBe(200);
        return { count: res.body.items.length, queries: Number(res.headers.get('x-db-queries')) };
      };
      // Whether the mentor may reply to each person is read with the page: no query of its own.
      const none = await queriesFor();
      expect(none.count).toBe(0);
      for (const st of students.slice(0, 2))
        expect((await send(sm, st.id, `hello ${st.id}`)).ok).toBe(true);
      const two = await queriesFor();
      for (const st of students.slice(2))
        expect((await send(sm, st.id, `hello ${st.id}`)).ok).toBe(true);
      const eight = await queriesFor();
      expect([two.count, eight.count]).toEqual([2, 8]);
      expect(two.queries).toBeGreaterThan(0);
      expect(eight.queries).toBe(two.queries);
      expect(two.queries).toBe(none.queries);
    });

    it('keeps the history of a pair that may no longer talk, read-only', async () => {
      const a = await cohort(1);
      const b = {
        mentor: await s.user('mentor'),
        batch: { monthYear: '2026-12', domain: `pm${fresh()}` },
      };
      const sara = a.students[0]!;
      const ss = await online(sara);
      expect((await send(ss, a.mentor.id, 'before the move')).ok).toBe(true);
      // Each side's list says whether they may reply (read with the page's rows).
      const canReply = async (who: TestUser) =>
        (await s.api('GET', '/api/messages/conversations', { token: who.token })).body.items.map(
          (c: { user: { _id: string }; canReply: boolean }) => [c.user._id, c.canReply],
        );
      expect(await canReply(sara)).toEqual([[a.mentor.id, true]]);
      expect(await canReply(a.mentor)).toEqual([[sara.id, true]]);
      // Sara moves to another mentor's batch.
      const moved = await s.api('POST', '/api/batchassignments/assign', {
        token: admin.token,
        body: { mentorId: b.mentor.id, studentIds: [sara.id], ...b.batch },
      });
      expect(moved.status).toBe(200);
      const hist = await s.api('GET', `/api/messages/conversations/${a.mentor.id}`, {
        token: sara.token,
      });
      expect(hist.body).toMatchObject({ canReply: false, items: [{ message: 'before the move' }] });
      expect(await canReply(sara)).toEqual([[a.mentor.id, false]]);
      expect(await canReply(a.mentor)).toEqual([[sara.id, false]]);
      expect(await send(ss, a.mentor.id, 'after')).toEqual({
        ok: false,
        message: REFUSALS.student,
      });
    });

    it('lists contacts by role', async () => {
      const { mentor, students, batch } = await cohort(2);
      // A second mentor of the same batch (with their own student) is the student's mentor too.
      const second = await s.user('mentor');
      const extra = await s.user('student');
      await s.api('POST', '/api/batchassignments/assign', {
        token: admin.token,
        body: { mentorId: second.id, studentIds: [extra.id], ...batch },
      });
      const names = async (u: TestUser, q = '') =>
        (await s.api('GET', `/api/messages/contacts${q}`, { token: u.token })).body.items
          .map((p: { _id: string }) => p._id)
          .sort();
      expect(await names(students[0]!)).toEqual([mentor.id, second.id].sort());
      expect(await names(mentor)).toEqual([...students.map((x) => x.id), extra.id].sort());
      expect(await names(await s.user('instructor'))).toEqual([]);
      const found = await s.api(
        'GET',
        `/api/messages/contacts?search=${encodeURIComponent(mentor.email)}`,
        { token: admin.token },
      );
      expect(found.body).toMatchObject({
        nextCursor: null,
        items: [{ _id: mentor.id, role: 'mentor' }],
      });
      expect(found.body.items).toHaveLength(1);
    });

    it('leaves out of the contacts whoever already has a conversation with the caller', async () => {
      const { mentor, students } = await cohort(2);
      const [sara, sam] = students as [TestUser, TestUser];
      const names = async (u: TestUser) =>
        (await s.api('GET', '/api/messages/contacts', { token: u.token })).body.items
          .map((p: { _id: string }) => p._id)
          .sort();
      expect(await names(mentor)).toEqual([sara.id, sam.id].sort());
      expect((await send(await online(sara), mentor.id, 'hello')).ok).toBe(true);
      // Either side of the conversation: it is in both conversation lists, in neither contact list.
      expect(await names(mentor)).toEqual([sam.id]);
      expect(await names(sara)).toEqual([]);
      expect(await names(sam)).toEqual([mentor.id]);
    });
  });
}
