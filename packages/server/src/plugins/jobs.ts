// Background jobs (extensions.jobs) on the job queue (lib/job-queue.ts): the queue's schema and one
// queue per kind are made ready at start, so operators can read them before the server listens; jobs
// are scheduled and fetched from the moment the server listens. At close (before socket.io closes,
// so a finishing run's events still go out) fetching stops, runs in progress get a grace to finish,
// and what still runs is released to the next instance.
import fp from 'fastify-plugin';

export const jobsPlugin = fp(
  async (app) => {
    const { extensions, queue } = app.ctx;
    await queue.open(extensions.jobs);
    app.addHook('onListen', async () => {
      await queue.work();
    });
    app.addHook('preClose', async () => {
      await queue.stop();
    });
  },
  { name: 'campus-jobs', dependencies: ['campus-database'] },
);
