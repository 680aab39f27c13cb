/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are asserted field by field */
// Certificates over HTTP: issued once when a student completes a course (every lesson marked done,
// or a passed quiz finishing it), even when two completions race; announced by a stored
// certificate_issued notification and its live socket event; a PDF for its owner or an admin only;
// a public verification that shows who earned what and when and nothing else, found by the code as
// a person types it (lower case, spaces, hyphens); an admin's revoke; and the backfill job that
// issues one certificate to each completion that has none, however often it runs.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { certificates, enrollments } from '../../db/schema/index';
import { makeCourse } from '../../testing/courses';
import {
  connected,
  nextEvent,
  testDatabases,
  useServer,
  type TestServer,
  type TestUser,
} from '../../testing/server';

const CODE = /^[A-Z2-7]{16}$/;

const articles = (n: number) => [
  {
    title: 'Only module',
    lessons: Array.from({ length: n }, (_, i) => ({
      title: `Reading ${i + 1}`,
      type: 'article',
      durationMinutes: 5,
      content: '<p>Read this</p>',
    })),
  },
];

for (const db of testDatabases()) {
  describe(`certificates [${db}]`, () => {
    const s = useServer(db);

    /** A published free course of `n` articles and an enrolled student with its enrollment. */
    async function enrolledIn(n: number, title = 'Certified TypeScript') {
      const inst = await s.user('instructor');
      const course = await makeCourse(s, inst.token, { price: 0, title, modules: articles(n) });
      const student = await s.user('student', { name: 'Asha Rao' });
      const enr = await s.api('POST', `/api/courses/${course._id}/enroll`, {
        token: student.token,
      });
      expect(enr.status).toBe(201);
      const lessons: string[] = course.modules[0].lessons.map((l: any) => l._id);
      return { inst, course, student, enrollmentId: enr.body._id as string, lessons };
    }

    const done = (srv: TestServer, student: TestUser, enrollmentId: string, lessonId: string) =>
      srv.api('PATCH', `/api/enrollments/${enrollmentId}/progress`, {
        token: student.token,
        body: { lessonId, completed: true },
      });

    /** The student's certificate after finishing every lesson. */
    async function certified(title?: string) {
      const ctx = await enrolledIn(1, title);
      expect((await done(s, ctx.student, ctx.enrollmentId, ctx.lessons[0]!)).status).toBe(200);
      const mine = await s.api('GET', '/api/certificates/mine', { token: ctx.student.token });
      expect(mine.body).toHaveLength(1);
      return { ...ctx, cert: mine.body[0] };
    }

    const pdf = async (code: string, token?: string) => {
      const res = await fetch(`${s.url}/api/certificates/${code}/pdf`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      return {
        status: res.status,
        headers: res.headers,
        bytes: Buffer.from(await res.arrayBuffer()),
      };
    };

    it('issues one certificate when the last lesson is done, and tells the student live and in the bell', async () => {
      const { course, student, enrollmentId, lessons } = await enrolledIn(2);
      const sock = s.socket(student.token);
      await connected(sock);
      try {
        expect((await done(s, student, enrollmentId, lessons[0]!)).status).toBe(200);
        let mine = await s.api('GET', '/api/certificates/mine', { token: student.token });
        expect(mine.body).toEqual([]);

        const live = nextEvent(sock, 'certificate_issued');
        const last = await done(s, student, enrollmentId, lessons[1]!);
        expect(last.body.status).toBe('completed');
        const event = await live;
        mine = await s.api('GET', '/api/certificates/mine', { token: student.token });
        expect(mine.body).toHaveLength(1);
        const cert = mine.body[0];
        expect(cert).toMatchObject({
          studentId: student.id,
          studentName: 'Asha Rao',
          courseId: course._id,
          courseTitle: 'Certified TypeScript',
          status: 'valid',
          revokedAt: null,
          revokedReason: null,
          verifyUrl: `${s.campus.ctx.config.publicUrl}/certificates/${cert.code}`,
        });
        expect(cert.code).toMatch(CODE);
        expect(event.certificate).toEqual(cert);
        expect(event.notification).toMatchObject({
          event: 'certificate_issued',
          type: 'other',
          data: { entityId: cert._id, link: '/profile' },
        });

        const bell = await s.api('GET', '/api/notifications', { token: student.token });
        const issued = bell.body.items.filter((n: any) => n.event === 'certificate_issued');
        expect(issued).toHaveLength(1);
        expect(issued[0].data.message).toContain('Certified TypeScript');

        // Marking lessons again on a completed course issues nothing more.
        await s.api('PATCH', `/api/enrollments/${enrollmentId}/progress`, {
          token: student.token,
          body: { lessonId: lessons[0], completed: false },
        });
        await done(s, student, enrollmentId, lessons[0]!);
        mine = await s.api('GET', '/api/certificates/mine', { token: student.token });
        expect(mine.body).toHaveLength(1);
      } finally {
        sock.disconnect();
      }
    });

    it('issues one certificate when two completions race', async () => {
      const { student, enrollmentId, lessons } = await enrolledIn(2);
      const both = await Promise.all(lessons.map((l) => done(s, student, enrollmentId, l)));
      expect(both.map((r) => r.status)).toEqual([200, 200]);
      const mine = await s.api('GET', '/api/certificates/mine', { token: student.token });
      expect(mine.body).toHaveLength(1);
      const bell = await s.api('GET', '/api/notifications', { token: student.token });
      expect(bell.body.items.filter((n: any) => n.event === 'certificate_issued')).toHaveLength(1);
    });

    it('issues once when the completion hook itself runs twice at once (the unique index decides)', async () => {
      const { student, course } = await enrolledIn(1);
      const ctx = s.campus.ctx;
      const completion = { studentId: student.id, courseId: course._id, at: new Date() };
      const runs = await Promise.all(
        [1, 2].map(() =>
          ctx.db.transaction(async (tx) => {
            const events = [];
            for (const hook of ctx.extensions.onCourseCompleted) {
              events.push(...(await hook(tx, completion)).events);
            }
            return events.length;
          }),
        ),
      );
      // One run issued and announced it; the other inserted nothing and announces nothing.
      expect(runs.sort()).toEqual([0, 1]);
      const mine = await s.api('GET', '/api/certificates/mine', { token: student.token });
      expect(mine.body).toHaveLength(1);
    });

    it('issues a certificate when passing the quiz finishes the course', async () => {
      const inst = await s.user('instructor');
      const course = await makeCourse(s, inst.token, {
        price: 0,
        title: 'Quiz-only course',
        modules: [
          {
            title: 'Test',
            lessons: [{ title: 'Final', type: 'quiz', durationMinutes: 3, content: '<p>Go</p>' }],
          },
        ],
      });
      const lessonId = course.modules[0].lessons[0]._id;
      const q = await s.api('POST', `/api/courses/${course._id}/quiz-questions`, {
        token: inst.token,
        body: {
          kind: 'trueFalse',
          prompt: 'Types are erased.',
          choices: [
            { id: 'true', text: 'True' },
            { id: 'false', text: 'False' },
          ],
          correctChoiceIds: ['true'],
        },
      });
      expect(q.status).toBe(201);
      const put = await s.api('PUT', `/api/lessons/${lessonId}/quiz`, {
        token: inst.token,
        body: {
          passingScorePercent: 60,
          attemptsAllowed: 2,
          showAnswers: 'afterEachAttempt',
          draw: 'fixed',
          questionIds: [q.body._id],
          shuffleChoices: false,
        },
      });
      expect(put.status, JSON.stringify(put.body)).toBe(200);
      const student = await s.user('student');
      await s.api('POST', `/api/courses/${course._id}/enroll`, { token: student.token });
      const sock = s.socket(student.token);
      await connected(sock);
      try {
        const start = await s.api('POST', `/api/lessons/${lessonId}/quiz/attempts`, {
          token: student.token,
        });
        const live = nextEvent(sock, 'certificate_issued');
        const submit = await s.api('POST', `/api/quiz-attempts/${start.body._id}/submit`, {
          token: student.token,
          body: { answers: [{ questionId: q.body._id, choiceIds: ['true'] }] },
        });
        expect(submit.body).toMatchObject({ passed: true });
        expect((await live).certificate).toMatchObject({ courseTitle: 'Quiz-only course' });
        const mine = await s.api('GET', '/api/certificates/mine', { token: student.token });
        expect(mine.body.map((c: any) => c.courseId)).toEqual([course._id]);
      } finally {
        sock.disconnect();
      }
    });

    it('verifies publicly: who earned what and when, nothing else; an unknown code is 404', async () => {
      const { cert } = await certified();
      const res = await s.api('GET', `/api/certificates/${cert.code}`);
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual([
        'code',
        'courseTitle',
        'issuedAt',
        'revokedAt',
        'revokedReason',
        'status',
        'studentName',
      ]);
      expect(res.body).toMatchObject({
        code: cert.code,
        studentName: 'Asha Rao',
        courseTitle: 'Certified TypeScript',
        issuedAt: cert.issuedAt,
        status: 'valid',
      });
      expect(JSON.stringify(res.body)).not.toMatch(/@|studentId|_id/);
      expect((await s.api('GET', '/api/certificates/ABCDEFGHIJKLMNOP')).status).toBe(404);
      expect((await s.api('GET', '/api/certificates/not-a-code')).status).toBe(400);
    });

    it('verifies a code typed in lower case, with spaces or hyphens between its groups', async () => {
      const { cert, student } = await certified();
      const code: string = cert.code;
      const groups = code.toLowerCase().match(/.{4}/g)!;
      for (const typed of [code.toLowerCase(), groups.join(' '), groups.join('-'), ` ${code} `]) {
        const res = await s.api('GET', `/api/certificates/${encodeURIComponent(typed)}`);
        expect(res.status, typed).toBe(200);
        expect(res.body.code).toBe(code);
      }
      expect((await pdf(code.toLowerCase(), student.token)).status).toBe(200);
      // Still 16 characters of base32: a short or foreign code is refused in words, not looked up.
      const short = await s.api('GET', `/api/certificates/${code.slice(1).toLowerCase()}`);
      expect(short.status).toBe(400);
      expect(JSON.stringify(short.body.errors)).toMatch(/code/i);
    });

    it('backfills one certificate per completion that has none, however often the job runs', async () => {
      const { course, student, enrollmentId } = await enrolledIn(1, 'Finished before certificates');
      const finishedAt = new Date('2026-03-14T09:30:00.000Z');
      // A completion written directly (as before certificates existed, or the demo's): none issued.
      await s.campus.ctx.db
        .update(enrollments)
        .set({ status: 'completed', progress: 100, completedAt: finishedAt })
        .where(eq(enrollments.id, enrollmentId));
      expect((await s.api('GET', '/api/certificates/mine', { token: student.token })).body).toEqual(
        [],
      );
      const job = s.campus.ctx.extensions.jobs.find((j) => j.name === 'issue-missing-certificates');
      expect(job).toBeDefined();
      const run = () => job!.run({ hold: async () => {} });
      await Promise.all([run(), run()]);
      await run();
      const rows = await s.campus.ctx.db
        .select()
        .from(certificates)
        .where(and(eq(certificates.studentId, student.id), eq(certificates.courseId, course._id)));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.issuedAt.toISOString()).toBe(finishedAt.toISOString());
      expect(rows[0]!.courseTitle).toBe('Finished before certificates');
      const verified = await s.api('GET', `/api/certificates/${rows[0]!.code}`);
      expect(verified.body).toMatchObject({ status: 'valid', studentName: 'Asha Rao' });
    });

    it('downloads the PDF for its owner and admins only', async () => {
      const { cert, student, inst } = await certified();
      const own = await pdf(cert.code, student.token);
      expect(own.status).toBe(200);
      expect(own.headers.get('content-type')).toBe('application/pdf');
      expect(own.headers.get('content-disposition')).toContain(`certificate-${cert.code}.pdf`);
      expect(own.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = own.bytes.toString('latin1');
      expect(text).toContain(cert.code);
      expect(text).toContain(`/certificates/${cert.code}`);

      const admin = await s.user('admin');
      expect((await pdf(cert.code, admin.token)).status).toBe(200);
      const other = await s.user('student');
      expect((await pdf(cert.code, other.token)).status).toBe(404);
      expect((await pdf(cert.code, inst.token)).status).toBe(403);
      const mentor = await s.user('mentor');
      expect((await pdf(cert.code, mentor.token)).status).toBe(403);
      expect((await pdf(cert.code)).status).toBe(401);
      expect((await pdf('ABCDEFGHIJKLMNOP', admin.token)).status).toBe(404);
    });

    it('lets only an admin revoke, with a reason; the public page then says revoked', async () => {
      const { cert, student, inst } = await certified();
      const admin = await s.user('admin');
      const body = { reason: 'Work was not the student’s own.' };
      for (const who of [student, inst, await s.user('mentor')]) {
        const res = await s.api('POST', `/api/certificates/${cert.code}/revoke`, {
          token: who.token,
          body,
        });
        expect(res.status).toBe(403);
      }
      expect((await s.api('POST', `/api/certificates/${cert.code}/revoke`, { body })).status).toBe(
        401,
      );
      const blank = await s.api('POST', `/api/certificates/${cert.code}/revoke`, {
        token: admin.token,
        body: { reason: '     ' },
      });
      expect(blank.status).toBe(400);

      const res = await s.api('POST', `/api/certificates/${cert.code}/revoke`, {
        token: admin.token,
        body,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'revoked', revokedReason: body.reason });
      const seen = await s.api('GET', `/api/certificates/${cert.code}`);
      expect(seen.body).toMatchObject({ status: 'revoked', revokedReason: body.reason });
      expect(seen.body.revokedAt).toBe(res.body.revokedAt);

      const again = await s.api('POST', `/api/certificates/${cert.code}/revoke`, {
        token: admin.token,
        body: { reason: 'Another reason' },
      });
      expect(again.status).toBe(409);
      const unknown = await s.api('POST', '/api/certificates/ABCDEFGHIJKLMNOP/revoke', {
        token: admin.token,
        body,
      });
      expect(unknown.status).toBe(404);
      // The owner still finds it, marked revoked.
      const mine = await s.api('GET', '/api/certificates/mine', { token: student.token });
      expect(mine.body[0]).toMatchObject({ status: 'revoked', revokedReason: body.reason });
    });

    it('lists every certificate for admins, newest first, by cursor; nobody else', async () => {
      const a = await certified('First course');
      const b = await certified('Second course');
      const admin = await s.user('admin');
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const q: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
        const page: any = await s.api('GET', `/api/certificates?pageSize=1${q}`, {
          token: admin.token,
        });
        expect(page.status).toBe(200);
        expect(page.body.items.length).toBeLessThanOrEqual(1);
        seen.push(...page.body.items.map((c: any) => c.code));
        cursor = page.body.nextCursor;
      } while (cursor);
      expect(seen.indexOf(b.cert.code)).toBeLessThan(seen.indexOf(a.cert.code));
      expect(new Set(seen).size).toBe(seen.length);
      for (const who of [a.student, a.inst, await s.user('mentor')]) {
        expect((await s.api('GET', '/api/certificates', { token: who.token })).status).toBe(403);
      }
      expect((await s.api('GET', '/api/certificates/mine', { token: admin.token })).status).toBe(
        403,
      );
    });
  });
}
