// The admin console's own operations: the overview's figures, the students table and
// bulk onboarding with its dry run — over real HTTP, authorised by role.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollments, liveClasses, users } from '../../db/schema/index';
import { makeCourse } from '../../testing/courses';
import { startServer, testDatabases, uniqueEmail, type TestServer } from '../../testing/server';
import { monthYearIn } from './summary';
import { nameFromEmail } from './onboarding';

for (const db of testDatabases()) {
  describe(`admin console [${db}]`, () => {
    let s: TestServer;
    let admin: Awaited<ReturnType<TestServer['user']>>;
    beforeAll(async () => {
      s = await startServer(db);
      admin = await s.user('admin');
    });
    afterAll(async () => {
      expect(s.campus.violations).toEqual([]);
      await s.close();
    });

    const domain = () => `d${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const summary = async (tz = 'Asia/Kolkata') =>
      (await s.api('GET', `/api/admin/summary?timezone=${tz}`, { token: admin.token })).body;

    it('refuses every other role and a caller without a token', async () => {
      for (const role of ['student', 'mentor', 'instructor'] as const) {
        const u = await s.user(role);
        for (const [method, path, body] of [
          ['GET', '/api/admin/summary'],
          ['GET', '/api/admin/students'],
          ['POST', '/api/admin/onboarding', { rows: [{ email: 'x@example.com' }], dryRun: true }],
        ] as const) {
          expect((await s.api(method, path, { token: u.token, body })).status).toBe(403);
        }
      }
      expect((await s.api('GET', '/api/admin/summary')).status).toBe(401);
    });

    it('counts the overview: roles, status, sign-ups, pending ₹, classes today, reviews, batches', async () => {
      const before = await summary();
      const mentor = await s.user('mentor');
      const owing = await s.user('student', { pendingAmount: 1500.5 });
      const gone = await s.user('instructor');
      await s.api('PATCH', `/api/users/${gone.id}/deactivate`, { token: admin.token });
      // A batch starting this month (in the admin's zone), with the owing student in it.
      const batch = { monthYear: monthYearIn(new Date(), 'Asia/Kolkata'), domain: domain() };
      const assigned = await s.api('POST', '/api/batchassignments/assign', {
        token: admin.token,
        body: { mentorId: mentor.id, studentIds: [owing.id], ...batch },
      });
      expect(assigned.status).toBe(200);
      // A class starting now and a submission waiting for review.
      await s.campus.ctx.db.insert(liveClasses).values({
        title: 'Today',
        ...batch,
        startTime: new Date(),
        durationMinutes: 60,
        timezone: 'Asia/Kolkata',
        meetingLink: 'https://meet.example.com/x',
        hostId: mentor.id,
      });
      const task = await s.api('POST', '/api/tasks', {
        token: mentor.token,
        body: {
          title: 'Write a README',
          dueDate: new Date(Date.now() + 86_400_000).toISOString(),
          timezone: 'Asia/Kolkata',
          studentIds: [owing.id],
        },
      });
      expect(task.status).toBe(201);
      const submitted = await s.api('POST', `/api/tasks/${task.body._id}/submit`, {
        token: owing.token,
        body: { text: 'Done' },
      });
      expect(submitted.status).toBe(201);

      const after = await summary();
      expect(after.usersByRole.mentor - before.usersByRole.mentor).toBe(1);
      expect(after.usersByRole.student - before.usersByRole.student).toBe(1);
      expect(after.usersByRole.instructor - before.usersByRole.instructor).toBe(1);
      expect(after.deactivatedUsers - before.deactivatedUsers).toBe(1);
      expect(after.activeUsers - before.activeUsers).toBe(2);
      expect(after.newUsersThisWeek - before.newUsersThisWeek).toBe(3);
      expect(after.studentsWithPendingPayments - before.studentsWithPendingPayments).toBe(1);
      expect(after.pendingAmountTotal - before.pendingAmountTotal).toBeCloseTo(1500.5, 2);
      expect(after.liveClassesToday - before.liveClassesToday).toBe(1);
      expect(after.submissionsAwaitingReview - before.submissionsAwaitingReview).toBe(1);
      expect(after.batchesStartingThisMonth - before.batchesStartingThisMonth).toBe(1);
      expect(after.monthYear).toBe(batch.monthYear);

      const bad = await s.api('GET', '/api/admin/summary?timezone=Mars/Olympus', {
        token: admin.token,
      });
      expect(bad.status).toBe(400);
    });

    it('keeps its user and submission totals equal to a recount after every kind of write', async () => {
      const db = s.campus.ctx.db;
      // A recount of what the totals keep (migration admin-totals_sql), to compare against.
      const rows = async (query: SQL) =>
        ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
      const recount = async () => ({
        users: await rows(sql`select role, is_active as active, count(*)::int as users,
            (count(*) filter (where role = 'student' and pending_amount > 0))::int as owing,
            coalesce(sum(pending_amount) filter (where role = 'student' and pending_amount > 0), 0)::numeric(14, 2)::text as owed
            from users group by 1, 2 order by 1, 2`),
        kept: await rows(sql`select role, active, users, owing, owed::text as owed
            from user_totals where users <> 0 or owing <> 0 order by 1, 2`),
        submissions: await rows(
          sql`select status, count(*)::int as n from task_submissions group by 1 order by 1`,
        ),
        keptSubmissions: await rows(
          sql`select status, submissions as n from submission_totals where submissions <> 0 order by 1`,
        ),
      });
      const mentor = await s.user('mentor');
      const owing = await s.user('student', { pendingAmount: 999.25 });
      const other = await s.user('student');
      const batch = { monthYear: monthYearIn(new Date(), 'Asia/Kolkata'), domain: domain() };
      await s.api('POST', '/api/batchassignments/assign', {
        token: admin.token,
        body: { mentorId: mentor.id, studentIds: [owing.id, other.id], ...batch },
      });
      const task = await s.api('POST', '/api/tasks', {
        token: mentor.token,
        body: {
          title: 'Totals',
          dueDate: new Date(Date.now() + 86_400_000).toISOString(),
          timezone: 'Asia/Kolkata',
          studentIds: [owing.id, other.id],
        },
      });
      const submitted = [];
      for (const st of [owing, other])
        submitted.push(
          await s.api('POST', `/api/tasks/${task.body._id}/submit`, {
            token: st.token,
            body: { text: 'Done' },
          }),
        );
      // A review (pending → approved), a payment's change of amount, a deactivation, a role
      // change, and a deleted student whose submission goes with them.
      await s.api(
        'POST',
        `/api/tasks/${task.body._id}/submissions/${submitted[0]!.body._id}/feedback`,
        {
          token: mentor.token,
          body: { status: 'approved' },
        },
      );
      await db.update(users).set({ pendingAmount: 250 }).where(eq(users.id, owing.id));
      await s.api('PATCH', `/api/users/${mentor.id}/deactivate`, { token: admin.token });
      await db.update(users).set({ role: 'instructor' }).where(eq(users.id, other.id));
      await db.delete(users).where(eq(users.id, other.id));
      const now = await recount();
      expect(now.kept).toEqual(now.users);
      expect(now.keptSubmissions).toEqual(now.submissions);
    });

    it('lists students with batch, mentor, enrollments and pending amount; filters and pages', async () => {
      const tag = `stu${Date.now().toString(36)}`;
      const mentor = await s.user('mentor', { name: `Mentor ${tag}` });
      const a = await s.user('student', { name: `Alpha ${tag}`, pendingAmount: 2500 });
      const b = await s.user('student', { name: `Bravo ${tag}` });
      await s.user('mentor', { name: `Charlie ${tag}` }); // not a student: never listed
      const batch = { monthYear: '2026-12', domain: domain() };
      await s.api('POST', '/api/batchassignments/assign', {
        token: admin.token,
        body: { mentorId: mentor.id, studentIds: [a.id], ...batch },
      });
      // Two free courses: one at 40 %, one completed at 100 %; the average is their mean.
      const instructor = await s.user('instructor');
      for (const [progress, status] of [
        [40, 'active'],
        [100, 'completed'],
      ] as const) {
        const course = await makeCourse(s, instructor.token, {
          price: 0,
          title: `Course ${tag} ${progress}`,
        });
        const enrolled = await s.api('POST', `/api/courses/${course._id}/enroll`, {
          token: a.token,
        });
        expect(enrolled.status).toBe(201);
        await s.campus.ctx.db
          .update(enrollments)
          .set({ progress, status })
          .where(and(eq(enrollments.studentId, a.id), eq(enrollments.courseId, course._id)));
      }
      const list = async (q: string) =>
        (await s.api('GET', `/api/admin/students?search=${tag}&${q}`, { token: admin.token })).body;

      const all = await list('sort=name&order=asc');
      expect(all.items).toHaveLength(2);
      expect(all.nextCursor).toBeNull();
      expect(all.items.map((r: { student: { name: string } }) => r.student.name)).toEqual([
        `Alpha ${tag}`,
        `Bravo ${tag}`,
      ]);
      const [alpha, bravo] = all.items;
      expect(alpha).toMatchObject({
        student: { batch, pendingAmount: 2500 },
        mentor: { _id: mentor.id, name: `Mentor ${tag}` },
        enrollments: 2,
        completedCourses: 1,
        progress: 70,
      });
      expect(bravo.enrollments).toBe(0);
      expect(bravo.progress).toBeUndefined();
      expect(bravo.mentor).toBeUndefined();

      const owing = await list('pending=true');
      expect(owing.items.map((r: { student: { _id: string } }) => r.student._id)).toEqual([a.id]);
      const page1 = await list('sort=name&order=asc&pageSize=1');
      expect(page1.items[0].student._id).toBe(a.id);
      const page2 = await list(`sort=name&order=asc&pageSize=1&cursor=${page1.nextCursor}`);
      expect(page2.items[0].student._id).toBe(b.id);
      expect(page2.nextCursor).toBeNull();
    });

    it('onboards: a dry run classifies each row and writes nothing', async () => {
      const fresh = uniqueEmail('new');
      const existing = await s.user('student');
      const mentor = await s.user('mentor');
      const res = await s.api('POST', '/api/admin/onboarding', {
        token: admin.token,
        body: {
          dryRun: true,
          rows: [
            { email: `  ${fresh.toUpperCase()} ` },
            { email: existing.email, name: 'Ignored' },
            { email: 'not-an-email' },
            { email: fresh },
            { email: mentor.email },
          ],
        },
      });
      expect(res.status).toBe(200);
      expect(res.body.counts).toEqual({ new: 1, existing: 1, error: 3 });
      expect(res.body.rows.map((r: { outcome: string }) => r.outcome)).toEqual([
        'new',
        'existing',
        'error',
        'error',
        'error',
      ]);
      expect(res.body.rows[0].email).toBe(fresh);
      expect(res.body.rows[1]).toMatchObject({ userId: existing.id, name: existing.row.name });
      expect(res.body.rows[3].message).toBe('The same email as row 1.');
      expect(res.body.rows[4].message).toBe('Already registered as a mentor.');
      const [row] = await s.campus.ctx.db.select().from(users).where(eq(users.email, fresh));
      expect(row).toBeUndefined();
    });

    it('applies in one transaction: accounts, setup mails and the batch; refuses with any error row', async () => {
      const mentor = await s.user('mentor');
      const existing = await s.user('student');
      const batch = { monthYear: '2027-01', domain: domain() };
      const fresh = [uniqueEmail('asha.rao'), uniqueEmail('ravi')];
      const mailsBefore = s.mailer.sent.length;

      const refused = await s.api('POST', '/api/admin/onboarding', {
        token: admin.token,
        body: {
          dryRun: false,
          rows: [{ email: fresh[0] }, { email: 'broken' }],
          assignment: { mentorId: mentor.id, ...batch },
        },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([
        { path: 'rows.1.email', msg: 'Row 2: Not a valid email address.' },
      ]);
      const [none] = await s.campus.ctx.db.select().from(users).where(eq(users.email, fresh[0]!));
      expect(none).toBeUndefined();
      expect(s.mailer.sent.length).toBe(mailsBefore);

      // A bad mentor fails the assignment: the new accounts made before it in the same
      // transaction are rolled back too.
      const badMentor = await s.api('POST', '/api/admin/onboarding', {
        token: admin.token,
        body: {
          dryRun: false,
          rows: [{ email: fresh[0] }],
          assignment: { mentorId: existing.id, ...batch },
        },
      });
      expect(badMentor.status).toBe(400);
      const [still] = await s.campus.ctx.db.select().from(users).where(eq(users.email, fresh[0]!));
      expect(still).toBeUndefined();

      const res = await s.api('POST', '/api/admin/onboarding', {
        token: admin.token,
        body: {
          dryRun: false,
          rows: [
            { email: fresh[0] },
            { email: fresh[1], name: 'Ravi Kumar' },
            { email: existing.email },
          ],
          assignment: { mentorId: mentor.id, ...batch },
        },
      });
      expect(res.status).toBe(200);
      expect(res.body.counts).toEqual({ new: 2, existing: 1, error: 0 });
      expect(res.body.assignment).toMatchObject({ created: 3, moved: 0, unchanged: 0 });
      expect(res.body.rows[1].name).toBe('Ravi Kumar');
      const created = await s.campus.ctx.db.select().from(users).where(eq(users.email, fresh[0]!));
      expect(created[0]).toMatchObject({
        role: 'student',
        passwordHash: null,
        batchMonthYear: batch.monthYear,
        batchDomain: batch.domain,
      });
      expect(res.body.rows[0].userId).toBe(created[0]!.id);
      const mails = s.mailer.sent.slice(mailsBefore).map((m) => m.to);
      expect(mails.sort()).toEqual([...fresh].sort());
      const roster = await s.api(
        'GET',
        `/api/batchassignments?monthYear=${batch.monthYear}&domain=${batch.domain}`,
        { token: admin.token },
      );
      expect(roster.body.items).toHaveLength(3);
    });

    it('keeps a mentor profile’s availability, shows it publicly; null removes a photo', async () => {
      const email = uniqueEmail('avail');
      // The public directory shows only profiles of real, working mentor accounts.
      const account = await s.user('mentor');
      const created = await s.api('POST', '/api/mentors', {
        token: admin.token,
        body: {
          name: 'Avail Mentor',
          email,
          headline: 'Cloud',
          expertise: ['GCP'],
          availability: 'Weekdays 7–9 pm IST',
          listed: true,
          userId: account.id,
        },
      });
      expect(created.status).toBe(201);
      const pub = await s.api('GET', `/api/mentors/${created.body._id}`);
      expect(pub.body.availability).toBe('Weekdays 7–9 pm IST');
      const photo = await s.api('PUT', `/api/mentors/${created.body._id}`, {
        token: admin.token,
        body: { profileImageUrl: 'https://img.example.com/a.jpg' },
      });
      expect(photo.body.profileImageUrl).toBe('https://img.example.com/a.jpg');
      const cleared = await s.api('PUT', `/api/mentors/${created.body._id}`, {
        token: admin.token,
        body: { availability: '  ', profileImageUrl: null },
      });
      expect(cleared.status).toBe(200);
      expect(cleared.body.availability).toBeUndefined();
      expect(cleared.body.profileImageUrl).toBeUndefined();
    });

    it('names a pasted address readably', () => {
      expect(nameFromEmail('asha.rao_91@example.com')).toBe('Asha Rao');
      expect(nameFromEmail('RAVI@example.com')).toBe('Ravi');
      expect(nameFromEmail('1234@example.com')).toBe('1234');
    });
  });
}
