import type { JobKindStatus, JobRetryResult } from '@campus/sdk';
import { http, HttpResponse } from 'msw';
import { failing, pending, storyNow, type HandlerGroups, type Route } from './kit';

const minutesAgo = (minutes: number) =>
  new Date(storyNow.getTime() - minutes * 60_000).toISOString();

const kind = (over: Partial<JobKindStatus> & Pick<JobKindStatus, 'kind'>): JobKindStatus => ({
  queued: 0,
  scheduled: 1,
  running: 0,
  retrying: 0,
  dead: 0,
  lastError: null,
  deadJobs: [],
  ...over,
});

/** A campus whose mail server refused mail for a while: retries, and two mails' runs dead. */
export const jobKindList: JobKindStatus[] = [
  kind({
    kind: 'mail-outbox',
    queued: 1,
    running: 1,
    retrying: 1,
    dead: 2,
    lastError: { message: 'Connection refused by smtp.campus.example:587', at: minutesAgo(3) },
    deadJobs: [
      {
        id: '0b7f6c9e-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
        message: 'Connection refused by smtp.campus.example:587',
        at: minutesAgo(12),
      },
      {
        id: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a',
        message: 'Greeting never received',
        at: minutesAgo(40),
      },
    ],
  }),
  kind({ kind: 'task-reminders' }),
  kind({ kind: 'bookings-sweep', queued: 3 }),
  kind({ kind: 'reclaim-jobs' }),
];

/** Every kind running as it should: nothing dead, no error. */
export const healthyJobKinds: JobKindStatus[] = jobKindList.map((k) =>
  kind({ kind: k.kind, scheduled: 1 }),
);

const routes: Route[] = [['get', '*/api/admin/jobs']];

const answer = (kinds: JobKindStatus[]) => [
  http.get('*/api/admin/jobs', () => HttpResponse.json(kinds)),
  http.post('*/api/admin/jobs/:kind/dead/retry', ({ params }) =>
    HttpResponse.json({
      retried: kinds.find((k) => k.kind === params.kind)?.dead ?? 0,
    } satisfies JobRetryResult),
  ),
  http.post('*/api/admin/jobs/:kind/dead/:id/retry', () =>
    HttpResponse.json({ retried: 1 } satisfies JobRetryResult),
  ),
];

/** The operator's view of the job queue (/admin/jobs). */
export const adminJobs: HandlerGroups & { healthy: ReturnType<typeof answer> } = {
  full: answer(jobKindList),
  healthy: answer(healthyJobKinds),
  empty: answer([]),
  error: failing(routes),
  loading: pending(routes),
};

/** Retrying one answers 404: it was retried meanwhile (by another admin). Listed before `full`. */
export const retryGone = [
  http.post('*/api/admin/jobs/:kind/dead/:id/retry', () =>
    HttpResponse.json({ message: 'No dead "mail-outbox" job has this id.' }, { status: 404 }),
  ),
];
