import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoWorld, DEMO_LOGINS, DEMO_PASSWORD } from './seed/index';
import { startServer, testDatabases, type TestServer } from './testing/server';

for (const db of testDatabases({ embedded: true })) {
  describe(`graceful shutdown [${db}]`, () => {
    it('finishes a request in flight, then closes the database', async () => {
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      let entered!: () => void;
      const inHandler = new Promise<void>((r) => (entered = r));
      const s = await startServer(db, {
        // A health handler that waits, standing in for any slow request.
        modules: [
          {
            name: 'slow',
            register: () => ({
              getHealth: async () => {
                entered();
                await gate;
                return { status: 'ok', database: db, uptime: 1 };
              },
            }),
          },
        ],
      });
      const inFlight = s.api('GET', '/api/health');
      await inHandler;
      const closing = s.close({ inFlight: true });
      setTimeout(release, 200);
      const res = await inFlight;
      expect(res.status).toBe(200);
      await closing;
      if (db === 'pglite') expect(s.campus.ctx.database.pglite?.closed).toBe(true);
      await expect(fetch(s.url + '/api/health')).rejects.toThrow();
    }, 120_000);
  });

  describe(`demo world [${db}]`, () => {
    let s: TestServer;
    beforeAll(async () => {
      s = await startServer(db);
    });
    afterAll(async () => {
      await s.close();
    });

    it('is seeded once, with the printed demo logins working', async () => {
      expect(await seedDemoWorld(s.campus.ctx)).toBe(true);
      expect(await seedDemoWorld(s.campus.ctx)).toBe(false);
      for (const { email, role } of DEMO_LOGINS) {
        const res = await s.api('POST', '/api/auth/login', {
          body: { email, password: DEMO_PASSWORD },
        });
        expect(res.status, email).toBe(200);
        expect(res.body.user.role).toBe(role);
      }
      const admin = (
        await s.api('POST', '/api/auth/login', {
          body: { email: 'admin@campus.test', password: DEMO_PASSWORD },
        })
      ).body.token;
      const students = await s.api('GET', '/api/users?role=student', { token: admin });
      expect(students.body.items).toHaveLength(6);
      expect(students.body.nextCursor).toBeNull();
      const batches = new Set(
        students.body.items.map(
          (u: { batch: { monthYear: string; domain: string } }) =>
            `${u.batch.monthYear}/${u.batch.domain}`,
        ),
      );
      expect(batches.size).toBe(2);
      const mentors = await s.api('GET', '/api/users?role=mentor', { token: admin });
      expect(mentors.body.items).toHaveLength(2);
    });
  });
}
