// What the mentor's inbox holds over real HTTP: each kind of item in the right mentor's inbox and
// nobody else's, with its clock (warning, breached) and action, and each leaving when the work is
// done or its time has passed.
import { describe, expect, it } from 'vitest';
import { testDatabases, type TestUser } from '../../testing/server';
import { HOUR, DAY, useInboxServer } from './inbox-testbed';

for (const db of testDatabases()) {
  describe(`inbox: items [${db}]`, () => {
    const { s, clock, cohort, task, submit, review, requestBooking, online, say, inbox, ids } =
      useInboxServer(db);

    it('holds every kind for the right mentor, with its clock and action, and none of another mentor', async () => {
      const { mentor, students, batch } = await cohort(2);
      const [ada, bo] = students as [TestUser, TestUser];
      const other = await cohort(1);
      const t = await task(mentor, batch);

      const first = await submit(ada, t._id);
      expect((await review(mentor, t._id, first._id, 'modification_requested')).status).toBe(200);
      const again = await submit(ada, t._id);
      const fresh = await submit(bo, t._id);
      const booking = await requestBooking(bo, mentor, 'Closures, please');
      const sock = await online(ada);
      await say(sock, mentor.id, 'Could you look at my PR?');
      // Another mentor's student's work goes to that mentor only.
      const ot = await task(other.mentor, other.batch);
      const elsewhere = await submit(other.students[0]!, ot._id);

      const page = await inbox(mentor);
      expect(page.status).toBe(200);
      const byId = new Map(page.body.items.map((i) => [i.id, i]));
      expect([...byId.keys()].sort()).toEqual(
        [
          `resubmission:${again._id}`,
          `review:${fresh._id}`,
          `booking_request:${booking._id}`,
          `message:${ada.id}`,
        ].sort(),
      );
      const r = byId.get(`review:${fresh._id}`)!;
      expect(r).toMatchObject({
        kind: 'review',
        who: { _id: bo.id, role: 'student' },
        what: t.title,
        batch,
        state: 'on_time',
        action: { label: 'Review', path: `/mentor-dashboard/review/${t._id}/${fresh._id}` },
        taskId: t._id,
      });
      expect(Date.parse(r.dueAt) - Date.parse(r.since)).toBe(24 * HOUR);
      expect(byId.get(`resubmission:${again._id}`)).toMatchObject({
        kind: 'resubmission',
        action: { path: `/mentor-dashboard/review/${t._id}/${again._id}` },
      });
      const b = byId.get(`booking_request:${booking._id}`)!;
      expect(b).toMatchObject({
        kind: 'booking_request',
        who: { _id: bo.id },
        what: 'Closures, please',
        action: { label: 'Answer request', path: '/mentor-sessions' },
      });
      expect(Date.parse(b.dueAt) - Date.parse(b.since)).toBe(8 * HOUR);
      const m = byId.get(`message:${ada.id}`)!;
      expect(m).toMatchObject({
        kind: 'message',
        who: { _id: ada.id },
        what: 'Could you look at my PR?',
        action: { label: 'Reply', path: `/messages/${ada.id}` },
      });
      expect(Date.parse(m.dueAt) - Date.parse(m.since)).toBe(12 * HOUR);

      expect(await ids(other.mentor)).toEqual([`review:${elsewhere._id}`]);
      // Earliest deadline first: the message (12 h) and the request (8 h) came last but are due
      // before the reviews (24 h).
      const dues = page.body.items.map((i) => Date.parse(i.dueAt));
      expect(dues).toEqual([...dues].sort((x, y) => x - y));
      expect(page.body.items[0]!.kind).toBe('booking_request');
    });

    it('moves its clock to warning at 75 % of the target and breached at 100 %', async () => {
      const { mentor, students } = await cohort(1);
      const sock = await online(students[0]!);
      await say(sock, mentor.id, 'Hello?');
      try {
        const state = async () => (await inbox(mentor, 'kind=message')).body.items[0]!.state;
        expect(await state()).toBe('on_time');
        clock.offset = 9 * HOUR + 1000; // 75 % of 12 h is 9 h
        expect(await state()).toBe('warning');
        clock.offset = 12 * HOUR + 1000;
        expect(await state()).toBe('breached');
      } finally {
        clock.offset = 0;
      }
    });

    it('a message item waits from the first unanswered message and leaves when the mentor replies', async () => {
      const { mentor, students } = await cohort(1);
      const stu = students[0]!;
      const [ss, ms] = [await online(stu), await online(mentor)];
      await say(ss, mentor.id, 'First question');
      const [firstWait] = (await inbox(mentor, 'kind=message')).body.items;
      await say(ss, mentor.id, 'And a second one');
      const [still] = (await inbox(mentor, 'kind=message')).body.items;
      expect(still).toMatchObject({ id: `message:${stu.id}`, what: 'And a second one' });
      expect(still!.since).toBe(firstWait!.since);

      await say(ms, stu.id, 'Answered both');
      expect(await ids(mentor, 'kind=message')).toEqual([]);
      // The student writes again: a new wait, since this message.
      await say(ss, mentor.id, 'One more');
      const [next] = (await inbox(mentor, 'kind=message')).body.items;
      expect(Date.parse(next!.since)).toBeGreaterThan(Date.parse(firstWait!.since));
      // A message from the mentor first waits on the student, not in the mentor's inbox.
      const { mentor: quiet, students: qs } = await cohort(1);
      await say(await online(quiet), qs[0]!.id, 'Welcome to the batch');
      expect(await ids(quiet)).toEqual([]);
    });

    it('each review and booking item leaves when the work is done', async () => {
      const { mentor, students, batch } = await cohort(3);
      const [a, b, c] = students as [TestUser, TestUser, TestUser];
      const t = await task(mentor, batch);
      const sa = await submit(a, t._id);
      const sb = await submit(b, t._id);
      const accepted = await requestBooking(a, mentor);
      const declined = await requestBooking(b, mentor);
      const cancelled = await requestBooking(c, mentor);
      expect(await ids(mentor)).toHaveLength(5);

      expect((await review(mentor, t._id, sa._id, 'approved')).status).toBe(200);
      expect((await review(mentor, t._id, sb._id, 'rejected')).status).toBe(200);
      const accept = await s.api('POST', `/api/bookings/one-to-one/${accepted._id}/respond`, {
        token: mentor.token,
        body: { decision: 'accept', meetingLink: 'https://meet.google.com/abc-defg-hij' },
      });
      expect(accept.status).toBe(200);
      const decline = await s.api('POST', `/api/bookings/one-to-one/${declined._id}/respond`, {
        token: mentor.token,
        body: { decision: 'decline' },
      });
      expect(decline.status).toBe(200);
      expect(await ids(mentor)).toEqual([`booking_request:${cancelled._id}`]);
      const cancel = await s.api('POST', `/api/bookings/one-to-one/${cancelled._id}/cancel`, {
        token: c.token,
        body: {},
      });
      expect(cancel.status).toBe(200);
      expect(await ids(mentor)).toEqual([]);
    });

    it('a booking request whose start has passed has expired and left', async () => {
      const { mentor, students } = await cohort(1);
      await requestBooking(students[0]!, mentor);
      expect(await ids(mentor)).toHaveLength(1);
      clock.offset = 30 * DAY;
      try {
        expect(await ids(mentor)).toEqual([]);
      } finally {
        clock.offset = 0;
      }
    });
  });
}
