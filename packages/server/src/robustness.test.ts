// Odd input over real HTTP: the last 5xx shapes, control characters in titles and names, and
// onboarding's email check.
import { expect, describe, it } from 'vitest';
import { testDatabases, uniqueEmail, useServer } from './testing/server';

for (const db of testDatabases({ embedded: true })) {
  describe(`robustness [${db}]`, () => {
    const s = useServer(db);

    it('refuses a live class ending past 9999-12-31, on create and update (400)', async () => {
      const admin = await s.user('admin');
      const body = {
        title: 'Late class',
        batch: { monthYear: '2030-03', domain: 'late' },
        startTime: '9999-12-31T23:00:00Z',
        durationMinutes: 120,
        timezone: 'Asia/Kolkata',
        meetingLink: 'https://meet.example.com/late',
      };
      const created = await s.api('POST', '/api/liveclasses', { token: admin.token, body });
      expect(created.status).toBe(400);
      expect(created.body.errors).toEqual([
        {
          path: 'startTime',
          msg: 'The class must end by 9999-12-31 23:59 UTC: startTime plus durationMinutes is later',
        },
      ]);
      const ok = await s.api('POST', '/api/liveclasses', {
        token: admin.token,
        body: { ...body, startTime: '9999-12-31T20:00:00Z' },
      });
      expect(ok.status).toBe(201);
      const longer = await s.api('PUT', `/api/liveclasses/${ok.body._id}`, {
        token: admin.token,
        body: { durationMinutes: 480 },
      });
      expect(longer.status).toBe(400);
      const later = await s.api('PUT', `/api/liveclasses/${ok.body._id}`, {
        token: admin.token,
        body: { startTime: '9999-12-31T23:30:00Z' },
      });
      expect(later.status).toBe(400);
    });

    it('refuses a multipart boundary over 70 characters on both upload endpoints (400)', async () => {
      const student = await s.user('student');
      for (const length of [71, 257, 2000]) {
        const boundary = 'b'.repeat(length);
        const form =
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.txt"\r\n` +
          `Content-Type: text/plain\r\n\r\nhello\r\n--${boundary}--\r\n`;
        for (const [method, path] of [
          ['POST', '/api/tasks/upload-files'],
          ['PUT', '/api/auth/profile'],
        ] as const) {
          const res = await s.api(method, path, {
            token: student.token,
            body: form.replace(
              'name="files"',
              path.includes('profile') ? 'name="name"' : 'name="files"',
            ),
            headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
          });
          expect(res.status, `${path} ${length}`).toBe(400);
          expect(res.body.message).toMatch(/boundary must be 1 to 70 characters/);
        }
      }
      // 70 is fine.
      const f = new FormData();
      f.append('name', 'Seventy');
      const ok = await s.api('PUT', '/api/auth/profile', { token: student.token, form: f });
      expect(ok.status).toBe(200);
    });

    it('strips control characters from stored titles and names', async () => {
      const admin = await s.user('admin');
      const created = await s.api('POST', '/api/liveclasses', {
        token: admin.token,
        body: {
          title: 'Caching\rATTENDEE:mailto:eve@evil.test\u0007',
          batch: { monthYear: '2030-03', domain: 'ctl' },
          startTime: new Date(Date.now() + 86_400_000).toISOString(),
          durationMinutes: 60,
          timezone: 'Asia/Kolkata',
          meetingLink: 'https://meet.example.com/ctl',
        },
      });
      expect(created.status).toBe(201);
      expect(created.body.title).toBe('CachingATTENDEE:mailto:eve@evil.test');

      const student = await s.user('student');
      const f = new FormData();
      f.append('name', 'Asha\r\nORGANIZER:x\u001b');
      const profile = await s.api('PUT', '/api/auth/profile', { token: student.token, form: f });
      expect(profile.status).toBe(200);
      const me = await s.api('GET', '/api/auth/me', { token: student.token });
      expect(me.body.user?.name ?? me.body.name).toBe('AshaORGANIZER:x');

      const reg = await s.api('POST', '/api/auth/register', {
        body: { name: 'Ravi\rKumar\u0085', email: uniqueEmail('ctl'), password: 'secret123' },
      });
      expect(reg.status).toBe(201);
      expect(reg.body.user.name).toBe('RaviKumar');
    });

    it('checks each onboarding row with the contract email format, in the dry run', async () => {
      const admin = await s.user('admin');
      const good = uniqueEmail('good');
      const res = await s.api('POST', '/api/admin/onboarding', {
        token: admin.token,
        body: {
          dryRun: true,
          rows: [
            { email: good },
            { email: 'a..b@example.com' },
            { email: 'asha@ｅｘａｍｐｌｅ.com' },
            { email: '<b>x</b>@example.com' },
            { email: 'x@example' },
          ],
        },
      });
      expect(res.status).toBe(200);
      expect(
        res.body.rows.map((r: { row: number; outcome: string }) => [r.row, r.outcome]),
      ).toEqual([
        [1, 'new'],
        [2, 'error'],
        [3, 'error'],
        [4, 'error'],
        [5, 'error'],
      ]);
      expect(res.body.rows[1].message).toBe('Not a valid email address.');
      const applied = await s.api('POST', '/api/admin/onboarding', {
        token: admin.token,
        body: { dryRun: false, rows: [{ email: good }, { email: 'a..b@example.com' }] },
      });
      expect(applied.status).toBe(400);
      expect(applied.body.errors).toEqual([
        { path: 'rows.1.email', msg: 'Row 2: Not a valid email address.' },
      ]);
    });
  });
}
