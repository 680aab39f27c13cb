// Background jobs (extensions.jobs): one timer each from the moment the server listens until it
// closes; a run in progress is awaited at close so it never meets a closed database.
//
// A job never runs twice at once in one process: a tick that comes while the job's previous run is
// still going is skipped, not queued (the next tick after the run ends starts the next one). Jobs
// must still be safe to run at once on several instances (context.ts), but a run that takes longer
// than its interval — the mail outbox behind a slow mail server, a sweep on a large campus — would
// otherwise start a second, third … copy of itself every interval, each competing for the same rows
// and the same connection pool. Skipping rather than queueing keeps the cadence at "every `everyMs`
// at most" and never builds a backlog of runs. Each job is skipped on its own: a slow job does not
// hold up the others.
import fp from 'fastify-plugin';

export const jobsPlugin = fp(
  async (app) => {
    const { extensions } = app.ctx;
    const timers: NodeJS.Timeout[] = [];
    const running = new Set<Promise<void>>();
    app.addHook('onListen', async () => {
      for (const job of extensions.jobs) {
        /** This job's run in progress, if any. */
        let current: Promise<void> | undefined;
        const timer = setInterval(() => {
          if (current) return;
          const p = job
            .run()
            .catch((err: unknown) => app.log.error({ err, job: job.name }, 'background job failed'))
            .finally(() => {
              running.delete(p);
              current = undefined;
            });
          current = p;
          running.add(p);
        }, job.everyMs);
        timer.unref();
        timers.push(timer);
      }
    });
    app.addHook('preClose', async () => {
      for (const t of timers.splice(0)) clearInterval(t);
      await Promise.all([...running]);
    });
  },
  { name: 'campus-jobs', dependencies: ['campus-database'] },
);
