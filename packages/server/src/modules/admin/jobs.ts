// The operator's view of the background jobs (lib/job-queue.ts): each kind's counts and last error,
// and dead jobs sent back to the queue, one or all of a kind.
import type { JobKindStatus, JobRetryResult } from '@campus/sdk/model';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';

export async function listJobKinds(ctx: AppContext): Promise<JobKindStatus[]> {
  return (await ctx.queue.overview()).map((kind) => ({
    ...kind,
    lastError: kind.lastError && {
      message: kind.lastError.message,
      at: kind.lastError.at.toISOString(),
    },
    deadJobs: kind.deadJobs.map((job) => ({ ...job, at: job.at.toISOString() })),
  }));
}

function knownKind(ctx: AppContext, kind: string): void {
  if (!ctx.queue.has(kind)) throw notFound(`There is no background job called "${kind}".`);
}

export async function retryDeadJobs(ctx: AppContext, kind: string): Promise<JobRetryResult> {
  knownKind(ctx, kind);
  return { retried: await ctx.queue.retryDead(kind) };
}

export async function retryDeadJob(
  ctx: AppContext,
  kind: string,
  id: string,
): Promise<JobRetryResult> {
  knownKind(ctx, kind);
  const retried = await ctx.queue.retryDead(kind, id);
  if (retried === 0) throw notFound(`No dead "${kind}" job has this id.`);
  return { retried };
}
