// The operator's view of the background jobs over real HTTP: admins only; every kind with its counts
// and last error; a dead job sent back to the queue, one by id or all of a kind. The server runs one
// extra kind whose runs fail while the test says so; "out of retries" is written on its job instead
// of sitting out the back-off (lib/job-queue.test.ts covers that), and the server's own worker then
// runs it and lands it dead.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AreaModule } from '../../context';
import { startServer, testDatabases, type TestServer } from '../../testing/server';
import { modules } from '../index';

const PROBE = 'probe-fails';
let failing = true;
const probe: AreaModule = {
  name: 'probe',
  register(ctx) {
    ctx.extensions.jobs.push({
      name: PROBE,
      everyMs: 3_600_000,
      run: async () => {
        if (failing) throw new Error('the probe failed on purpose');
      },
    });
    return {};
  },
};

async function until<T>(probe: () => Promise<T | undefined>): Promise<T> {
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

for (const db of testDatabases()) {
  describe(`background jobs for operators [${db}]`, () => {
    let s: TestServer;
    let admin: Awaited<ReturnType<TestServer['user']>>;
    beforeAll(async () => {
      failing = true;
      s = await startServer(db, { modules: [...modules, probe] });
      admin = await s.user('admin');
    });
    afterAll(async () => {
      expect(s.campus.violations).toEqual([]);
      await s.close();
    });

    const kinds = async () => (await s.api('GET', '/api/admin/jobs', { token: admin.token })).body;
    const probeStatus = async () => (await kinds()).find((k: { kind: string }) => k.kind === PROBE);
    /** The probe's job in `state`, once there is one. */
    const probeJob = (state: string) =>
      until(async () => {
        const result = (await s.campus.ctx.db.execute(
          sql`SELECT id FROM pgboss.job WHERE name = ${PROBE} AND state = ${state}::pgboss.job_state`,
        )) as unknown as { rows: Array<{ id: string }> };
        return result.rows[0]?.id;
      });
    /** The job's last attempt: the next failure makes it dead; due now, and the worker told so. */
    const outOfRetries = async (id: string) => {
      await s.campus.ctx.db.execute(
        sql`UPDATE pgboss.job SET retry_limit = retry_count + 1, start_after = now() WHERE id = ${id}`,
      );
      s.campus.ctx.queue.wake(PROBE);
    };

    it('refuses every other role and a caller without a token', async () => {
      for (const role of ['student', 'mentor', 'instructor'] as const) {
        const u = await s.user(role);
        for (const [method, path] of [
          ['GET', '/api/admin/jobs'],
          ['POST', `/api/admin/jobs/${PROBE}/dead/retry`],
          ['POST', `/api/admin/jobs/${PROBE}/dead/${crypto.randomUUID()}/retry`],
        ] as const) {
          expect((await s.api(method, path, { token: u.token })).status, `${role} ${path}`).toBe(
            403,
          );
        }
      }
      expect((await s.api('GET', '/api/admin/jobs')).status).toBe(401);
      expect((await s.api('POST', `/api/admin/jobs/${PROBE}/dead/retry`)).status).toBe(401);
    });

    it('lists every kind the server runs, in its order, with counts', async () => {
      const all = await kinds();
      // The areas' kinds, then the queue's own (it gives back the jobs of instances that died).
      expect(all.map((k: { kind: string }) => k.kind)).toEqual([
        ...s.campus.ctx.extensions.jobs.map((j) => j.name),
        'reclaim-jobs',
      ]);
      expect(all.map((k: { kind: string }) => k.kind)).toEqual(
        expect.arrayContaining(['mail-outbox', 'bookings-sweep', 'task-reminders', PROBE]),
      );
      for (const k of all) {
        for (const n of ['queued', 'scheduled', 'running', 'retrying', 'dead'])
          expect(k[n]).toBeGreaterThanOrEqual(0);
      }
    });

    it('shows a dead job with its error; retrying it by id sends it back to the queue', async () => {
      const id = await probeJob('retry');
      expect((await probeStatus()).lastError?.message).toBe('the probe failed on purpose');
      await outOfRetries(id);
      expect(await probeJob('failed')).toBe(id);
      expect(await probeStatus()).toMatchObject({
        dead: 1,
        lastError: { message: 'the probe failed on purpose' },
        deadJobs: [{ id, message: 'the probe failed on purpose' }],
      });

      failing = false;
      const res = await s.api('POST', `/api/admin/jobs/${PROBE}/dead/${id}/retry`, {
        token: admin.token,
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ retried: 1 });
      expect(await probeStatus()).toMatchObject({ dead: 0, deadJobs: [] });
      // Not dead any more: a second retry of the same id finds nothing.
      const again = await s.api('POST', `/api/admin/jobs/${PROBE}/dead/${id}/retry`, {
        token: admin.token,
      });
      expect(again.status).toBe(404);
      expect(await probeJob('completed')).toBe(id);
    }, 120_000);

    it('retries every dead job of a kind at once', async () => {
      failing = true;
      await s.campus.ctx.queue.retryDead(PROBE); // none dead: a no-op
      const none = await s.api('POST', `/api/admin/jobs/${PROBE}/dead/retry`, {
        token: admin.token,
      });
      expect(none.body).toEqual({ retried: 0 });
      // The completed job runs again, failing, with no attempt left: dead.
      const [completed] = (
        (await s.campus.ctx.db.execute(
          sql`UPDATE pgboss.job SET state = 'retry', retry_limit = retry_count, start_after = now()
              WHERE name = ${PROBE} AND state = 'completed' RETURNING id`,
        )) as unknown as { rows: Array<{ id: string }> }
      ).rows;
      s.campus.ctx.queue.wake(PROBE);
      expect(await probeJob('failed')).toBe(completed!.id);

      failing = false;
      const res = await s.api('POST', `/api/admin/jobs/${PROBE}/dead/retry`, {
        token: admin.token,
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ retried: 1 });
      expect((await probeStatus()).dead).toBe(0);
    }, 120_000);

    it('answers 404 for an unknown kind or a job that is not dead, 400 for an id that is not one', async () => {
      const post = (path: string) => s.api('POST', path, { token: admin.token });
      const unknown = await post('/api/admin/jobs/no-such-job/dead/retry');
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('There is no background job called "no-such-job".');
      expect(
        (await post(`/api/admin/jobs/${PROBE}/dead/${crypto.randomUUID()}/retry`)).status,
      ).toBe(404);
      expect((await post(`/api/admin/jobs/${PROBE}/dead/not-an-id/retry`)).status).toBe(400);
    });
  });
}
