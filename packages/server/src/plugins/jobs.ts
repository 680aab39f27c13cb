// Background jobs (extensions.jobs): one timer each from the moment the server listens until it
// closes; a run in progress is awaited at close so it never meets a closed database.
import fp from 'fastify-plugin';

export const jobsPlugin = fp(
  async (app) => {
    const { extensions } = app.ctx;
    const timers: NodeJS.Timeout[] = [];
    const running = new Set<Promise<void>>();
    app.addHook('onListen', async () => {
      for (const job of extensions.jobs) {
        const timer = setInterval(() => {
          const p = job
            .run()
            .catch((err: unknown) => app.log.error({ err, job: job.name }, 'background job failed'))
            .finally(() => running.delete(p));
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
