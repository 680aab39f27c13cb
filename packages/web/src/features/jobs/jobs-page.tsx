import type { DeadJob, JobKindStatus } from '@campus/sdk';
import {
  Badge,
  dataTableColumnHelper,
  EmptyState,
  Heading,
  Inline,
  PageHeader,
  Stack,
  Text,
} from '@campus/ui';
import { formatDateTime } from '@campus/time';
import { useQuery } from '@tanstack/react-query';
import { ConfirmAction } from '../../lib/confirm-action';
import { QueryTable } from '../../lib/query-table';
import { jobKindsQuery, useRetryDead } from './jobs.api';

/** Every dead job of a kind back to the queue, behind a confirmation that says how many. */
function RetryAll({ kind }: { kind: JobKindStatus }) {
  const retry = useRetryDead(kind.kind);
  const jobs = kind.dead === 1 ? '1 dead job' : `${kind.dead} dead jobs`;
  return (
    <ConfirmAction
      label="Retry all"
      triggerLabel={`Retry all ${jobs} of ${kind.kind}`}
      title={`Run ${jobs} of ${kind.kind} again?`}
      description="Each goes back to the queue with one more attempt, and a server picks it up at once."
      confirmLabel="Retry all"
      mutation={retry}
      run={(done) => retry.mutate(undefined, { onSuccess: done })}
    />
  );
}

/** One dead job back to the queue, behind a confirmation that names it. */
function RetryOne({ kind, job }: { kind: string; job: DeadJob }) {
  const retry = useRetryDead(kind);
  return (
    <ConfirmAction
      label="Retry"
      triggerLabel={`Retry the ${kind} job that died ${formatDateTime(job.at)}`}
      title={`Run this ${kind} job again?`}
      description={`It died ${formatDateTime(job.at)}: “${job.message}”. It goes back to the queue with one more attempt.`}
      confirmLabel="Retry"
      mutation={retry}
      run={(done) => retry.mutate(job.id, { onSuccess: done })}
    />
  );
}

const column = dataTableColumnHelper<JobKindStatus>();

const count = (key: 'queued' | 'scheduled' | 'running' | 'retrying' | 'dead', header: string) =>
  column.accessor(key, { header, cell: ({ getValue }) => getValue() });

const columns = [
  column.accessor('kind', { header: 'Job' }),
  count('queued', 'Queued'),
  count('scheduled', 'Scheduled'),
  count('running', 'Running'),
  count('retrying', 'Retrying'),
  column.accessor('dead', {
    header: 'Dead',
    cell: ({ getValue }) =>
      getValue() > 0 ? <Badge tone="danger">{getValue()}</Badge> : getValue(),
  }),
  column.accessor('lastError', {
    header: 'Last error',
    cell: ({ getValue }) => {
      const error = getValue();
      if (!error) return <Text tone="muted">None</Text>;
      return (
        <span>
          {error.message}{' '}
          <Text as="span" tone="muted">
            (<time dateTime={error.at}>{formatDateTime(error.at)}</time>)
          </Text>
        </span>
      );
    },
  }),
  column.display({
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => (row.original.dead > 0 ? <RetryAll kind={row.original} /> : null),
  }),
];

/** A kind's most recent dead jobs, each with Retry. */
function DeadJobs({ kind }: { kind: JobKindStatus }) {
  return (
    <Stack gap="sm" as="section" aria-label={`Dead ${kind.kind} jobs`}>
      <Heading level={2} size="md">
        Dead {kind.kind} jobs
        {kind.dead > kind.deadJobs.length ? ` (the ${kind.deadJobs.length} most recent)` : ''}
      </Heading>
      <ul>
        {kind.deadJobs.map((job) => (
          <li key={job.id}>
            <Inline gap="sm">
              <Text>
                <time dateTime={job.at}>{formatDateTime(job.at)}</time>: {job.message}
              </Text>
              <RetryOne kind={kind.kind} job={job} />
            </Inline>
          </li>
        ))}
      </ul>
    </Stack>
  );
}

/**
 * /admin/jobs: the job queue as an operator watches it — per kind the jobs queued (due now: the
 * queue's depth), scheduled, running, retrying and dead, the last error, and dead jobs run again
 * one by one or all at once. Read again every few seconds while open.
 */
export function AdminJobsPage() {
  const kinds = useQuery(jobKindsQuery());
  const withDead = (kinds.data ?? []).filter((k) => k.deadJobs.length > 0);
  return (
    <Stack gap="lg">
      <PageHeader
        title="Background jobs"
        description="Timed work the servers share through the job queue: mail delivery, reminders and sweeps. A failed job is retried with a growing delay; after its last attempt it is dead until you run it again."
      />
      <QueryTable
        query={kinds}
        errorTitle="The job queue could not be read"
        caption="Background jobs by kind"
        captionHidden
        columns={columns}
        getRowId={(k) => k.kind}
        skeletonRows={4}
        empty={<EmptyState level={2} title="No background jobs" />}
      />
      {withDead.map((kind) => (
        <DeadJobs key={kind.kind} kind={kind} />
      ))}
    </Stack>
  );
}
