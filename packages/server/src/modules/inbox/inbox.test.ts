// The mentor's inbox over real HTTP and real sockets: each kind of item appears in the right
// mentor's inbox and nobody else's, earliest deadline first, filtered, paged by cursor without
// overlap or gaps, leaves when the work is done, is told live to the mentor's sockets, and is read
// only by its mentor or an admin.
import type { InboxItem, InboxPage } from '@campus/sdk/model';
import type { Socket } from 'socket.io-client';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  connected,
  emitAck,
  nextEvent,
  testDatabases,
  useServer,
  type TestUser,
} from '../../testing/server';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

for (const db of testDatabases()) {
  describe(`inbox [${db}]`, () => {
    const clock = { offset: 0 };
    const now = () => new Date(Date.now() + clock.offset);
    const s = useServer(db, { now });
    let admin: TestUser;
    beforeAll(async () => {
      admin = await s.user('admin');
    });

    let n = 0;
    let slot = 0;

    /** A mentor with `size` students assigned to them in a fresh batch, open for bookings. */
    async function cohort(size = 2) {
      const mentor = await s.user('mentor');
      const students: TestUser[] = [];
      for (let i = 0; i < size; i++) students.push(await s.user('student'));
      const batch = { monthYear: '2026-11', domain: `inbox-${Date.now().toString(36)}-${n++}` };
      const assigned = await s.api('POST', '/api/batchassignments/assign', {
        token: admin.token,
        body: { mentorId: mentor.id, studentIds: students.map((x) => x.id), ...batch },
      });
      expect(assigned.status).toBe(200);
      const hours = await s.api('PUT', '/api/bookings/availability', {
        token: mentor.token,
        body: {
          timezone: 'UTC',
          weeklyHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
            weekday,
            start: '00:00',
            end: '24:00',
          })),
          daysOff: [],
          bufferMinutes: 0,
        },
      });
      expect(hours.status).toBe(200);
      return { mentor, students, batch };
    }

    async function task(mentor: TestUser, batch: { monthYear: string; domain: string }) {
      const res = await s.api('POST', '/api/tasks', {
        token: mentor.token,
        body: {
          title: `Task ${n++}`,
          dueDate: new Date(now().getTime() + 3 * DAY).toISOString(),
          timezone: 'Asia/Kolkata',
          batch,
        },
      });
      expect(res.status).toBe(201);
      return res.body as { _id: string; title: string };
    }

    async function submit(stu: TestUser, taskId: string) {
      const res = await s.api('POST', `/api/tasks/${taskId}/submit`, {
        token: stu.token,
        body: { text: 'Here it is' },
      });
      expect(res.status).toBe(201);
      return res.body as { _id: string; attempt: number };
    }

    const review = (mentor: TestUser, taskId: string, submissionId: string, status: string) =>
      s.api('POST', `/api/tasks/${taskId}/submissions/${submissionId}/feedback`, {
        token: mentor.token,
        body: { status, ...(status === 'approved' ? {} : { comment: 'Add tests' }) },
      });

    async function requestBooking(stu: TestUser, mentor: TestUser, topic = 'Help with hooks') {
      const start = new Date(now().getTime() + (2 + slot++) * DAY);
      start.setUTCMinutes(0, 0, 0);
      const res = await s.api('POST', '/api/bookings/one-to-one', {
        token: stu.token,
        body: {
          mentorId: mentor.id,
          topic,
          startTime: start.toISOString(),
          durationMinutes: 30,
          timezone: 'Asia/Kolkata',
        },
      });
      expect(res.status).toBe(201);
      return res.body as { _id: string };
    }

    async function online(u: TestUser): Promise<Socket> {
      const sock = s.socket(u.token);
      await connected(sock);
      return sock;
    }

    async function say(sock: Socket, toUserId: string, message: string) {
      const ack = await emitAck<{ ok: boolean; message?: string }>(sock, 'private_message', {
        toUserId,
        message,
      });
      expect(ack).toMatchObject({ ok: true });
    }

    // A page, or an error's `message`.
    const inbox = (u: TestUser, query = '') =>
      s.api<InboxPage & { message?: string }>('GET', `/api/inbox${query ? `?${query}` : ''}`, {
        token: u.token,
      });

    async function ids(u: TestUser, query = ''): Promise<string[]> {
      const res = await inbox(u, query);
      expect(res.status).toBe(200);
      return res.body.items.map((i) => i.id);
    }

    /** Every item, walking the pages `pageSize` at a time. */
    async function walk(u: TestUser, pageSize: number, query = ''): Promise<InboxItem[]> {
      const all: InboxItem[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        // A cursor that does not move on would walk for ever.
        expect(++pages).toBeLessThanOrEqual(100);
        const q = [query, `pageSize=${pageSize}`, cursor ? `cursor=${cursor}` : '']
          .filter(Boolean)
          .join('&');
        const res = await inbox(u, q);
        expect(res.status).toBe(200);
        expect(res.body.items.length).toBeLessThanOrEqual(pageSize);
        all.push(...res.body.items);
        cursor = res.body.nextCursor;
      } while (cursor);
      return all;
    }

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

    it('filters by kind and batch, and pages by cursor without overlap or gaps', async () => {
      const { mentor, students, batch } = await cohort(3);
      const second = { monthYear: '2026-12', domain: `inbox-b-${n++}` };
      const later = await s.user('student');
      const moved = await s.api('POST', '/api/batchassignments/assign', {
        token: admin.token,
        body: { mentorId: mentor.id, studentIds: [later.id], ...second },
      });
      expect(moved.status).toBe(200);
      const t1 = await task(mentor, batch);
      const t2 = await task(mentor, batch);
      const t3 = await task(mentor, second);
      for (const stu of students) {
        await submit(stu, t1._id);
        await submit(stu, t2._id);
        await requestBooking(stu, mentor);
        await say(await online(stu), mentor.id, 'Hi');
      }
      await submit(later, t3._id);
      await say(await online(later), mentor.id, 'New here');

      const whole = (await inbox(mentor, 'pageSize=100')).body.items;
      expect(whole).toHaveLength(3 * 4 + 2);
      for (const size of [1, 4, 5]) {
        const walked = await walk(mentor, size);
        expect(walked.map((i) => i.id)).toEqual(whole.map((i) => i.id));
      }
      const order = whole.map((i) => [Date.parse(i.dueAt), i.id] as const);
      const sorted = [...order].sort((x, y) =>
        x[0] !== y[0] ? x[0] - y[0] : Buffer.compare(Buffer.from(x[1]), Buffer.from(y[1])),
      );
      expect(order).toEqual(sorted);

      const reviews = await walk(mentor, 2, 'kind=review');
      expect(reviews).toHaveLength(7);
      expect(reviews.every((i) => i.kind === 'review')).toBe(true);
      expect(await ids(mentor, 'kind=booking_request')).toHaveLength(3);
      expect(await ids(mentor, 'kind=resubmission')).toEqual([]);
      expect(await ids(mentor, 'kind=question')).toEqual([]);

      const ofSecond = await walk(
        mentor,
        1,
        `monthYear=${second.monthYear}&domain=${second.domain}`,
      );
      expect(ofSecond.map((i) => i.who._id)).toEqual([later.id, later.id]);
      expect(ofSecond.map((i) => i.kind).sort()).toEqual(['message', 'review']);
      const messagesOfFirst = await ids(
        mentor,
        `kind=message&monthYear=${batch.monthYear}&domain=${batch.domain}`,
      );
      expect(messagesOfFirst.sort()).toEqual(students.map((x) => `message:${x.id}`).sort());

      // A cursor belongs to its filters.
      const firstPage = await inbox(mentor, 'pageSize=2');
      const stale = await inbox(mentor, `kind=message&cursor=${firstPage.body.nextCursor}`);
      expect(stale.status).toBe(400);
      expect(stale.body.message).toBe(
        'This page link is no longer valid. Go back to the first page.',
      );
    });

    it('is read by its mentor, or by an admin naming the mentor; nobody else', async () => {
      const { mentor, students, batch } = await cohort(1);
      const t = await task(mentor, batch);
      const sub = await submit(students[0]!, t._id);
      const other = await s.user('mentor');
      const instructor = await s.user('instructor');

      expect(await ids(admin, `mentor=${mentor.id}`)).toEqual([`review:${sub._id}`]);
      expect(await ids(mentor, `mentor=${mentor.id}`)).toEqual([`review:${sub._id}`]);
      expect(await ids(admin)).toEqual([]);
      expect((await inbox(other, `mentor=${mentor.id}`)).status).toBe(403);
      expect((await inbox(students[0]!)).status).toBe(403);
      expect((await inbox(instructor)).status).toBe(403);
      expect((await inbox(admin, `mentor=${students[0]!.id}`)).status).toBe(404);
      expect((await s.api('GET', '/api/inbox')).status).toBe(401);
      expect((await inbox(mentor, 'kind=everything')).status).toBe(400);

      const pending = await s.user('mentor', { mentorStatus: 'pending' });
      expect((await inbox(pending)).status).toBe(403);
      const off = await s.api('PATCH', `/api/users/${other.id}/deactivate`, {
        token: admin.token,
      });
      expect(off.status).toBe(200);
      const gone = await inbox(other);
      expect(gone.status).toBe(403);
      expect(gone.body.message).toContain('deactivated');
    });

    it('tells the mentor’s sockets when an item is added, changed and removed', async () => {
      const { mentor, students, batch } = await cohort(1);
      const stu = students[0]!;
      const other = await cohort(1);
      const [ms, ss, os] = [await online(mentor), await online(stu), await online(other.mentor)];
      let toOther = 0;
      for (const e of ['inbox_item_added', 'inbox_item_changed', 'inbox_item_removed'])
        os.on(e, () => toOther++);

      const t = await task(mentor, batch);
      let added = nextEvent(ms, 'inbox_item_added');
      const sub = await submit(stu, t._id);
      expect(await added).toMatchObject({
        item: { id: `review:${sub._id}`, kind: 'review', who: { _id: stu.id } },
      });
      let removed = nextEvent(ms, 'inbox_item_removed');
      await review(mentor, t._id, sub._id, 'modification_requested');
      expect(await removed).toEqual({ id: `review:${sub._id}` });
      added = nextEvent(ms, 'inbox_item_added');
      const resub = await submit(stu, t._id);
      expect(await added).toMatchObject({ item: { id: `resubmission:${resub._id}` } });

      added = nextEvent(ms, 'inbox_item_added');
      const booking = await requestBooking(stu, mentor);
      expect(await added).toMatchObject({ item: { id: `booking_request:${booking._id}` } });
      removed = nextEvent(ms, 'inbox_item_removed');
      await s.api('POST', `/api/bookings/one-to-one/${booking._id}/respond`, {
        token: mentor.token,
        body: { decision: 'decline' },
      });
      expect(await removed).toEqual({ id: `booking_request:${booking._id}` });

      added = nextEvent(ms, 'inbox_item_added');
      await say(ss, mentor.id, 'Are you there?');
      const first = await added;
      expect(first).toMatchObject({ item: { id: `message:${stu.id}`, kind: 'message' } });
      const changed = nextEvent(ms, 'inbox_item_changed');
      await say(ss, mentor.id, 'Still stuck');
      expect(await changed).toMatchObject({
        item: { id: `message:${stu.id}`, what: 'Still stuck', since: first.item.since },
      });
      removed = nextEvent(ms, 'inbox_item_removed');
      await say(ms, stu.id, 'On it');
      expect(await removed).toEqual({ id: `message:${stu.id}` });

      // The other mentor's sockets heard none of it (their own traffic would have arrived first).
      const marker = nextEvent(os, 'inbox_item_added');
      await submit(other.students[0]!, (await task(other.mentor, other.batch))._id);
      await marker;
      expect(toOther).toBe(1);
    });
  });
}
