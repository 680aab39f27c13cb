// Private messages sent over real sockets: stored once and delivered once, only to the addressee
// (and the sender's other tabs); pairs who may not talk refused in words; typing relayed only between
// people who may talk, and no longer once a student leaves the batch.
import { describe, expect, it } from 'vitest';
import { delivered, nextEvent, silence, testDatabases, type TestUser } from '../../testing/server';
import { REFUSALS } from './access';
import { messageNotes, useMessagesServer } from './messages-testbed';

for (const db of testDatabases()) {
  describe(`private messages: delivery [${db}]`, () => {
    const { s, admin, cohort, online, send } = useMessagesServer(db);

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
  });
}
