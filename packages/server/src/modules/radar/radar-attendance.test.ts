// A batch's attendance report over real HTTP: three classes held, each student joining some; the
// grid and its CSV agree, the CSV's counts are plain numbers whose rows and columns add up to its
// totals, and only the batch's mentors and admins read it.
import type { BatchAttendance } from '@campus/sdk/model';
import { describe, expect, it } from 'vitest';
import { testDatabases, useServer, type TestUser } from '../../testing/server';

const MIN = 60_000;

/** The CSV's cells, row by row (no field here holds a comma or a quote). */
const cellsOf = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(','));

for (const kind of testDatabases()) {
  describe(`radar: attendance report [${kind}]`, () => {
    let clock = Date.parse('2030-07-06T06:00:00Z');
    const s = useServer(kind, { now: () => new Date(clock) });
    const batch = { monthYear: '2030-07', domain: 'attendance-report' };

    async function holdClass(mentor: TestUser, title: string, attendees: TestUser[]) {
      const created = await s.api('POST', '/api/liveclasses', {
        token: mentor.token,
        body: {
          title,
          batch,
          startTime: new Date(clock + 30 * MIN).toISOString(),
          durationMinutes: 60,
          timezone: 'Asia/Kolkata',
          meetingLink: 'https://meet.example.com/abc-defg-hij',
        },
      });
      expect(created.status).toBe(201);
      clock += 30 * MIN;
      const id = created.body._id as string;
      expect(
        (await s.api('POST', `/api/liveclasses/${id}/start`, { token: mentor.token })).status,
      ).toBe(200);
      for (const a of attendees)
        expect(
          (await s.api('POST', `/api/liveclasses/${id}/join`, { token: a.token })).status,
        ).toBe(200);
      clock += 60 * MIN;
      expect(
        (await s.api('POST', `/api/liveclasses/${id}/end`, { token: mentor.token })).status,
      ).toBe(200);
    }

    it('counts each student’s classes; the CSV’s numbers are numbers and add up', async () => {
      const admin = await s.user('admin');
      const mentor = await s.user('mentor');
      const students = [await s.user('student'), await s.user('student'), await s.user('student')];
      const [a, b, c] = students as [TestUser, TestUser, TestUser];
      const assigned = await s.api('POST', '/api/batchassignments/assign', {
        token: admin.token,
        body: { mentorId: mentor.id, studentIds: students.map((x) => x.id), ...batch },
      });
      expect(assigned.status).toBe(200);
      await holdClass(mentor, 'Joins', [a, b]);
      await holdClass(mentor, 'Indexes', [a]);
      await holdClass(mentor, 'Window functions', [a, b, c]);

      const path = `/api/radar/batches/${batch.monthYear}/${batch.domain}/attendance`;
      const grid = await s.api<BatchAttendance>('GET', path, { token: mentor.token });
      expect(grid.status).toBe(200);
      expect(grid.body.classes.map((x) => [x.title, x.attended])).toEqual([
        ['Joins', 2],
        ['Indexes', 1],
        ['Window functions', 3],
      ]);
      const byId = new Map(grid.body.students.map((x) => [x.student._id, x]));
      expect(byId.get(a.id)).toMatchObject({ present: [true, true, true], attended: 3, missed: 0 });
      expect(byId.get(b.id)).toMatchObject({
        present: [true, false, true],
        attended: 2,
        missed: 1,
      });
      expect(byId.get(c.id)).toMatchObject({
        present: [false, false, true],
        attended: 1,
        missed: 2,
      });

      const res = await fetch(`${s.url}${path}/export`, {
        headers: { authorization: `Bearer ${mentor.token}` },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      const [header, ...rest] = cellsOf(await res.text());
      expect(header).toEqual([
        'Student',
        'Email',
        '2030-07-06 Joins',
        '2030-07-06 Indexes',
        '2030-07-06 Window functions',
        'Attended',
        'Missed',
      ]);
      const rows = rest.slice(0, -1);
      const totals = rest.at(-1)!;
      expect(rows).toHaveLength(3);
      expect(totals.slice(0, 2)).toEqual(['All students', '']);
      // Every count is written as a plain whole number.
      for (const cell of [...rows.flatMap((r) => r.slice(2)), ...totals.slice(2)])
        expect(cell).toMatch(/^\d+$/);
      const numbers = (r: string[]) => r.slice(2).map(Number);
      for (const r of rows) {
        const [present, attended, missed] = [
          numbers(r).slice(0, 3),
          numbers(r)[3]!,
          numbers(r)[4]!,
        ];
        expect(present.reduce((x, y) => x + y, 0)).toBe(attended);
        expect(attended + missed).toBe(3);
        expect(byId.get(students.find((x) => x.email === r[1])!.id)!.attended).toBe(attended);
      }
      // Each column's total is the sum of its students' cells.
      numbers(totals).forEach((total, i) =>
        expect(rows.reduce((sum, r) => sum + numbers(r)[i]!, 0)).toBe(total),
      );
      expect(numbers(totals)).toEqual([2, 1, 3, 6, 3]);

      expect((await s.api('GET', path, { token: admin.token })).status).toBe(200);
      const other = await s.user('mentor');
      const refused = await s.api('GET', path, { token: other.token });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toMatch(/do not work in this batch/);
      expect((await s.api('GET', path, { token: a.token })).status).toBe(403);
    });
  });
}
