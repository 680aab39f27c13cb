// Mailed links die when what they were for is over: a pending email change's links (the
// confirmation to the new address, the cancel link to the old one) by a newer request, a
// confirmation, a cancel, a new password and a sign-out everywhere; reset links by a newer one, a
// used one and a new password. And forgot-password does the same work whether or not the address
// has an account.
import { describe, expect, it, vi } from 'vitest';
import { testDatabases, uniqueEmail, useServer } from '../../testing/server';
import { AccountLinks } from './links';

const tokenFrom = (text: string, page: string) =>
  new RegExp(`/${page}\\?token=([\\w-]+)`).exec(text)?.[1] ?? '';

for (const db of testDatabases()) {
  describe(`mailed links are revoked [${db}]`, () => {
    const s = useServer(db, { config: { queryCountHeader: true } });

    const form = (fields: Record<string, string>) => {
      const f = new FormData();
      for (const [k, v] of Object.entries(fields)) f.append(k, v);
      return f;
    };

    type Account = Awaited<ReturnType<typeof s.user>>;
    /** Asks to move `u` to a fresh address; answers the confirm and cancel tokens mailed. */
    const askEmailChange = async (u: Account, token = u.token) => {
      const to = uniqueEmail('moving');
      const asked = await s.api('PUT', '/api/auth/profile', {
        token,
        form: form({ email: to, currentPassword: u.password }),
      });
      expect(asked.status).toBe(200);
      const confirm = tokenFrom(s.mailer.last(to)?.text ?? '', 'confirm-email');
      const cancel = tokenFrom(s.mailer.last(u.email)?.text ?? '', 'cancel-email-change');
      expect(confirm).not.toBe('');
      expect(cancel).not.toBe('');
      return { to, confirm, cancel };
    };
    const confirmEmail = (token: string) =>
      s.api('POST', '/api/auth/confirm-email', { body: { token } });
    const cancelEmail = (token: string) =>
      s.api('POST', '/api/auth/cancel-email-change', { body: { token } });
    const emailOf = async (u: Account) =>
      (await s.campus.ctx.services.users.byId(u.id))?.email ?? '';
    const refusedLink = (res: { status: number; body: { errors?: unknown } }) => {
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        { path: 'token', msg: 'This link is invalid or has expired. Please ask for a new one.' },
      ]);
    };
    const askReset = async (email: string) => {
      expect((await s.api('POST', '/api/auth/forgot-password', { body: { email } })).status).toBe(
        200,
      );
      return tokenFrom(s.mailer.last(email)?.text ?? '', 'reset-password');
    };
    const reset = (token: string, password: string) =>
      s.api('POST', '/api/auth/reset-password', { body: { token, password } });

    it('cancels a pending email change from the old address, in plain words; the links then die', async () => {
      const u = await s.user('student');
      const { confirm, cancel } = await askEmailChange(u);
      const notice = s.mailer.last(u.email);
      expect(notice?.subject).toMatch(/about to change/);
      expect(notice?.text).not.toMatch(/confirm-email/);

      const cancelled = await cancelEmail(cancel);
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.message).toBe(
        `The email change is cancelled: your email stays ${u.email.toLowerCase()}.`,
      );
      refusedLink(await confirmEmail(confirm));
      refusedLink(await cancelEmail(cancel));
      expect(await emailOf(u)).toBe(u.email.toLowerCase());
    });

    it('revokes the links of an email change when a newer one is asked for', async () => {
      const u = await s.user('student');
      const first = await askEmailChange(u);
      const second = await askEmailChange(u);
      refusedLink(await confirmEmail(first.confirm));
      refusedLink(await cancelEmail(first.cancel));
      expect((await confirmEmail(second.confirm)).status).toBe(200);
      expect(await emailOf(u)).toBe(second.to.toLowerCase());
    });

    it('revokes every other email-change link once one is confirmed', async () => {
      const u = await s.user('student');
      const { confirm, cancel } = await askEmailChange(u);
      // A second request's links, all made alive again, so that only the confirmation can revoke them.
      const other = await askEmailChange(u);
      await s.campus.ctx.db.execute(
        (await import('drizzle-orm'))
          .sql`update one_time_tokens set used_at = null where user_id = ${u.id}`,
      );
      expect((await confirmEmail(confirm)).status).toBe(200);
      refusedLink(await confirmEmail(other.confirm));
      refusedLink(await cancelEmail(cancel));
      refusedLink(await cancelEmail(other.cancel));
    });

    it('revokes a pending email change when the password changes', async () => {
      const u = await s.user('student');
      const { confirm, cancel } = await askEmailChange(u);
      const changed = await s.api('PUT', '/api/auth/change-password', {
        token: u.token,
        body: { currentPassword: u.password, newPassword: 'another-pass1' },
      });
      expect(changed.status).toBe(200);
      refusedLink(await confirmEmail(confirm));
      refusedLink(await cancelEmail(cancel));
    });

    it('revokes a pending email change when the password is reset', async () => {
      const u = await s.user('student');
      const { confirm } = await askEmailChange(u);
      expect((await reset(await askReset(u.email), 'reset-pass1')).status).toBe(200);
      refusedLink(await confirmEmail(confirm));
    });

    it('revokes a pending email change on a sign-out everywhere', async () => {
      const u = await s.user('student');
      const { confirm, cancel } = await askEmailChange(u);
      expect((await s.api('POST', '/api/auth/logout', { token: u.token })).status).toBe(204);
      refusedLink(await confirmEmail(confirm));
      refusedLink(await cancelEmail(cancel));
      expect(await emailOf(u)).toBe(u.email.toLowerCase());
    });

    it('revokes an older reset link when a newer one is asked for, and every one once one is used', async () => {
      const u = await s.user('student');
      const first = await askReset(u.email);
      const second = await askReset(u.email);
      refusedLink(await reset(first, 'first-pass1'));
      // Two links alive at once (as the store may hold them from before): using one kills the other.
      await s.campus.ctx.db.execute(
        (await import('drizzle-orm'))
          .sql`update one_time_tokens set used_at = null where user_id = ${u.id}`,
      );
      expect((await reset(second, 'second-pass1')).status).toBe(200);
      refusedLink(await reset(first, 'first-pass1'));
    });

    it('tells whether a reset link still works without using it up', async () => {
      const u = await s.user('student');
      const check = (token: string, purpose = 'reset') =>
        s.api('POST', '/api/auth/check-link', { body: { token, purpose } });
      const first = await askReset(u.email);
      expect((await check(first)).status).toBe(204);
      expect((await check(first)).status).toBe(204);
      refusedLink(await check(first, 'setup'));
      const second = await askReset(u.email);
      refusedLink(await check(first));
      expect((await reset(second, 'second-pass1')).status).toBe(200);
      refusedLink(await check(second));
      refusedLink(await check('x'.repeat(43)));
    });

    it('revokes reset links when the password is changed', async () => {
      const u = await s.user('student');
      const link = await askReset(u.email);
      const changed = await s.api('PUT', '/api/auth/change-password', {
        token: u.token,
        body: { currentPassword: u.password, newPassword: 'another-pass1' },
      });
      expect(changed.status).toBe(200);
      refusedLink(await reset(link, 'reset-pass1'));
    });

    it('does the same database work for forgot-password whether or not the address has an account', async () => {
      const u = await s.user('student');
      const asked = async (email: string) => {
        const res = await s.api('POST', '/api/auth/forgot-password', { body: { email } });
        expect(res.status).toBe(200);
        return { body: res.body, queries: Number(res.headers.get('x-db-queries')) };
      };
      const known = await asked(u.email);
      const unknown = await asked(uniqueEmail('nobody'));
      expect(known.queries).toBeGreaterThan(0);
      expect(unknown).toEqual(known);
      // The unknown address's mail was rolled back, not sent.
      expect(s.mailer.sent.filter((m) => /nobody/.test(m.to))).toEqual([]);
      expect(s.mailer.last(u.email)?.subject).toMatch(/Reset/);
    });

    it('issues and hashes a token and writes a mail once for an address with or without an account', async () => {
      const u = await s.user('student');
      // `issue` draws the token and stores its hash: the work a known address would add.
      const issue = vi.spyOn(
        AccountLinks.prototype as unknown as { issue: (...args: unknown[]) => unknown },
        'issue',
      );
      const enqueue = vi.spyOn(s.campus.ctx.outbox, 'enqueue');
      try {
        const work = async (email: string) => {
          issue.mockClear();
          enqueue.mockClear();
          await s.api('POST', '/api/auth/forgot-password', { body: { email } });
          return {
            issued: issue.mock.calls.map((c) => c[2]),
            mailed: enqueue.mock.calls.map(([, mail]) => mail.subject),
          };
        };
        const known = await work(u.email);
        expect(known).toEqual({ issued: ['reset'], mailed: ['Reset your Campus password'] });
        expect(await work(uniqueEmail('nobody'))).toEqual(known);
      } finally {
        issue.mockRestore();
        enqueue.mockRestore();
      }
    });
  });
}
