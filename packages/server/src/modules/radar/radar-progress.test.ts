/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are asserted field by field */
// A batch's progress week by week over real HTTP, checked against a hand count: over three weeks
// of July 2030 its students mark lessons done, submit a task, attend a class and pass (or fail) a
// quiz; each lands in the week it happened in the campus's zone (a lesson done at 00:30 on a
// Monday in Kolkata, still Sunday in UTC, is the new week's); the CSV carries the same numbers as
// numbers; only the batch's mentors and admins read it.
import type { BatchProgress, BatchProgressCounts } from '@campus/sdk/model';
import { describe, expect, it } from 'vitest';
import { quizAttempts } from '../../db/schema/index';
import { makeCourse } from '../../testing/courses';
import { testDatabases, useServer, type TestUser } from '../../testing/server';
import { progressWeeks } from './progress';

const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);

describe('the grid’s weeks', () => {
  const batch = { monthYear: '2030-07', domain: 'x' };
  it('are the latest twelve Mondays in the zone, none before the batch’s month', () => {
    // Wednesday 17 July 2030: July began on a Monday.
    expect(progressWeeks(batch, new Date(at('2030-07-17T06:00:00Z')), 'Asia/Kolkata')).toEqual([
      '2030-07-01',
      '2030-07-08',
      '2030-07-15',
    ]);
    // Sunday 19:00 UTC is already Monday in Kolkata, still Sunday in London.
    const late = new Date(at('2030-07-14T19:00:00Z'));
    expect(progressWeeks(batch, late, 'Asia/Kolkata').at(-1)).toBe('2030-07-15');
    expect(progressWeeks(batch, late, 'Europe/London').at(-1)).toBe('2030-07-08');
    // Months later: twelve weeks, the latest last.
    const weeks = progressWeeks(batch, new Date(at('2030-12-03T06:00:00Z')), 'Asia/Kolkata');
    expect(weeks).toHaveLength(12);
    expect(weeks.at(-1)).toBe('2030-12-02');
    expect(weeks[0]).toBe('2030-09-16');
    // Before the batch's month: nothing yet.
    expect(progressWeeks(batch, new Date(at('2030-06-20T06:00:00Z')), 'Asia/Kolkata')).toEqual([]);
  });
});

