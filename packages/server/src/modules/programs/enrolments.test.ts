// From payment to a seat: a program registration is an enrolment, the payment that clears it marks
// it paid, the admin finds the person under "paid, waiting for a batch" and places several people in
// one call (one transaction: a bad id places nobody and mails nobody), each placed person is mailed
// their program, batch and mentor, and their dashboard greeting names all of it.
import { describe, expect, it } from 'vitest';
import { testDatabases, uniqueEmail, useServer } from '../../testing/server';
import { signPayload } from '../payments/public';
import { firstMondayOfNextMonth } from './service';

const tokenFrom = (text: string) => /token=([\w-]+)/.exec(text)?.[1] ?? '';

for (const db of testDatabases()) {
  describe(`programs: from payment to a seat [${db}]`, () => {
    const s = useServer(db);

    /** A visitor registers for Data Engineer, sets their password and (unless `pay` is false) pays. */
    const registrant = async (name: string, pay = true) => {
      const email = uniqueEmail('seat');
      const reg = await s.api('POST', '/api/auth/register-with-payment', {
        body: { name, email, programSlug: 'data-engineer' },
      });
      expect(reg.status).toBe(201);
      const setup = await s.api('POST', '/api/auth/setup-password', {
        body: { token: tokenFrom(s.mailer.last(email)?.text ?? ''), password: 'seatpass12' },
      });
      expect(setup.status).toBe(200);
      if (pay) {
        const raw = JSON.stringify({
          paymentId: `pay_${email}`,
          reference: reg.body.checkout.reference,
          amount: 44_999,
          status: 'succeeded',
        });
        const paid = await s.api('POST', '/api/payments/webhook', {
          body: raw,
          headers: { 'x-campus-signature': signPayload('test-webhook-secret', raw) },
        });
        expect(paid.body).toMatchObject({ success: true, pendingAmount: 0 });
      }
      return { id: reg.body.user._id as string, email, token: setup.body.token as string };
    };

    const waitingIds = async (token: string) => {
      const ids: string[] = [];
      let cursor: string | null = null;
      do {
        const page: {
          status: number;
          body: { items: { student: { _id: string } }[]; nextCursor: string | null };
        } = await s.api(
          'GET',
          `/api/admin/students?waiting=true&pageSize=100${cursor ? `&cursor=${cursor}` : ''}`,
          { token },
        );
        expect(page.status).toBe(200);
        ids.push(...page.body.items.map((r) => r.student._id));
        cursor = page.body.nextCursor;
      } while (cursor);
      return ids;
    };

    it('records the enrolment with the payment and lists the paid person as waiting for a batch', async () => {
      const admin = await s.user('admin');
      const unpaid = await registrant('Unpaid Uma', false);
      const paid = await registrant('Paid Pavan');
      const waiting = await waitingIds(admin.token);
      expect(waiting).toContain(paid.id);
      expect(waiting).not.toContain(unpaid.id);

      const row = (
        await s.api('GET', `/api/admin/students?search=${encodeURIComponent(paid.email)}`, {
          token: admin.token,
        })
      ).body.items[0];
      expect(row.enrolment).toMatchObject({
        program: { slug: 'data-engineer', title: 'Data Engineer' },
        status: 'waiting-for-batch',
        startsOn: firstMondayOfNextMonth(s.campus.ctx.now()),
      });
      expect(row.enrolment.paidAt).toEqual(expect.any(String));
      const unpaidRow = (
        await s.api('GET', `/api/admin/students?search=${encodeURIComponent(unpaid.email)}`, {
          token: admin.token,
        })
      ).body.items[0];
      expect(unpaidRow.enrolment).toMatchObject({ status: 'awaiting-payment' });

      // The first session greets with "Welcome"; the next sign-in is a return.
      const first = await s.api('GET', '/api/me/welcome', { token: paid.token });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({
        firstVisit: true,
        enrolment: { program: { title: 'Data Engineer' }, status: 'waiting-for-batch' },
      });
      const again = await s.api('POST', '/api/auth/login', {
        body: { email: paid.email, password: 'seatpass12' },
      });
      const later = await s.api('GET', '/api/me/welcome', { token: again.body.token });
      expect(later.body.firstVisit).toBe(false);
    });

    it('places several paid people in one call and mails each their program, batch and mentor', async () => {
      const admin = await s.user('admin');
      const mentor = await s.user('mentor', { name: 'Meera Mentor' });
      const [a, b] = [await registrant('Asha Paid'), await registrant('Bilal Paid')];
      const placed = await s.api('POST', '/api/batchassignments/assign', {
        token: admin.token,
        body: {
          mentorId: mentor.id,
          studentIds: [a.id, b.id],
          monthYear: '2027-01',
          domain: 'data',
        },
      });
      expect(placed.status).toBe(200);
      expect(placed.body.created).toBe(2);
      const waiting = await waitingIds(admin.token);
      expect(waiting).not.toContain(a.id);
      expect(waiting).not.toContain(b.id);
      for (const p of [a, b]) {
        const mail = s.mailer.last(p.email);
        expect(mail?.subject).toBe('Your Data Engineer batch: 2027-01 data');
        expect(mail?.text).toContain(
          'You are placed in batch 2027-01 data of Data Engineer, with Meera Mentor as your mentor.',
        );
      }
      const greeting = await s.api('GET', '/api/me/welcome', { token: a.token });
      expect(greeting.body).toMatchObject({
        enrolment: { status: 'placed', batch: { monthYear: '2027-01', domain: 'data' } },
        mentor: { _id: mentor.id, name: 'Meera Mentor' },
      });
    });

    it('a placement with one bad id places nobody and mails nobody', async () => {
      const admin = await s.user('admin');
      const mentor = await s.user('mentor');
      const paid = await registrant('Chandra Paid');
      const before = s.mailer.sent.length;
      const refused = await s.api('POST', '/api/batchassignments/assign', {
        token: admin.token,
        body: {
          mentorId: mentor.id,
          studentIds: [paid.id, mentor.id],
          monthYear: '2027-01',
          domain: 'data',
        },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual([
        { path: 'studentIds.1', msg: 'studentIds.1 must be an active student account' },
      ]);
      expect(await waitingIds(admin.token)).toContain(paid.id);
      await s.campus.ctx.outbox.deliverDue();
      expect(s.mailer.sent.slice(before).filter((m) => m.to === paid.email)).toEqual([]);
      const greeting = await s.api('GET', '/api/me/welcome', { token: paid.token });
      expect(greeting.body.enrolment).toMatchObject({ status: 'waiting-for-batch' });
      expect(greeting.body.enrolment.batch).toBeUndefined();
    });

    it('only admins see who waits or place them; the greeting needs a sign-in', async () => {
      const paid = await registrant('Dev Paid');
      const mentor = await s.user('mentor');
      for (const role of ['student', 'mentor', 'instructor'] as const) {
        const u = await s.user(role);
        const list = await s.api('GET', '/api/admin/students?waiting=true', { token: u.token });
        expect(list.status).toBe(403);
        const place = await s.api('POST', '/api/batchassignments/assign', {
          token: u.token,
          body: { mentorId: mentor.id, studentIds: [paid.id], monthYear: '2027-01', domain: 'x' },
        });
        expect(place.status).toBe(403);
      }
      expect((await s.api('GET', '/api/me/welcome')).status).toBe(401);
      // A person who registered for no program has no enrolment to show.
      const plain = await s.user('student');
      expect((await s.api('GET', '/api/me/welcome', { token: plain.token })).body).toEqual({
        firstVisit: true,
      });
    });
  });
}
