// The batch list reads each batch's figures kept in batch_totals, and the assignment lists order by
// the student's name kept on each assignment: every write to users,
// batch_assignments, batch_videos and live_classes recounts the batches it touched. After each kind
// of write — through the API where one exists, in SQL for the rest (a role change, a bulk insert, a
// deleted student, a class's status) — the kept rows equal a count from scratch, and the list shows
// them.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { batchTotalsDrift } from '../../testing/batch-totals';
import { testDatabases, useServer } from '../../testing/server';

let n = 0;
const freshBatch = () => ({ monthYear: '2031-07', domain: `kept${Date.now().toString(36)}${n++}` });

for (const db of testDatabases()) {
  describe(`kept batch totals [${db}]`, () => {
    const s = useServer(db);
    const exec = (q: ReturnType<typeof sql>) => s.campus.ctx.db.execute(q);
    const expectKeptRight = async () => expect(await batchTotalsDrift(s.campus.ctx.db)).toEqual([]);

    it('stays a count from scratch through every write, and the list shows it', async () => {
      const admin = await s.user('admin');
      const [m1, m2] = [await s.user('mentor'), await s.user('mentor')];
      const [a, b, c] = [await s.user('student'), await s.user('student'), await s.user('student')];
      const [x, y] = [freshBatch(), freshBatch()];
      const shown = async (bt: { monthYear: string; domain: string }) => {
        const res = await s.api(
          'GET',
          `/api/batches?monthYear=${bt.monthYear}&domain=${bt.domain}`,
          {
            token: admin.token,
          },
        );
        expect(res.status).toBe(200);
        return res.body.items[0] as
          | {
              studentCount: number;
              videoCount: number;
              upcomingClassCount: number;
              mentors: { _id: string }[];
            }
          | undefined;
      };
      const assign = async (mentor: { id: string }, ids: string[], bt: typeof x) => {
        const res = await s.api('POST', '/api/batchassignments/assign', {
          token: admin.token,
          body: { mentorId: mentor.id, studentIds: ids, ...bt },
        });
        expect(res.status).toBe(200);
      };

      // Assignments (and the students' batch) added, to two mentors.
      await assign(m1, [a.id, b.id], x);
      await assign(m2, [c.id], x);
      await expectKeptRight();
      expect(await shown(x)).toMatchObject({
        studentCount: 3,
        videoCount: 0,
        upcomingClassCount: 0,
      });
      expect((await shown(x))!.mentors.map((m) => m._id).sort()).toEqual([m1.id, m2.id].sort());

      // One moved to another batch and mentor: both batches recounted.
      await assign(m2, [a.id], y);
      await expectKeptRight();
      expect(await shown(x)).toMatchObject({ studentCount: 2 });
      expect(await shown(y)).toMatchObject({ studentCount: 1, mentors: [{ _id: m2.id }] });

      // An assignment rewritten in place (its time): the batch's last activity moves.
      await exec(
        sql`UPDATE batch_assignments SET assigned_at = assigned_at + interval '1 minute' WHERE student_id = ${a.id}`,
      );
      await expectKeptRight();

      // An assignment removed: the student leaves the batch too.
      const removed = await s.api('DELETE', `/api/batchassignments/${m2.id}/${c.id}`, {
        token: admin.token,
      });
      expect(removed.status).toBe(204);
      await expectKeptRight();
      expect(await shown(x)).toMatchObject({ studentCount: 1, mentors: [{ _id: m1.id }] });

      // Videos added, changed and deleted.
      const video = await s.api('POST', '/api/batch-videos', {
        token: m1.token,
        body: { ...x, title: 'Week 1', videoUrl: 'https://videos.example.com/kept-1' },
      });
      expect(video.status).toBe(201);
      await expectKeptRight();
      const edited = await s.api('PUT', `/api/batch-videos/${video.body._id}`, {
        token: m1.token,
        body: { title: 'Week 1: HTTP' },
      });
      expect(edited.status).toBe(200);
      await expectKeptRight();
      expect(await shown(x)).toMatchObject({ videoCount: 1 });
      expect(
        (await s.api('DELETE', `/api/batch-videos/${video.body._id}`, { token: m1.token })).status,
      ).toBe(204);
      await expectKeptRight();
      expect(await shown(x)).toMatchObject({ videoCount: 0 });

      // Classes: one scheduled, then ended (no longer upcoming), then deleted.
      const cls = (await exec(sql`
        INSERT INTO live_classes (title, month_year, domain, start_time, duration_minutes, timezone,
          meeting_link, host_id)
        VALUES ('Kept', ${x.monthYear}, ${x.domain}, now() + interval '1 day', 60, 'Asia/Kolkata',
          'https://meet.example.com/kept', ${m1.id})
        RETURNING id`)) as unknown as { rows: { id: string }[] };
      const classId = cls.rows[0]!.id;
      await expectKeptRight();
      expect(await shown(x)).toMatchObject({ upcomingClassCount: 1 });
      await exec(
        sql`UPDATE live_classes SET status = 'ended', updated_at = now() WHERE id = ${classId}`,
      );
      await expectKeptRight();
      expect(await shown(x)).toMatchObject({ upcomingClassCount: 0 });

      // A student who becomes a mentor no longer counts; a profile edit changes no count.
      await exec(sql`UPDATE users SET role = 'mentor' WHERE id = ${b.id}`);
      await exec(sql`UPDATE users SET name = 'Renamed' WHERE id = ${a.id}`);
      await expectKeptRight();

      // A student deleted: the assignment goes with them (a cascade), and the batch keeps its class.
      await exec(sql`DELETE FROM users WHERE id IN (${a.id}, ${b.id})`);
      await expectKeptRight();
      expect(await shown(y)).toBeUndefined();
      // Only a class names x now: it is kept but not listed; without the class it is gone.
      expect(await shown(x)).toBeUndefined();
      await exec(sql`DELETE FROM live_classes WHERE id = ${classId}`);
      await expectKeptRight();
      const left = (await exec(
        sql`SELECT count(*)::int AS n FROM batch_totals WHERE domain IN (${x.domain}, ${y.domain})`,
      )) as unknown as { rows: { n: number }[] };
      expect(left.rows[0]!.n).toBe(0);
    });

    it('keeps each assignment’s student name equal to the student’s: the lists’ order follows a rename', async () => {
      const admin = await s.user('admin');
      const mentor = await s.user('mentor');
      const [cy, ann, bo] = [
        await s.user('student', { name: 'Cy Kept' }),
        await s.user('student', { name: 'Ann Kept' }),
        await s.user('student', { name: 'Bo Kept' }),
      ];
      const bt = freshBatch();
      const assigned = await s.api('POST', '/api/batchassignments/assign', {
        token: admin.token,
        body: { mentorId: mentor.id, studentIds: [cy.id, ann.id, bo.id], ...bt },
      });
      expect(assigned.status).toBe(200);
      const names = async (path: string, token: string) => {
        const res = await s.api('GET', path, { token });
        expect(res.status).toBe(200);
        return (res.body.items as { student: { name: string } }[]).map((i) => i.student.name);
      };
      const adminList = `/api/batchassignments?domain=${bt.domain}`;
      const roster = `/api/batchassignments/mentor/${mentor.id}?domain=${bt.domain}`;
      expect(await names(adminList, admin.token)).toEqual(['Ann Kept', 'Bo Kept', 'Cy Kept']);
      // Renamed (as the profile form does: one row of users).
      await exec(sql`UPDATE users SET name = 'Aaron Kept' WHERE id = ${cy.id}`);
      expect(await names(adminList, admin.token)).toEqual(['Aaron Kept', 'Ann Kept', 'Bo Kept']);
      expect(await names(roster, mentor.token)).toEqual(['Aaron Kept', 'Ann Kept', 'Bo Kept']);
      // A bulk rename in SQL, and a write to the kept name itself, both end equal to users.name.
      await exec(sql`UPDATE users SET name = 'Zed ' || name WHERE id IN (${ann.id}, ${bo.id})`);
      await exec(
        sql`UPDATE batch_assignments SET student_name = 'Wrong' WHERE student_id = ${cy.id}`,
      );
      expect(await names(adminList, admin.token)).toEqual([
        'Aaron Kept',
        'Zed Ann Kept',
        'Zed Bo Kept',
      ]);
      const drift = (await exec(sql`SELECT count(*)::int AS n FROM batch_assignments b
        JOIN users u ON u.id = b.student_id WHERE b.student_name IS DISTINCT FROM u.name`)) as unknown as {
        rows: { n: number }[];
      };
      expect(drift.rows[0]!.n).toBe(0);
    });

    it('counts a bulk insert once per statement, and concurrent assignments to one batch all', async () => {
      const admin = await s.user('admin');
      const mentor = await s.user('mentor');
      const bt = freshBatch();
      await exec(sql`
        INSERT INTO users (name, email, role, batch_month_year, batch_domain)
        SELECT 'Bulk ' || i, ${bt.domain} || '-' || i || '@bulk.test', 'student', ${bt.monthYear},
          ${bt.domain}
        FROM generate_series(1, 50) AS i`);
      await expectKeptRight();
      const students = await Promise.all(Array.from({ length: 5 }, () => s.user('student')));
      const other = freshBatch();
      const results = await Promise.all(
        students.map((st) =>
          s.api('POST', '/api/batchassignments/assign', {
            token: admin.token,
            body: { mentorId: mentor.id, studentIds: [st.id], ...other },
          }),
        ),
      );
      expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
      await expectKeptRight();
      const list = await s.api('GET', `/api/batches?domain=${other.domain}`, {
        token: admin.token,
      });
      expect(list.body.items).toMatchObject([{ ...other, studentCount: 5 }]);
      const bulk = await s.api('GET', `/api/batches?domain=${bt.domain}`, { token: admin.token });
      expect(bulk.body.items).toMatchObject([{ ...bt, studentCount: 50, mentors: [] }]);
    });
  });
}
