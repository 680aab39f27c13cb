import { listMentorReviews, normalizeError, reviewMentor, type User } from '@campus/sdk';
import {
  Alert,
  AlertDialog,
  Button,
  EmptyState,
  Heading,
  Inline,
  Skeleton,
  SkeletonGroup,
  Stack,
  Table,
  Text,
} from '@campus/ui';
import { formatInstant } from '@campus/time';
import { QueryView } from '../../lib/query-view';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { refreshAfter } from '../../data/changes';
import { userKeys } from '../../data/users/keys';

type Decision = 'approved' | 'rejected';

/** One pending mentor with the two decisions, each confirmed in a dialog that names the person. */
function ReviewRow({
  mentor,
  busy,
  onDecide,
}: {
  mentor: User;
  busy: boolean;
  onDecide: (mentor: User, decision: Decision) => void;
}) {
  return (
    <Table.Row>
      <Table.Cell>{mentor.name}</Table.Cell>
      <Table.Cell>{mentor.email}</Table.Cell>
      <Table.Cell>
        <time dateTime={mentor.createdAt}>{formatInstant(mentor.createdAt, 'adminTable')}</time>
      </Table.Cell>
      <Table.Cell>
        <Inline gap="sm">
          <AlertDialog.Root>
            <AlertDialog.Trigger asChild>
              <Button size="sm" disabled={busy} aria-label={`Approve ${mentor.name}`}>
                Approve
              </Button>
            </AlertDialog.Trigger>
            <AlertDialog.Content
              title={`Approve ${mentor.name}?`}
              description={`${mentor.name} (${mentor.email}) will appear in the mentor directory and can work with students: sessions, classes, tasks and messages.`}
              confirmLabel="Approve"
              onConfirm={() => onDecide(mentor, 'approved')}
            />
          </AlertDialog.Root>
          <AlertDialog.Root>
            <AlertDialog.Trigger asChild>
              <Button
                size="sm"
                variant="secondary"
                disabled={busy}
                aria-label={`Reject ${mentor.name}`}
              >
                Reject
              </Button>
            </AlertDialog.Trigger>
            <AlertDialog.Content
              title={`Reject ${mentor.name}?`}
              description={`${mentor.name} (${mentor.email}) stays out of the directory and cannot reach students. You can approve them later.`}
              confirmLabel="Reject"
              tone="danger"
              onConfirm={() => onDecide(mentor, 'rejected')}
            />
          </AlertDialog.Root>
        </Inline>
      </Table.Cell>
    </Table.Row>
  );
}

/**
 * The admin's review of self-registered mentors: until approved they reach no student.
 * Oldest application first, as the server lists them.
 */
export function MentorReview() {
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState('');
  const pending = useQuery({
    queryKey: userKeys.pendingMentors(),
    queryFn: () => listMentorReviews({ status: 'pending', pageSize: 100 }),
  });
  const decide = useMutation({
    mutationFn: ({ mentor, decision }: { mentor: User; decision: Decision }) =>
      reviewMentor(mentor._id, { status: decision }),
    onSuccess: (_, { mentor, decision }) => {
      setAnnouncement(
        decision === 'approved'
          ? `${mentor.name} is approved and listed in the mentor directory.`
          : `${mentor.name} was rejected.`,
      );
      return refreshAfter(queryClient, 'mentor.reviewed');
    },
  });

  return (
    <section aria-labelledby="mentor-review-heading">
      <Stack gap="md">
        <Stack gap="xs">
          <Heading level={2} size="lg" id="mentor-review-heading">
            Mentors awaiting review
          </Heading>
          <Text tone="muted">Self-registered mentors reach no student until you approve them.</Text>
        </Stack>
        {decide.isError && (
          <Alert tone="danger" title="The decision was not saved">
            {normalizeError(decide.error).message}
          </Alert>
        )}
        <p role="status" aria-live="polite">
          {announcement}
        </p>
        <QueryView
          query={pending}
          loading={
            <SkeletonGroup label="Loading mentors awaiting review…">
              <Stack gap="sm">
                <Skeleton width="100%" height="2.5rem" />
                <Skeleton width="100%" height="2.5rem" />
                <Skeleton width="100%" height="2.5rem" />
              </Stack>
            </SkeletonGroup>
          }
          errorTitle="The review list could not be loaded"
          empty={
            <EmptyState
              level={3}
              title="No mentors awaiting review"
              description="New mentor registrations appear here until you approve or reject them."
            />
          }
        >
          {(page) => (
            <Table.Root caption="Pending mentor applications" captionHidden>
              <Table.Head>
                <Table.Row>
                  <Table.HeaderCell>Name</Table.HeaderCell>
                  <Table.HeaderCell>Email</Table.HeaderCell>
                  <Table.HeaderCell>Registered</Table.HeaderCell>
                  <Table.HeaderCell>Decision</Table.HeaderCell>
                </Table.Row>
              </Table.Head>
              <Table.Body>
                {page.items.map((m) => (
                  <ReviewRow
                    key={m._id}
                    mentor={m}
                    busy={decide.isPending && decide.variables.mentor._id === m._id}
                    onDecide={(mentor, decision) => {
                      setAnnouncement('');
                      decide.mutate({ mentor, decision });
                    }}
                  />
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </QueryView>
      </Stack>
    </section>
  );
}
