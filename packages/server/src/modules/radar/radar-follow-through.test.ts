// What mentors do about the radar's flags, over real HTTP on a clock the test moves: a new flag waits
// in the inbox of every mentor of its batch until a mentor first writes to the student; that first
// contact is recorded once, and the admin reads each mentor's median time to it; "message the
// students who…" sends each chosen or matched student their own private message with the template
// filled in, only to the mentor's own students, a few times an hour.
import type { InboxPage, RadarFirstContactPage, RadarFlag } from '@campus/sdk/model';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { privateMessages, radarFlags, type StoredRadarReason } from '../../db/schema/index';
import { testDatabases, useServer, type TestUser } from '../../testing/server';
import { fillTemplate, SENDS_PER_HOUR } from './follow-through';

const MIN = 60_000;
let n = 0;

const overdue = (taskId: string): StoredRadarReason => ({
  rule: 'tasks_overdue',
  text: '1 task overdue, 2 days past its due date.',
  link: { kind: 'task', id: taskId },
});
const missed = (classId: string): StoredRadarReason => ({
  rule: 'classes_missed',
  text: 'Missed the last 2 live classes.',
  link: { kind: 'live_class', id: classId },
});

describe('fillTemplate', () => {
  it('puts each placeholder’s value in, and leaves other braces as written', () => {
    expect(
      fillTemplate('Hi {firstName} ({name}): {reasons}. {x}', {
        firstName: 'Asha',
        name: 'Asha Rao',
        reasons: 'Missed 2 classes',
      }),
    ).toBe('Hi Asha (Asha Rao): Missed 2 classes. {x}');
  });
});