for (const kind of testDatabases()) {
  describe(`radar: progress report [${kind}]`, () => {
    let clock = at('2030-07-02T06:00:00Z');
    const s = useServer(kind, { now: () => new Date(clock) });
    const batch = { monthYear: '2030-07', domain: 'progress-report' };

    it('counts each student’s lessons, tasks, quizzes and classes in the week they happened', async () => {
      const admin = await s.user('admin');
      const mentor = await s.user('mentor');
      const inst = await s.user('instructor');
      const a = await s.user('student', { name: 'Asha Rao' });
      const b = await s.user('student', { name: 'Bilal Khan' });
      const c = await s.user('student', { name: 'Chitra Iyer' });
      const assigned = await s.api('POST', '/api/batchassignments/assign', {
        token: admin.token,
        body: { mentorId: mentor.id, studentIds: [a.id, b.id, c.id], ...batch },
      });
      expect(assigned.status).toBe(200);

      const course = await makeCourse(s, inst.token, {
        price: 0,
        title: 'Weeks',
        modules: [
          {
            title: 'Only module',
            lessons: [
              ...['One', 'Two', 'Three'].map((title) => ({
                title,
                type: 'article',
                durationMinutes: 5,
                content: '<p>Read this</p>',
              })),
              { title: 'Check', type: 'quiz', durationMinutes: 3, content: '<p>Why?</p>' },
            ],
          },
        ],
      });
      const lessons: any[] = course.modules.flatMap((m: any) => m.lessons);
      const quizLesson = lessons.find((l) => l.type === 'quiz');
      const plain = lessons.filter((l) => l.type !== 'quiz').map((l) => l._id as string);
      const enrolment = new Map<string, string>();
      for (const st of [a, b]) {
        const enr = await s.api('POST', `/api/courses/${course._id}/enroll`, { token: st.token });
        expect(enr.status).toBe(201);
        enrolment.set(st.id, enr.body._id);
      }
      const done = async (st: TestUser, lessonId: string) => {
        const res = await s.api('PATCH', `/api/enrollments/${enrolment.get(st.id)}/progress`, {
          token: st.token,
          body: { lessonId, completed: true },
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      };
      const task = await s.api('POST', '/api/tasks', {
        token: mentor.token,
        body: {
          title: 'Schema design',
          batch,
          dueDate: new Date(at('2030-07-30T12:00:00Z')).toISOString(),
          timezone: 'Asia/Kolkata',
        },
      });
      expect(task.status, JSON.stringify(task.body)).toBe(201);
      const submit = async (st: TestUser) =>
        expect(
          (
            await s.api('POST', `/api/tasks/${task.body._id}/submit`, {
              token: st.token,
              body: { text: 'Done' },
            })
          ).status,
        ).toBe(201);
      const quiz = (st: TestUser, passed: boolean) =>
        s.campus.ctx.db.insert(quizAttempts).values({
          lessonId: quizLesson._id,
          courseId: course._id,
          studentId: st.id,
          number: 1,
          status: 'submitted',
          asked: [],
          scorePercent: passed ? 80 : 20,
          passed,
          startedAt: new Date(clock),
          submittedAt: new Date(clock),
        });

      // Week of 1 July: Asha does a lesson and submits the task.
      await done(a, plain[0]!);
      await submit(a);
      // Week of 8 July: a lesson each, Bilal submits, a class both attend.
      clock = at('2030-07-09T06:00:00Z');
      await done(a, plain[1]!);
      await done(b, plain[0]!);
      await submit(b);
      const cls = await s.api('POST', '/api/liveclasses', {
        token: mentor.token,
        body: {
          title: 'Indexes',
          batch,
          startTime: new Date(clock + HOUR).toISOString(),
          durationMinutes: 60,
          timezone: 'Asia/Kolkata',
          meetingLink: 'https://meet.example.com/abc-defg-hij',
        },
      });
      expect(cls.status).toBe(201);
      clock += HOUR;
      await s.api('POST', `/api/liveclasses/${cls.body._id}/start`, { token: mentor.token });
      for (const st of [a, b])
        expect(
          (await s.api('POST', `/api/liveclasses/${cls.body._id}/join`, { token: st.token }))
            .status,
        ).toBe(200);
      // 00:30 on Monday 15 July in Kolkata (Sunday in UTC): the new week's.
      clock = at('2030-07-14T19:00:00Z');
      await done(a, plain[2]!);
      // Week of 15 July: Bilal passes the quiz, Asha fails it (not counted).
      clock = at('2030-07-17T06:00:00Z');
      await quiz(b, true);
      await quiz(a, false);

      const path = `/api/radar/batches/${batch.monthYear}/${batch.domain}/progress`;
      const grid = await s.api<BatchProgress>('GET', path, { token: mentor.token });
      expect(grid.status, JSON.stringify(grid.body)).toBe(200);
      expect(grid.body.timezone).toBe('Asia/Kolkata');
      expect(grid.body.weeks).toEqual([
        { monday: '2030-07-01', startsAt: '2030-06-30T18:30:00.000Z' },
        { monday: '2030-07-08', startsAt: '2030-07-07T18:30:00.000Z' },
        { monday: '2030-07-15', startsAt: '2030-07-14T18:30:00.000Z' },
      ]);
      const cell = (lessons = 0, tasks = 0, quizzes = 0, classes = 0) => ({
        lessons,
        tasks,
        quizzes,
        classes,
      });
      // The answer's series per kind, read back week by week to compare with the hand count.
      const byWeek = (c: BatchProgressCounts) =>
        c.lessons.map((_, w) => cell(c.lessons[w], c.tasks[w], c.quizzes[w], c.classes[w]));
      for (const { counts } of grid.body.students)
        for (const series of Object.values(counts)) expect(series).toHaveLength(3);
      expect(grid.body.students.map((r) => [r.student.name, byWeek(r.counts)])).toEqual([
        ['Asha Rao', [cell(1, 1, 0, 0), cell(1, 0, 0, 1), cell(1, 0, 0, 0)]],
        ['Bilal Khan', [cell(0, 0, 0, 0), cell(1, 1, 0, 1), cell(0, 0, 1, 0)]],
        ['Chitra Iyer', [cell(0, 0, 0, 0), cell(0, 0, 0, 0), cell(0, 0, 0, 0)]],
      ]);
      expect(byWeek(grid.body.totals)).toEqual([
        cell(1, 1, 0, 0),
        cell(2, 1, 0, 2),
        cell(1, 0, 1, 0),
      ]);

      // Unmarking a lesson takes it out of its week.
      await s.api('PATCH', `/api/enrollments/${enrolment.get(a.id)}/progress`, {
        token: a.token,
        body: { lessonId: plain[2], completed: false },
      });
      const again = await s.api<BatchProgress>('GET', path, { token: admin.token });
      expect(byWeek(again.body.totals)[2]).toEqual(cell(0, 0, 1, 0));

      // The CSV: the same numbers, as numbers, with the week's Monday in each heading.
      const res = await fetch(`${s.url}${path}/export`, {
        headers: { authorization: `Bearer ${mentor.token}` },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toBe(
        `attachment; filename="progress-${batch.monthYear}-${batch.domain}.csv"`,
      );
      const lines = (await res.text()).replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]!.split(',').slice(0, 6)).toEqual([
        'Student',
        'Email',
        '2030-07-01 lessons',
        '2030-07-01 tasks',
        '2030-07-01 quizzes',
        '2030-07-01 classes',
      ]);
      expect(lines[1]).toBe(`Asha Rao,${a.email},1,1,0,0,1,0,0,1,0,0,0,0`);
      expect(lines[4]).toBe('All students,,1,1,0,0,2,1,0,2,0,0,1,0');
      expect(lines[5]).toBe('');

      // Another mentor may not read it; a student may not either.
      const other = await s.user('mentor');
      expect((await s.api('GET', path, { token: other.token })).status).toBe(403);
      expect((await s.api('GET', `${path}/export`, { token: other.token })).status).toBe(403);
      expect((await s.api('GET', path, { token: c.token })).status).toBe(403);
    });
  });
}
