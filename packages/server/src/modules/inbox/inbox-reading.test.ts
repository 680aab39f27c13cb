// Reading the mentor's inbox: filtered by kind and batch, paged by cursor without overlap or gaps,
// read only by its mentor or an admin, and told live to the mentor's sockets.
import { describe, expect, it } from 'vitest';
import { nextEvent, testDatabases } from '../../testing/server';
import { useInboxServer } from './inbox-testbed';

for (const db of testDatabases()) {
  describe(`inbox: reading [${db}]`, () => {
    const {
      s,
      admin,
      fresh,
      cohort,
      task,
      submit,
      review,
      requestBooking,
      online,
      say,
      inbox,
      ids,
      walk,
    } = useInboxServer(db);

    it('filters by kind and batch, and pages by cursor without overlap or gaps', async () => {
      const { mentor, students, batch } = await cohort(3);
      const second = { monthYear: '2026-12', domain: `inbox-b-${fresh()}` };
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
      const order = whole.map((i) => [Date.parse(i.dueAt), Date.parse(i.since), i.id] as const);
      const sorted = [...order].sort((x, y) =>
        x[0] !== y[0]
          ? x[0] - y[0]
          : x[1] !== y[1]
            ? x[1] - y[1]
            : Buffer.compare(Buffer.from(x[2]), Buffer.from(y[2])),
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
