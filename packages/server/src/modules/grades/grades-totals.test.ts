/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are asserted field by field */
// The gradebook's totals over HTTP: each student's weighted total checked against a hand
// computation; setting weights by ownership; a course's gradebook and its CSV for its instructor, and
// the student's own standing; and the batch's CSV (BOM, escaping, formula injection, numeric
// columns that parse and sum, no money).
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tasks } from '../../db/schema/index';
import { testDatabases, type TestUser } from '../../testing/server';
import { makeCourse } from '../../testing/courses';
import { pick } from '../../testing/rubric';
import { useGradesTestbed } from './grades-testbed';

for (const db of testDatabases()) {
  describe(`grades: totals and export [${db}]`, { timeout: 120_000 }, () => {
    const { s, createTask, review, submit, gradedBatch, graded } = useGradesTestbed(db);

    it('totals each student by the weights, matching a hand computation', async () => {
      const { batch, mentor, students, t, lesson, inst, course } = await gradedBatch();
      const [zoya, asha, formula] = students as [TestUser, TestUser, TestUser];
      // A graded task whose due date has passed: whoever has no score for it earns 0 of it.
      const late = (
        await createTask(mentor.token, {
          batch,
          title: 'Past due',
          grading: { kind: 'points', maxScore: 10 },
        })
      ).body;
      await s.campus.ctx.db
        .update(tasks)
        .set({ dueDate: new Date(Date.now() - 3_600_000) })
        .where(eq(tasks.id, late._id));
      // The formula-named student: the landing page at 6 of 12 and the quiz at 70 %.
      const sub = (await submit(formula, t)).body;
      await review(mentor.token, t, sub._id, {
        status: 'approved',
        score: {
          levels: pick(t, { Correctness: 'Works', 'Code quality': 'Messy', Tests: 'None' }),
        },
      });
      await graded(lesson, course._id, formula.id, 70);

      const weigh = (kind: string, id: string, weight: number, token: string) =>
        s.api('PUT', `/api/grades/weights/${kind}/${id}`, { token, body: { weight } });
      expect((await weigh('task', t._id, 3, mentor.token)).body).toEqual({
        kind: 'task',
        itemId: t._id,
        weight: 3,
      });
      expect((await weigh('quiz', lesson._id, 2, inst.token)).status).toBe(200);

      const res = await s.api('GET', `/api/grades/batch/${batch.monthYear}/${batch.domain}`, {
        token: mentor.token,
      });
      expect(res.status).toBe(200);
      expect(res.body.columns.map((c: any) => [c.heading, c.weight])).toEqual([
        ['Past due', 1],
        ['Landing page', 3],
        ['Quiz: Check', 2],
      ]);
      const summaries = Object.fromEntries(
        res.body.items.map((r: any) => [r.student._id, r.overall]),
      );
      // By hand, each counted column earns weight × score / max out of weight:
      // formula: 3 × 6/12 + 1 × 0 + 2 × 0.70 = 2.9 of 6 → 48.3 % → F
      // Asha:    3 × 11/12 + 1 × 0           = 2.75 of 4 → 68.75 → 68.8 % → D
      // Zoya:    (landing page not due, unscored) + 1 × 0 + 2 × 0.80 = 1.6 of 3 → 53.3 % → F
      expect(summaries[formula.id]).toEqual({ total: 2.9, outOf: 6, percent: 48.3, grade: 'F' });
      expect(summaries[asha.id]).toEqual({ total: 2.75, outOf: 4, percent: 68.8, grade: 'D' });
      expect(summaries[zoya.id]).toEqual({ total: 1.6, outOf: 3, percent: 53.3, grade: 'F' });

      // Weight 0 leaves a column out: the past-due task no longer costs anyone.
      expect((await weigh('task', late._id, 0, mentor.token)).status).toBe(200);
      const again = await s.api('GET', `/api/grades/batch/${batch.monthYear}/${batch.domain}`, {
        token: mentor.token,
      });
      const ashaNow = again.body.items.find((r: any) => r.student._id === asha.id);
      expect(ashaNow.overall).toEqual({ total: 2.75, outOf: 3, percent: 91.7, grade: 'A' });
    });

    it('lets only the owner (or an admin) set a weight, within 0 to 100', async () => {
      const { mentor, other, t, lesson } = await gradedBatch();
      const weigh = (kind: string, id: string, body: unknown, token?: string) =>
        s.api('PUT', `/api/grades/weights/${kind}/${id}`, { token, body });
      expect((await weigh('task', t._id, { weight: 2 }, other.token)).status).toBe(403);
      expect((await weigh('quiz', lesson._id, { weight: 2 }, mentor.token)).status).toBe(403);
      const stranger = await s.user('instructor');
      expect((await weigh('quiz', lesson._id, { weight: 2 }, stranger.token)).status).toBe(403);
      const student = await s.user('student');
      expect((await weigh('task', t._id, { weight: 2 }, student.token)).status).toBe(403);
      expect((await weigh('task', t._id, { weight: 2 })).status).toBe(401);
      const tooMuch = await weigh('task', t._id, { weight: 101 }, mentor.token);
      expect(tooMuch.status).toBe(400);
      expect((await weigh('task', t._id, { weight: -1 }, mentor.token)).status).toBe(400);
      // A quiz id under "task" names no task.
      expect((await weigh('task', lesson._id, { weight: 2 }, mentor.token)).status).toBe(404);
      const admin = await s.user('admin');
      expect((await weigh('quiz', lesson._id, { weight: 0.5 }, admin.token)).status).toBe(200);
      expect((await weigh('task', t._id, { weight: 4 }, mentor.token)).status).toBe(200);
      expect((await weigh('task', t._id, { weight: 5 }, admin.token)).body.weight).toBe(5);
    });

    it('gives a course’s instructor its gradebook: enrolled students × its quizzes', async () => {
      const inst = await s.user('instructor');
      const course = await makeCourse(s, inst.token, { price: 0, title: 'Instructor view' });
      const lesson = course.modules
        .flatMap((m: any) => m.lessons)
        .find((l: any) => l.type === 'quiz');
      const taker = await s.user('student', { name: 'Meera Rao' });
      const enrolled = await s.api('POST', `/api/courses/${course._id}/enroll`, {
        token: taker.token,
      });
      expect(enrolled.status, JSON.stringify(enrolled.body)).toBeLessThan(300);
      await graded(lesson, course._id, taker.id, 75);
      const path = `/api/grades/course/${course._id}`;
      const res = await s.api('GET', path, { token: inst.token });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.columns).toEqual([
        expect.objectContaining({
          _id: lesson._id,
          kind: 'quiz',
          heading: 'Quiz: Check',
          weight: 1,
        }),
      ]);
      expect(res.body.items).toEqual([
        expect.objectContaining({
          student: expect.objectContaining({ _id: taker.id }),
          overall: { total: 0.75, outOf: 1, percent: 75, grade: 'C' },
        }),
      ]);
      const other = await s.user('instructor');
      expect((await s.api('GET', path, { token: other.token })).status).toBe(403);
      const mentor = await s.user('mentor');
      expect((await s.api('GET', path, { token: mentor.token })).status).toBe(403);
      const admin = await s.user('admin');
      expect((await s.api('GET', path, { token: admin.token })).status).toBe(200);
      const missing = `/api/grades/course/00000000-0000-4000-8000-000000000000`;
      expect((await s.api('GET', missing, { token: admin.token })).status).toBe(404);

      // The same rows as CSV, under the course's title, for the instructor and admins only.
      const csv = await fetch(`${s.url}${path}/export`, {
        headers: { authorization: `Bearer ${inst.token}` },
      });
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-disposition')).toBe(
        'attachment; filename="gradebook-instructor-view.csv"',
      );
      const lines = (await csv.text()).replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe(
        'Student,Email,Total,Out of,Total unit,Percent,Percent unit,Final grade,' +
          'Quiz: Check — best,Quiz: Check — unit,Quiz: Check — attempts',
      );
      expect(lines[1]).toMatch(/^Meera Rao,[^,]+,0\.75,1,points,75,%,C,75,%,1$/);
      expect(lines.slice(2)).toEqual(['']);
      expect((await s.api('GET', `${path}/export`, { token: other.token })).status).toBe(403);
      expect((await s.api('GET', `${missing}/export`, { token: admin.token })).status).toBe(404);

      // The student's own grades carry the same standing.
      const mine = await s.api('GET', '/api/grades/me', { token: taker.token });
      expect(mine.body.overall).toEqual({ total: 0.75, outOf: 1, percent: 75, grade: 'C' });
    });

    it('exports a CSV whose numeric columns parse as numbers and sum, with no money', async () => {
      const { batch, mentor } = await gradedBatch();
      const res = await fetch(
        `${s.url}/api/grades/batch/${batch.monthYear}/${batch.domain}/export`,
        {
          headers: { authorization: `Bearer ${mentor.token}` },
        },
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toContain(
        `gradebook-${batch.monthYear}-${batch.domain}.csv`,
      );
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
      expect(text).not.toMatch(/₹|Paid|Pending|\d \/ \d/);
      const lines = text.split('\r\n');
      expect(lines[0]).toBe(
        'Student,Email,Total,Out of,Total unit,Percent,Percent unit,Final grade,' +
          'Landing page — status,Landing page — score,Landing page — out of,Landing page — unit,' +
          'Quiz: Check — best,Quiz: Check — unit,Quiz: Check — attempts',
      );
      expect(lines[1]).toMatch(
        /^"'=HYPERLINK\(""http:\/\/x""\)",[^,]+,0,0,points,,,,Not submitted,,12,points,,,$/,
      );
      expect(lines[2]).toMatch(
        /^"Asha ""Ash"" Verma, Jr\.",[^,]+,0\.92,1,points,91\.7,%,A,Approved,11,12,points,,,$/,
      );
      expect(lines[3]).toMatch(
        /^Zoya Khan,[^,]+,0\.8,1,points,80,%,B,Not submitted,,12,points,80,%,2$/,
      );
      expect(lines[4]).toBe('');
      expect(lines).toHaveLength(5);

      // Every numeric column, read as a spreadsheet would, is a number or empty, and sums.
      const table = parseCsv(text);
      const header = table[0]!;
      const body = table.slice(1);
      const numeric = [
        'Total',
        'Out of',
        'Percent',
        'Landing page — score',
        'Landing page — out of',
        'Quiz: Check — best',
        'Quiz: Check — attempts',
      ];
      const sums = Object.fromEntries(
        numeric.map((name) => {
          const i = header.indexOf(name);
          expect(i, name).toBeGreaterThan(-1);
          const values = body.map((r) => r[i]!).filter((v) => v !== '');
          for (const v of values) expect(Number.isFinite(Number(v)), `${name}: ${v}`).toBe(true);
          const sum = values.reduce((a, v) => a + Number(v), 0);
          return [name, Math.round(sum * 100) / 100];
        }),
      );
      expect(sums).toEqual({
        Total: 1.72,
        'Out of': 2,
        Percent: 171.7,
        'Landing page — score': 11,
        'Landing page — out of': 36,
        'Quiz: Check — best': 80,
        'Quiz: Check — attempts': 2,
      });
    });
  });
}

/** RFC 4180 fields (quoted, "" for a quote), CRLF rows: how a spreadsheet splits the export. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted && ch === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (!quoted && ch === ',') {
      row.push(field);
      field = '';
    } else if (!quoted && ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else {
      field += ch;
    }
  }
  return rows;
}
