// Over real HTTP and real SMTP (the local mail catcher on loopback): an email change needs the password and a link to the new address, tells the old one and ends
// every session; forgot-password is limited per address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../lib/mail-catcher';
import { SmtpMailer, type Mail, type Mailer } from '../../lib/mailer';
import {
  connected,
  nextEvent,
  testDatabases,
  uniqueEmail,
  useServer,
  type TestServer,
} from '../../testing/server';

const tokenFrom = (text: string) => /token=([\w-]+)/.exec(text)?.[1] ?? '';

for (const db of testDatabases()) {
  describe(`email change and reset mails over SMTP [${db}]`, () => {
    let catcher: MailCatcher;
    let smtp: SmtpMailer;
    // The server starts after the catcher; its transport is the real SMTP one, pointed at it.
    const mailer: Mailer = { send: (mail: Mail, id?: string) => smtp.send(mail, id) };
    beforeAll(async () => {
      catcher = await startMailCatcher({ inboxPort: null });
      smtp = new SmtpMailer(catcher.smtpUrl, 'Campus <no-reply@campus.test>');
    });
    afterAll(async () => {
      smtp.close();
      await catcher.close();
    });
    const s: TestServer = useServer(db, { mailer });

    const form = (fields: Record<string, string>) => {
      const f = new FormData();
      for (const [k, v] of Object.entries(fields)) f.append(k, v);
      return f;
    };

    it('changes the email only after the password and the link to the new address; the old address is told; every session ends', async () => {
      const u = await s.user('student');
      const second = (
        await s.api('POST', '/api/auth/login', { body: { email: u.email, password: u.password } })
      ).body.token as string;
      const fresh = uniqueEmail('moved');

      const noPassword = await s.api('PUT', '/api/auth/profile', {
        token: u.token,
        form: form({ email: fresh }),
      });
      expect(noPassword.status).toBe(400);
      expect(noPassword.body.errors).toEqual([
        { path: 'currentPassword', msg: 'Enter your current password to change your email.' },
      ]);
      const wrong = await s.api('PUT', '/api/auth/profile', {
        token: u.token,
        form: form({ email: fresh, currentPassword: 'not-my-password' }),
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors[0].path).toBe('currentPassword');

      const asked = await s.api('PUT', '/api/auth/profile', {
        token: u.token,
        form: form({
          email: fresh,
          currentPassword: u.password,
          name: 'Moved Person',
          timezone: 'Europe/London',
        }),
      });
      expect(asked.status).toBe(200);
      expect(asked.body.pendingEmail).toBe(fresh.toLowerCase());
      expect(asked.body.message).toMatch(/confirmation link/);
      // The name changes now; the email waits for the link.
      expect(asked.body.user).toMatchObject({ name: 'Moved Person', email: u.email });
      const me = await s.api('GET', '/api/auth/me', { token: u.token });
      expect(me.body.user.email).toBe(u.email);

      const confirm = await catcher.waitFor(fresh, (m) => /Confirm/.test(m.subject));
      expect(confirm.html).toMatch(/href="http:\/\/campus\.test\/confirm-email\?token=/);
      expect(confirm.text).toMatch(/\(Europe\/London\)/);
      const notice = await catcher.waitFor(u.email, (m) => /about to change/.test(m.subject));
      expect(notice.text).toContain(fresh.toLowerCase());
      expect(notice.text).not.toMatch(/confirm-email/); // the old mailbox cannot confirm it

      const sock = s.socket(u.token);
      await connected(sock);
      const closed = nextEvent(sock, 'disconnect');
      const token = tokenFrom(confirm.text);
      const ok = await s.api('POST', '/api/auth/confirm-email', { body: { token } });
      expect(ok.status).toBe(200);
      expect(ok.body.message).toMatch(/sign in again/);
      await closed;
      // Every session ended, this one included; the new email signs in, the old one does not.
      expect((await s.api('GET', '/api/auth/me', { token: u.token })).status).toBe(401);
      expect((await s.api('GET', '/api/auth/me', { token: second })).status).toBe(401);
      const login = await s.api('POST', '/api/auth/login', {
        body: { email: fresh, password: u.password },
      });
      expect(login.status).toBe(200);
      expect(login.body.user.email).toBe(fresh.toLowerCase());
      const old = await s.api('POST', '/api/auth/login', {
        body: { email: u.email, password: u.password },
      });
      expect(old.status).toBe(400);

      const reused = await s.api('POST', '/api/auth/confirm-email', { body: { token } });
      expect(reused.status).toBe(400);
      expect(reused.body.errors[0].path).toBe('token');
    });

    it('refuses the link when the address was taken meanwhile', async () => {
      const u = await s.user('student');
      const wanted = uniqueEmail('wanted');
      const asked = await s.api('PUT', '/api/auth/profile', {
        token: u.token,
        form: form({ email: wanted, currentPassword: u.password }),
      });
      expect(asked.status).toBe(200);
      const confirm = await catcher.waitFor(wanted);
      await s.user('student', { email: wanted.toLowerCase() });
      const res = await s.api('POST', '/api/auth/confirm-email', {
        body: { token: tokenFrom(confirm.text) },
      });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        { path: 'token', msg: 'This email is now used by another account.' },
      ]);
      expect((await s.api('GET', '/api/auth/me', { token: u.token })).body.user.email).toBe(
        u.email,
      );
    });

    it('limits reset mails per address, from any IP, whether or not the address has an account', async () => {
      const u = await s.user('student');
      const nobody = uniqueEmail('nobody');
      for (const email of [u.email, nobody]) {
        const answers = [];
        for (let i = 0; i < 7; i++) {
          // A fresh IP each time (the test helper's default): only the per-address limit applies.
          answers.push(
            (await s.api('POST', '/api/auth/forgot-password', { body: { email } })).status,
          );
        }
        expect(answers).toEqual([200, 200, 200, 200, 200, 429, 429]);
      }
      // Five reset mails reached the account's owner, not seven.
      const resets = catcher.mails.filter((m) => m.to.includes(u.email.toLowerCase()));
      expect(resets).toHaveLength(5);
    });
  });
}
