// A mailed link's expiry is written in the recipient's zone with the zone named — the one they
// chose, else the one their browser named when it asked, else the campus's (CAMPUS_TIME_ZONE) —
// the same way in the setup mail, the reset mail and the email-change mails.
import { describe, expect, it } from 'vitest';
import { testDatabases, uniqueEmail, useServer } from '../../testing/server';

const expiryLine = (text: string | undefined) =>
  /This link works once, until ([^\n]+)\./.exec(text ?? '')?.[1] ?? '';

for (const db of testDatabases()) {
  describe(`the expiry in a link's mail [${db}]`, () => {
    const s = useServer(db);

    const askReset = async (email: string, timezone?: string) => {
      const asked = await s.api('POST', '/api/auth/forgot-password', {
        body: { email, ...(timezone ? { timezone } : {}) },
      });
      expect(asked.status).toBe(200);
      return expiryLine(s.mailer.last(email)?.text);
    };

    it('is in the campus zone for the setup and the reset mail of someone who chose none', async () => {
      const admin = await s.user('admin');
      const email = uniqueEmail('new');
      const created = await s.api('POST', '/api/users', {
        token: admin.token,
        body: { name: 'New Student', email, role: 'student' },
      });
      expect(created.status).toBe(201);
      const setup = expiryLine(s.mailer.last(email)?.text);
      expect(setup).toMatch(/ IST \(Asia\/Kolkata\)$/);
      expect(await askReset(email)).toMatch(/ IST \(Asia\/Kolkata\)$/);
    });

    it('is in the zone the browser named when the person chose none', async () => {
      const u = await s.user('student');
      expect(await askReset(u.email, 'Europe/Berlin')).toMatch(/ \(Europe\/Berlin\)$/);
    });

    it('is in the zone the person chose, whatever the browser names', async () => {
      const u = await s.user('student');
      const chose = await s.api('PATCH', `/api/users/${u.id}/notification-preferences`, {
        token: u.token,
        body: { timeZone: 'America/New_York' },
      });
      expect(chose.status).toBe(200);
      expect(await askReset(u.email, 'Europe/Berlin')).toMatch(/ \(America\/New_York\)$/);
    });
  });
}
