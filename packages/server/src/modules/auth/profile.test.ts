import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_1PX, startServer, testDatabases, type TestServer } from '../../testing/server';

const form = (
  fields: Record<string, string>,
  file?: { data: Buffer; name: string; type: string },
) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  if (file)
    f.append('profileImage', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  return f;
};

for (const db of testDatabases()) {
  describe(`profile update and uploads [${db}]`, () => {
    let s: TestServer;
    const images = () => readdirSync(join(s.dataDir, 'uploads', 'profile-images'));
    beforeAll(async () => {
      s = await startServer(db);
    });
    afterAll(async () => {
      expect(s.campus.violations).toEqual([]);
      await s.close();
    });

    // An email change needs the password and a confirmation link: that is
    // modules/auth/email-change.test.ts; here the name and the image, which need neither.
    it('updates the name and stores an image served back by URL', async () => {
      const u = await s.user('student');
      const res = await s.api('PUT', '/api/auth/profile', {
        token: u.token,
        form: form({ name: 'Renamed' }, { data: PNG_1PX, name: 'me.png', type: 'image/png' }),
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, user: { name: 'Renamed' } });
      const url: string = res.body.user.profileImage.url;
      expect(url).toMatch(/^\/uploads\/profile-images\/.+\.png$/);
      const img = await fetch(s.url + url);
      expect(img.status).toBe(200);
      expect(img.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await img.arrayBuffer()).equals(PNG_1PX)).toBe(true);

      // A new image replaces the old file.
      const again = await s.api('PUT', '/api/auth/profile', {
        token: u.token,
        form: form({}, { data: PNG_1PX, name: 'again.png', type: 'image/png' }),
      });
      expect(again.body.user.profileImage.url).not.toBe(url);
      expect((await fetch(s.url + url)).status).toBe(404);
    });

    it('checks the image by content, not by name or declared type, and keeps no refused file', async () => {
      const u = await s.user('student');
      const before = images().length;
      const res = await s.api('PUT', '/api/auth/profile', {
        token: u.token,
        form: form(
          {},
          {
            data: Buffer.from('<script>alert(1)</script>'.repeat(4)),
            name: 'cat.png',
            type: 'image/png',
          },
        ),
      });
      expect(res.status).toBe(415);
      expect(res.body.message).toMatch(/JPEG, PNG, WebP or GIF/);
      expect(images().length).toBe(before);
    });

    it('refuses an image above 2 MB with 413', async () => {
      const u = await s.user('student');
      const big = Buffer.concat([PNG_1PX, Buffer.alloc(2 * 1024 * 1024 + 10)]);
      const before = images().length;
      const res = await s.api('PUT', '/api/auth/profile', {
        token: u.token,
        form: form({}, { data: big, name: 'big.png', type: 'image/png' }),
      });
      expect(res.status).toBe(413);
      expect(res.body.message).toMatch(/too large/);
      expect(images().length).toBe(before);
    });

    it('validates the form fields and refuses a taken email, leaving no file behind', async () => {
      const [u, other] = [await s.user('student'), await s.user('student')];
      const bad = await s.api('PUT', '/api/auth/profile', {
        token: u.token,
        form: form({ email: 'nope' }),
      });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual([
        { path: 'email', msg: 'Email must be a valid email address' },
      ]);
      const before = images().length;
      const taken = await s.api('PUT', '/api/auth/profile', {
        token: u.token,
        form: form({ email: other.email }, { data: PNG_1PX, name: 'x.png', type: 'image/png' }),
      });
      expect(taken.status).toBe(400);
      expect(taken.body.errors).toEqual([{ path: 'email', msg: 'Email is already registered' }]);
      expect(images().length).toBe(before);
      const me = await s.api('GET', '/api/auth/me', { token: u.token });
      expect(me.body.user.email).toBe(u.email);
      expect(me.body.user.profileImage).toBeUndefined();
    });

    it('wants the form as multipart', async () => {
      const u = await s.user('student');
      const res = await s.api('PUT', '/api/auth/profile', { token: u.token, body: { name: 'x' } });
      expect(res.status).toBe(415);
    });
  });
}
