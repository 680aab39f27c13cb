import { normalizeError, type BatchAssignment } from '@campus/sdk';
import {
  AlertDialog,
  Button,
  CardGrid,
  dataTableColumnHelper,
  EmptyState,
  Heading,
  linkClassName,
  PageHeader,
  Skeleton,
  Stack,
  StatCard,
  Text,
  ToastProvider,
  useToast,
} from '@campus/ui';
import { formatInstant } from '@campus/time';
import { QueryTable } from '../../lib/query-table';
import { QueryFailed, QueryView } from '../../lib/query-view';
import { ShowMore } from '../../lib/show-more';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { AssignDialog } from './assign-dialog';
import { BatchMentors } from './batch-mentors';
import {
  batchQuery,
  batchStudentsQuery,
  batchVideosQuery,
  useRemoveAssignment,
  type BatchRef,
} from './batches.api';
import { batchLabel } from '../../lib/batch-names';

function RemoveAction({ a }: { a: BatchAssignment }) {
  const toast = useToast();
  const remove = useRemoveAssignment();
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button
          size="sm"
          variant="secondary"
          loading={remove.isPending}
          aria-label={`Remove ${a.student.name}`}
        >
          Remove
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content
        title={`Remove ${a.student.name} from ${batchLabel(a)}?`}
        description={`${a.student.name} leaves ${a.mentor.name}'s group and this batch: they stop seeing its videos, classes and updates. Their account, courses and submissions stay.`}
        confirmLabel="Remove"
        tone="danger"
        onConfirm={() =>
          remove.mutate(
            { mentorId: a.mentor._id, studentId: a.student._id },
            {
              onSuccess: () =>
                toast({ tone: 'success', title: `${a.student.name} is no longer in this batch.` }),
              onError: (error) => toast({ tone: 'danger', title: normalizeError(error).message }),
            },
          )
        }
      />
    </AlertDialog.Root>
  );
}

const col = dataTableColumnHelper<BatchAssignment>();
const columns = col.columns([
  col.accessor((a) => a.student.name, { id: 'student', header: 'Student' }),
  col.accessor((a) => a.mentor.name, { id: 'mentor', header: 'Mentor' }),
  col.accessor('assignedAt', {
    header: 'Assigned',
    cell: (info) => (
      <time dateTime={info.getValue()}>{formatInstant(info.getValue(), 'adminTable')}</time>
    ),
  }),
  col.display({
    id: 'actions',
    header: 'Actions',
    meta: { actions: true },
    cell: (info) => <RemoveAction a={info.row.original} />,
  }),
]);

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Stack gap="md">
        <Heading level={2} size="lg" id={id}>
          {title}
        </Heading>
        {children}
      </Stack>
    </section>
  );
}

/** /admin/batches/{monthYear}/{domain}: the batch's students, mentors, videos and classes. */
export function AdminBatchPage({ batch }: { batch: BatchRef }) {
  const summary = useQuery(batchQuery(batch));
  const students = useInfiniteQuery(batchStudentsQuery(batch));
  const videos = useQuery(batchVideosQuery(batch));
  const label = batchLabel(batch);
  return (
    <ToastProvider label="Batch changes">
      <Stack gap="lg">
        <PageHeader
          back={
            <Link className={linkClassName()} href={paths.adminBatches.href()}>
              All batches
            </Link>
          }
          title={`Batch ${label}`}
          description={
            summary.data &&
            `Mentors: ${summary.data.mentors.map((m) => m.name).join(', ') || 'none yet'}`
          }
          actions={<AssignDialog batch={batch} />}
        />
        {summary.isError ? (
          // The figures keep their cards while they load; only a failure replaces them.
          <QueryFailed query={summary} errorTitle="This batch could not be loaded" />
        ) : (
          <CardGrid as="div">
            <StatCard
              label="Students"
              value={summary.data?.studentCount}
              loading={summary.isPending}
            />
            <StatCard
              label="Videos"
              value={summary.data?.videoCount}
              loading={summary.isPending}
              href={paths.adminBatchAddVideos.href(batch.monthYear, batch.domain)}
              linkAs={Link}
              linkLabel="Manage videos"
            />
            <StatCard
              label="Upcoming classes"
              value={summary.data?.upcomingClassCount}
              loading={summary.isPending}
            />
          </CardGrid>
        )}
        <Section title="Students" id="batch-students">
          <QueryTable
            query={students}
            errorTitle="The students could not be loaded"
            caption={`Students of ${label}`}
            captionHidden
            columns={columns}
            getRowId={(a) => a._id}
            skeletonRows={3}
            empty={
              <EmptyState
                level={3}
                title="No students in this batch"
                description="Add students and choose their mentor with Add students."
              />
            }
          />
          <ShowMore pages={students}>Show more students</ShowMore>
        </Section>
        <Section title="Mentors and routing" id="batch-mentors">
          <BatchMentors batch={batch} />
        </Section>
        <Section title="Videos" id="batch-videos">
          <QueryView
            query={videos}
            loading={<Skeleton width="100%" height="3rem" />}
            errorTitle="The videos could not be loaded"
            empty={
              <EmptyState
                level={3}
                title="No videos yet"
                description="Recordings you add are shown to the students of this batch."
                action={
                  <Link
                    className={linkClassName()}
                    href={paths.adminBatchAddVideos.href(batch.monthYear, batch.domain)}
                  >
                    Add videos
                  </Link>
                }
              />
            }
          >
            {(list) => (
              <Stack as="ol" gap="xs">
                {list.map((v) => (
                  <li key={v._id}>
                    <Text>
                      {v.title}
                      {v.durationMinutes ? ` · ${v.durationMinutes} min` : ''}
                    </Text>
                  </li>
                ))}
              </Stack>
            )}
          </QueryView>
        </Section>
      </Stack>
    </ToastProvider>
  );
}