for (const kind of testDatabases()) {
  describe(`radar: follow-through [${kind}]`, () => {
    let clock = Date.parse('2030-05-04T08:00:00Z');
    // The flags are written by hand at the test's clock; the radar's job, which would judge them
    // anew from the students' (empty) work, runs only when a test runs it.
    const s = useServer(kind, { now: () => new Date(clock) }, async (server) => {
      await server.campus.ctx.queue.stop();
    });

    async function cohort(size: number) {
      const admin = await s.user('admin');
      const mentor = await s.user('mentor');
      const students: TestUser[] = [];
      for (let i = 0; i < size; i++) students.push(await s.user('student'));
      const batch = { monthYear: '2030-05', domain: `radar-follow-${n++}` };
      const res = await s.api('POST', '/api/batchassignments/assign', {
        token: admin.token,
        body: { mentorId: mentor.id, studentIds: students.map((x) => x.id), ...batch },
      });
      expect(res.status).toBe(200);
      return { admin, mentor, students, batch };
    }

    async function flag(
      student: TestUser,
      batch: { monthYear: string; domain: string },
      reasons: StoredRadarReason[],
    ) {
      const at = new Date(clock);
      const [row] = await s.campus.ctx.db
        .insert(radarFlags)
        .values({
          studentId: student.id,
          batchMonthYear: batch.monthYear,
          batchDomain: batch.domain,
          reasons,
          raisedAt: at,
          updatedAt: at,
        })
        .returning({ id: radarFlags.id });
      return row!.id;
    }

    const inboxIds = async (u: TestUser) => {
      const res = await s.api<InboxPage>('GET', '/api/inbox?pageSize=100', { token: u.token });
      expect(res.status).toBe(200);
      return res.body.items;
    };

    /** What `from` wrote to `to`, oldest first. */
    const conversation = async (to: TestUser, from: TestUser) =>
      (
        await s.campus.ctx.db
          .select({ body: privateMessages.body })
          .from(privateMessages)
          .where(and(eq(privateMessages.senderId, from.id), eq(privateMessages.recipientId, to.id)))
          .orderBy(privateMessages.createdAt)
      ).map((m) => m.body);

    const send = (mentor: TestUser, body: object) =>
      s.api('POST', '/api/radar/messages', { token: mentor.token, body });

    it('a new flag waits in its batch’s inboxes until the first contact, whose time the admin reads', async () => {
      const { admin, mentor, students, batch } = await cohort(2);
      const [asha, ben] = students as [TestUser, TestUser];
      const other = await cohort(1);
      const ashaFlag = await flag(asha, batch, [overdue(asha.id)]);
      const benFlag = await flag(ben, batch, [missed(ben.id)]);

      const item = (await inboxIds(mentor)).find((i) => i.id === `risk_flag:${ashaFlag}`);
      expect(item).toMatchObject({
        kind: 'risk_flag',
        who: { _id: asha.id },
        what: '1 task overdue, 2 days past its due date.',
        action: { path: '/radar' },
        state: 'on_time',
      });
      expect((await inboxIds(mentor)).map((i) => i.id)).toContain(`risk_flag:${benFlag}`);
      // Another batch's mentor has nothing of it.
      expect((await inboxIds(other.mentor)).map((i) => i.id)).toEqual([]);

      // 90 minutes later the mentor writes to Asha from the radar; 30 minutes after that, to Ben.
      clock += 90 * MIN;
      expect(
        (await send(mentor, { studentIds: [asha.id], template: 'Hi {firstName}' })).status,
      ).toBe(200);
      clock += 30 * MIN;
      expect(
        (await send(mentor, { studentIds: [ben.id], template: 'Hi {firstName}' })).status,
      ).toBe(200);
      // Ben's flag was raised 120 minutes before; a later message changes nothing.
      clock += 60 * MIN;
      expect((await send(mentor, { studentIds: [ben.id], template: 'Again' })).status).toBe(200);

      expect((await inboxIds(mentor)).filter((i) => i.kind === 'risk_flag')).toEqual([]);
      const open = await s.api<{ items: RadarFlag[] }>('GET', '/api/radar', {
        token: mentor.token,
      });
      const contactOf = (id: string) => open.body.items.find((f) => f._id === id)?.firstContactAt;
      expect(contactOf(ashaFlag)).toBe('2030-05-04T09:30:00.000Z');
      expect(contactOf(benFlag)).toBe('2030-05-04T10:00:00.000Z');

      const view = await s.api<RadarFirstContactPage>(
        'GET',
        '/api/admin/radar/first-contact?pageSize=100',
        { token: admin.token },
      );
      expect(view.status).toBe(200);
      expect(view.body.items.find((r) => r.mentor._id === mentor.id)).toEqual(
        expect.objectContaining({ contacted: 2, medianFirstContactMinutes: 105, waiting: 0 }),
      );
      expect(view.body.items.find((r) => r.mentor._id === other.mentor.id)).toEqual(
        expect.objectContaining({ contacted: 0, medianFirstContactMinutes: null, waiting: 0 }),
      );
      expect(
        (await s.api('GET', '/api/admin/radar/first-contact', { token: mentor.token })).status,
      ).toBe(403);
    });

    it('sends each chosen student their own message, the template filled in with theirs', async () => {
      const { mentor, students, batch } = await cohort(2);
      const [asha, ben] = students as [TestUser, TestUser];
      await flag(asha, batch, [overdue(asha.id), missed(asha.id)]);
      const res = await send(mentor, {
        studentIds: [asha.id, ben.id],
        template: 'Hi {firstName}, I noticed: {reasons}. Shall we talk, {name}?',
      });
      expect(res.status).toBe(200);
      expect(res.body.sent.map((x: { student: { _id: string } }) => x.student._id)).toEqual([
        asha.id,
        ben.id,
      ]);
      expect(await conversation(asha, mentor)).toEqual([
        `Hi student, I noticed: 1 task overdue, 2 days past its due date; Missed the last 2 live classes. Shall we talk, ${asha.row.name}?`,
      ]);
      // Ben has no open flag: his reasons are empty, and he sees only his own message.
      expect(await conversation(ben, mentor)).toEqual([
        `Hi student, I noticed: . Shall we talk, ${ben.row.name}?`,
      ]);
      expect(await conversation(ben, asha)).toEqual([]);
    });

    it('sends to the students a filter matches: every one flagged for overdue tasks', async () => {
      const { mentor, students, batch } = await cohort(3);
      const [asha, ben, chitra] = students as [TestUser, TestUser, TestUser];
      await flag(asha, batch, [overdue(asha.id)]);
      await flag(ben, batch, [missed(ben.id)]);
      await flag(chitra, batch, [missed(chitra.id), overdue(chitra.id)]);
      const res = await send(mentor, {
        rule: 'tasks_overdue',
        template: 'Your tasks, {firstName}',
      });
      expect(res.status).toBe(200);
      expect(res.body.sent.map((x: { student: { _id: string } }) => x.student._id).sort()).toEqual(
        [asha.id, chitra.id].sort(),
      );
      expect(await conversation(ben, mentor)).toEqual([]);

      const none = await send(mentor, { rule: 'no_visit', template: 'Hello' });
      expect(none.status).toBe(400);
      expect(none.body.message).toMatch(/No student of yours is flagged/);
    });

    it('refuses another batch’s student, sending nobody anything, and names an unknown placeholder', async () => {
      const { mentor, students } = await cohort(1);
      const own = students[0]!;
      const stranger = (await cohort(1)).students[0]!;
      const res = await send(mentor, { studentIds: [own.id, stranger.id], template: 'Hi' });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(
        'One of the students is not in a batch you work in, so nobody was messaged.',
      );
      expect(await conversation(own, mentor)).toEqual([]);
      expect(await conversation(stranger, mentor)).toEqual([]);

      const bad = await send(mentor, { studentIds: [own.id], template: 'Hi {first_name}' });
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toContain(
        '{first_name} is not a placeholder: use {firstName}, {name} or {reasons}.',
      );
      const both = await send(mentor, {
        studentIds: [own.id],
        rule: 'no_visit',
        template: 'Hi',
      });
      expect(both.status).toBe(400);
      for (const role of ['admin', 'student'] as const) {
        const who = await s.user(role);
        expect((await send(who, { studentIds: [own.id], template: 'Hi' })).status).toBe(403);
      }
    });

    it(`lets a mentor send ${SENDS_PER_HOUR} times an hour, then asks them to wait`, async () => {
      const { mentor, students } = await cohort(1);
      const body = { studentIds: [students[0]!.id], template: 'Hi {firstName}' };
      for (let i = 0; i < SENDS_PER_HOUR; i++) expect((await send(mentor, body)).status).toBe(200);
      const refused = await send(mentor, body);
      expect(refused.status).toBe(429);
      expect(refused.body.retryAfter).toBeGreaterThan(0);
      expect(await conversation(students[0]!, mentor)).toHaveLength(SENDS_PER_HOUR);
      // A twelfth of an hour refills one send.
      clock += 12 * MIN;
      expect((await send(mentor, body)).status).toBe(200);
    });
  });
}
