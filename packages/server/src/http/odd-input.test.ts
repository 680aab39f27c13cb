// Over real HTTP: odd input answers 400 (never a 5xx), tokens must carry
// `exp`, names of spaces are no names, and file names lose bidirectional controls.
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PNG_1PX,
  startServer,
  testDatabases,
  uniqueEmail,
  type TestServer,
  type TestUser,
} from '../testing/server';

const SECRET = new TextEncoder().encode('test-secret-that-is-at-least-32-characters-long');

for (const db of testDatabases()) {
  describe(`odd input [${db}]`, () => {
    let s: TestServer;
    let admin: TestUser;
    let student: TestUser;
    beforeAll(async () => {
      s = await startServer(db);
      admin = await s.user('admin');
      student = await s.user('student');
    });
    afterAll(async () => {
      expect(s.campus.violations).toEqual([]);
      await s.close();
    });

    it('refuses NUL bytes anywhere: query, JSON body, path, form fields (400)', async () => {
      const search = await s.api('GET', '/api/courses?search=%00');
      expect(search.status).toBe(400);
      expect(search.body.errors[0]).toMatchObject({ path: 'search' });
      const reg = await s.api('POST', '/api/auth/register', {
        body: { name: 'Eve\u0000', email: uniqueEmail('nul'), password: 'secret123' },
      });
      expect(reg.status).toBe(400);
      expect(reg.body.errors[0].msg).toMatch(/NUL/);
      const nested = await s.api('POST', '/api/auth/register-mentor', {
        body: {
          name: 'Eve',
          email: uniqueEmail('nul'),
          password: 'secret123',
          expertise: ['a\u0000'],
        },
      });
      expect(nested.status).toBe(400);
      expect(nested.body.errors[0].path).toBe('expertise[0]');
      const form = new FormData();
      form.append('name', 'Eve\u0000');
      const profile = await s.api('PUT', '/api/auth/profile', { token: student.token, form });
      expect(profile.status).toBe(400);
    });

    it('refuses numbers that are not finite (JSON 1e999 parses to Infinity) in bodies and queries (400)', async () => {
      const id = '00000000-0000-4000-8000-000000000000';
      const question = (numbers: string) =>
        s.api('POST', `/api/courses/${id}/quiz-questions`, {
          token: admin.token,
          body: `{"kind":"number","prompt":"How many bits are in a byte?",${numbers}}`,
        });
      const tolerance = await question('"correctNumber":8,"tolerance":1e999');
      expect(tolerance.status).toBe(400);
      expect(tolerance.body.errors).toEqual([
        { path: 'tolerance', msg: 'Tolerance must be a finite number' },
      ]);
      const correct = await question('"correctNumber":-1e999,"tolerance":0');
      expect(correct.body.errors).toEqual([
        { path: 'correctNumber', msg: 'Correct number must be a finite number' },
      ]);
      const answer = await s.api('PUT', `/api/quiz-attempts/${id}/answers`, {
        token: student.token,
        body: `{"answers":[{"questionId":"${id}","number":1e999}]}`,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([
        { path: 'answers.0.number', msg: 'Number must be a finite number' },
      ]);
      // A query string is coerced to a number: "1e999" becomes Infinity there too.
      const page = await s.api('GET', '/api/courses?pageSize=1e999');
      expect(page.status).toBe(400);
      expect(page.body.errors).toEqual([
        { path: 'pageSize', msg: 'Page size must be a finite number' },
      ]);
    });

    it('refuses pages past the contract maximum (pageSize=1e20 → 400)', async () => {
      for (const path of [
        // The lists page by cursor: their odd number is the page size.
        '/api/courses?pageSize=1e20',
        '/api/users?pageSize=1e20',
        '/api/notifications?pageSize=1e20',
      ]) {
        const res = await s.api('GET', path, { token: admin.token });
        expect(res.status, path).toBe(400);
      }
    });

    it('refuses date-times in year 0000, with a leap second, or past 9999 (400)', async () => {
      const mentor = await s.user('mentor');
      for (const startTime of [
        '0000-01-01T10:00:00Z',
        '2030-06-30T23:59:60Z',
        '9999-12-31T23:59:59-05:00',
      ]) {
        const res = await s.api('POST', '/api/bookings/one-to-one', {
          token: student.token,
          body: {
            mentorId: mentor.id,
            topic: 'x',
            startTime,
            durationMinutes: 30,
            timezone: 'UTC',
          },
        });
        expect(res.status, startTime).toBe(400);
        expect(res.body.errors[0].path).toBe('startTime');
      }
      const list = await s.api('GET', '/api/bookings/student?from=0000-01-01T00:00:00Z', {
        token: student.token,
      });
      expect(list.status).toBe(400);
    });

    it('refuses rupee amounts above what numeric(12,2) holds (400)', async () => {
      const res = await s.api('POST', '/api/programs', {
        token: admin.token,
        body: { slug: `p-${Date.now().toString(36)}`, title: 'Huge', price: 1e12 },
      });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body.errors)).toMatch(/price/);
    });

    it('refuses deeply nested JSON (400)', async () => {
      const res = await s.api('PUT', '/api/auth/change-password', {
        token: student.token,
        body: '{"a":'.repeat(5000) + '1' + '}'.repeat(5000),
      });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].msg).toMatch(/nested too deeply/);
    });

    it('answers malformed multipart with 400 on both upload endpoints', async () => {
      const bodies = (field: string): [string, string][] => [
        [
          'multipart/form-data',
          '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
        ],
        [
          'multipart/form-data; boundary=x',
          `--x\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nhello`,
        ],
      ];
      for (const [method, path, field] of [
        ['POST', '/api/tasks/upload-files', 'files'],
        ['PUT', '/api/auth/profile', 'profileImage'],
      ] as const) {
        for (const [type, body] of bodies(field)) {
          const res = await s.api(method, path, {
            token: student.token,
            body,
            headers: { 'content-type': type },
          });
          expect(res.status, `${path} ${type}`).toBe(400);
          expect(res.body.message, `${path} ${type}`).toMatch(/multipart/);
        }
      }
      expect((await s.api('GET', '/api/health')).status).toBe(200);
    });

    it('refuses tokens without exp (401)', async () => {
      const forever = await new SignJWT({ role: 'student', ver: student.row.tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(student.id)
        .setIssuedAt()
        .sign(SECRET);
      const res = await s.api('GET', '/api/auth/me', { token: forever });
      expect(res.status).toBe(401);
      expect((await s.api('GET', '/api/auth/me', { token: student.token })).status).toBe(200);
    });

    it('trims names, then requires them', async () => {
      const res = await s.api('POST', '/api/auth/register', {
        body: { name: '   ', email: uniqueEmail('blank'), password: 'secret123' },
      });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ path: 'name', msg: 'Name is required' }]);
      const ok = await s.api('POST', '/api/auth/register', {
        body: { name: '  Asha  ', email: uniqueEmail('trim'), password: 'secret123' },
      });
      expect(ok.body.user.name).toBe('Asha');
      const made = await s.api('POST', '/api/users', {
        token: admin.token,
        body: { name: '\t ', email: uniqueEmail('blank'), role: 'student' },
      });
      expect(made.status).toBe(400);
    });

    it('strips U+202E and other bidi controls from uploaded file names', async () => {
      const form = new FormData();
      form.append(
        'files',
        new Blob([PNG_1PX], { type: 'image/png' }),
        'invoice\u202Egnp.\u2066exe.png',
      );
      const res = await s.api('POST', '/api/tasks/upload-files', { token: student.token, form });
      expect(res.status).toBe(201);
      expect(res.body[0].name).toBe('invoicegnp.exe.png');
    });
  });
}
