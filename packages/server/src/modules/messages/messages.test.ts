// Private messages end to end over real sockets and real HTTP: who may talk, storing once,
// delivering once and only to the addressee (and the sender's other tabs), typing relayed only between
// people who may talk, history paged by cursor, conversations with unread counts, mark read (bell too).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import {
  connected,
  delivered,
  emitAck,
  nextEvent,
  silence,
  useServer,
  testDatabases,
  type TestUser,
} from '../../testing/server';
import { REFUSALS } from './access';

type Ack = {
  ok: boolean;
  message?: string;
  sent?: { _id: string; at: string; message: string; clientId?: string };
};

let n = 0;

/** The bell's notes about private messages (an assignment adds a `students_assigned` note too). */
const messageNotes = (items: { event: string; read: boolean }[]) =>
  items.filter((note) => note.event === 'private_message');

for (const db of testDatabases()) {
  describe(`private messages [${db}]`, () => {
    // x-db-queries: the queries a request ran (the conversation list must not grow with its rows).
    const s = useServer(db, { config: { queryCountHeader: true } });
    let admin: TestUser;
    beforeAll(async () => {
      admin = await s.user('admin');
    });

    /** A mentor with `size` students in a fresh batch. */
    async function cohort(size = 1) {
      const mentor = await s.user('mentor');
      const students: TestUser[] = [];
      for (let i = 0; i < size; i++) students.push(await s.user('student'));
      const batch = { monthYear: '2026-11', domain: `pm${n++}` };
      const res = await s.api('POST', '/api/batchassignments/assign', {
        token: admin.token,
        body: { mentorId: mentor.id, studentIds: students.map((x) => x.id), ...batch },
      });
      expect(res.status).toBe(200);
      return { mentor, students, batch };
    }

    async function online(u: TestUser): Promise<Socket> {
      const sock = s.socket(u.token);
      await connected(sock);
      return sock;
    }

    const send = (sock: Socket, toUserId: string, message: string, clientId?: string) =>
      emitAck<Ack>(sock, 'private_message', {
        toUserId,
        message,
        ...(clientId ? { clientId } : {}),
      });

    it('delivers once to the addressee and the sender’s other tabs, stores it with a bell note', async () => {
      const { mentor, students } = await cohort(2);
      const [sara, other] = students as [TestUser, TestUser];
      const [tab1, tab2, sm, so] = [
        await online(sara),
        await online(sara),
        await online(mentor),
        await online(other),
      ];
      let toMentor = 0;
      sm.on('private_message', () => toMentor++);
      const got = nextEvent(sm, 'private_message');
      const echo = nextEvent(tab2, 'private_message');
      const notOnSender = silence(s, tab1, sara.id, 'private_message');
      const bystander = silence(s, so, other.id, 'private_message');

      const ack = await send(tab1, mentor.id, 'Can we go over closures?', 'c-1');
      expect(ack).toMatchObject({
        ok: true,
        sent: { message: 'Can we go over closures?', clientId: 'c-1' },
      });
      const event = await got;
      expect(event).toMatchObject({
        _id: ack.sent!._id,
        fromUserId: sara.id,
        toUserId: mentor.id,
        type: 'text',
        clientId: 'c-1',
      });
      expect(event.notification).toMatchObject({ type: 'message', read: false });
      expect(await echo).not.toHaveProperty('notification');
      expect(await notOnSender.settled()).toBe(true);
      expect(await bystander.settled()).toBe(true);

      // A retry with the same clientId (the ack was lost): the same message, delivered to no one.
      const again = await send(tab1, mentor.id, 'Can we go over closures?', 'c-1');
      expect(again).toMatchObject({ ok: true, sent: { _id: ack.sent!._id } });
      await delivered(s, sm, mentor.id);
      expect(toMentor).toBe(1);

      const bell = await s.api('GET', '/api/notifications', { token: mentor.token });
      // The mentor's bell also holds the assignment's `students_assigned` note.
      const notes = messageNotes(bell.body.items);
      expect(notes).toHaveLength(1);
      expect(notes[0]).toEqual(event.notification);
      expect(notes[0]).toMatchObject({
        type: 'message',
        event: 'private_message',
        data: {
          message: expect.stringContaining('Can we go over closures?'),
          entityId: sara.id,
          link: `/messages/${sara.id}`,
        },
      });
    });

    it('refuses pairs who may not talk, in words, and stores nothing', async () => {
      const mine = await cohort(2);
      const theirs = await cohort(1);
      const [sara, sam] = mine.students as [TestUser, TestUser];
      const instructor = await s.user('instructor');
      const pending = await s.user('mentor', { mentorStatus: 'pending' });
      const [ss, sm, si] = [
        await online(sara),
        await online(mine.mentor),
        await online(instructor),
      ];

      const otherMentor = silence(
        s,
        await online(theirs.mentor),
        theirs.mentor.id,
        'private_message',
      );
      expect(await send(ss, theirs.mentor.id, 'hi')).toEqual({
        ok: false,
        message: REFUSALS.student,
      });
      expect(await send(ss, sam.id, 'hi')).toEqual({ ok: false, message: REFUSALS.student });
      expect(await send(sm, theirs.students[0]!.id, 'hi')).toEqual({
        ok: false,
        message: REFUSALS.mentor,
      });
      expect(await send(si, sara.id, 'hi')).toEqual({ ok: false, message: REFUSALS.other });
      expect(await send(ss, pending.id, 'hi')).toEqual({ ok: false, message: REFUSALS.student });
      expect(await send(ss, sara.id, 'me')).toEqual({
        ok: false,
        message: REFUSALS.cannotReceive,
      });
      expect(await otherMentor.settled()).toBe(true);

      // Over REST too: no history and no right to start answers 403 with the same words.
      const forced = await s.api('GET', `/api/messages/conversations/${theirs.mentor.id}`, {
        token: sara.token,
      });
      expect(forced).toMatchObject({ status: 403, body: { message: REFUSALS.student } });
      const bell = await s.api('GET', '/api/notifications', { token: theirs.mentor.token });
      expect(messageNotes(bell.body.items)).toHaveLength(0);

      // An admin may write to anyone, and anyone may answer an admin.
      const sa = await online(admin);
      expect((await send(sa, instructor.id, 'Welcome aboard')).ok).toBe(true);
      expect((await send(si, admin.id, 'Thanks!')).ok).toBe(true);
    });

    it('relays typing only to someone the typist may talk to', async () => {
      const mine = await cohort(1);
      const theirs = await cohort(1);
      const sara = mine.students[0]!;
      const [ss, sm, so] = [
        await online(sara),
        await online(mine.mentor),
        await online(theirs.mentor),
      ];
      const typing = nextEvent(sm, 'typing');
      const none = silence(s, so, theirs.mentor.id, 'typing');
      ss.emit('typing', { toUserId: theirs.mentor.id, isTyping: true });
      ss.emit('typing', { toUserId: mine.mentor.id, isTyping: true });
      expect(await typing).toEqual({ fromUserId: sara.id, isTyping: true });
      expect(await none.settled()).toBe(true);
    });

    it("stops relaying a student's typing to the mentor as soon as the student leaves the batch", async () => {
      // Permission is read on every hint: one kept for 30 s would outlive a removal or a batch move.
      const removed = await cohort(1);
      const moved = await cohort(1);
      const elsewhere = await cohort(1);
      const sa = await online(admin);
      for (const [left, how] of [
        [removed, 'removal'],
        [moved, 'move'],
      ] as const) {
        const student = left.students[0]!;
        const [ss, sm] = [await online(student), await online(left.mentor)];
        const before = nextEvent(sm, 'typing');
        ss.emit('typing', { toUserId: left.mentor.id, isTyping: true });
        expect(await before).toEqual({ fromUserId: student.id, isTyping: true });

        const res =
          how === 'removal'
            ? await s.api('DELETE', `/api/batchassignments/${left.mentor.id}/${student.id}`, {
                token: admin.token,
              })
            : await s.api('POST', '/api/batchassignments/assign', {
                token: admin.token,
                body: {
                  mentorId: elsewhere.mentor.id,
                  studentIds: [student.id],
                  ...elsewhere.batch,
                },
              });
        expect(res.status, how).toBeLessThan(300);

        const none = silence(s, sm, left.mentor.id, 'typing');
        // The hint to the admin is sent after the one to the former mentor and is answered after it.
        const toAdmin = nextEvent(sa, 'typing');
        ss.emit('typing', { toUserId: left.mentor.id, isTyping: true });
        ss.emit('typing', { toUserId: admin.id, isTyping: true });
        expect(await toAdmin).toEqual({ fromUserId: student.id, isTyping: true });
        expect(await none.settled(), how).toBe(true);
        ss.disconnect();
        sm.disconnect();
      }
    });

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
        batch: { monthYear: '2026-12', domain: `pm${n++}` },
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
  });
}
