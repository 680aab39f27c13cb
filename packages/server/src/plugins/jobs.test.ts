// The jobs plugin on a bare Fastify (no database): ticks come from vitest's fake interval clock and
// runs end when the test says, so "a run still going" is a promise the test holds, never a wait.
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppContext, BackgroundJob } from '../context';
import { jobsPlugin } from './jobs';

interface HandRun {
  end: () => void;
  fail: (err: Error) => void;
}
/** Every run the tests started, ended after each test so a failed one leaves no close waiting. */
const started: HandRun[] = [];

/** A job whose runs wait until the test ends them. */
function handJob(name: string, everyMs = 1_000) {
  const runs: HandRun[] = [];
  const job: BackgroundJob = {
    name,
    everyMs,
    run: () =>
      new Promise<void>((end, fail) => {
        runs.push({ end, fail });
        started.push({ end, fail });
      }),
  };
  return { job, runs };
}

/** Lets the promise chains of ended runs settle (one turn of the event loop, not a clock). */
const settle = () => new Promise<void>((done) => setImmediate(done));

describe('background jobs', () => {
  const open: FastifyInstance[] = [];

  async function serve(jobs: BackgroundJob[]): Promise<FastifyInstance> {
    const app = Fastify({ logger: false });
    open.push(app);
    // Stands in for the database plugin, which the jobs plugin depends on for `ctx.extensions`.
    await app.register(
      fp(
        async (a) => {
          a.decorate('ctx', { extensions: { jobs } } as unknown as AppContext);
        },
        { name: 'campus-database' },
      ),
    );
    await app.register(jobsPlugin);
    await app.listen({ port: 0, host: '127.0.0.1' });
    return app;
  }

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(async () => {
    for (const run of started.splice(0)) run.end();
    for (const app of open.splice(0)) await app.close();
    vi.useRealTimers();
  });

  it('does not start a run while the same job’s previous run is still going', async () => {
    const slow = handJob('slow');
    await serve([slow.job]);
    vi.advanceTimersByTime(1_000);
    expect(slow.runs).toHaveLength(1);
    vi.advanceTimersByTime(5_000); // five ticks while the first run still sends
    expect(slow.runs).toHaveLength(1);

    slow.runs[0]!.end();
    await settle();
    vi.advanceTimersByTime(1_000);
    expect(slow.runs).toHaveLength(2);
    slow.runs[1]!.end();
  });

  it('a failed run does not stop the next one, and a slow job does not hold up another', async () => {
    const slow = handJob('slow');
    const quick = handJob('quick');
    await serve([slow.job, quick.job]);
    vi.advanceTimersByTime(1_000);
    quick.runs[0]!.fail(new Error('database went away'));
    await settle();
    vi.advanceTimersByTime(1_000);
    expect(quick.runs).toHaveLength(2);
    expect(slow.runs).toHaveLength(1);
    quick.runs[1]!.end();
    slow.runs[0]!.end();
  });

  it('a run in progress is awaited at close, and no run starts after it', async () => {
    const slow = handJob('slow');
    const app = await serve([slow.job]);
    vi.advanceTimersByTime(1_000);
    let closed = false;
    const closing = app.close().then(() => {
      closed = true;
    });
    for (let i = 0; i < 5; i++) await settle();
    expect(closed).toBe(false);
    slow.runs[0]!.end();
    await closing;
    expect(closed).toBe(true);
    vi.advanceTimersByTime(5_000);
    expect(slow.runs).toHaveLength(1);
  });
});
