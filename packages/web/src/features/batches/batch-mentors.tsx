import { zodResolver } from '@hookform/resolvers/zod';
import { normalizeError, type BatchMentor } from '@campus/sdk';
import { setBatchMentorBody, setBatchMentorParams } from '@campus/sdk/zod';
import {
  Badge,
  Button,
  dataTableColumnHelper,
  Dialog,
  EmptyState,
  Form,
  FormErrorSummary,
  FormSelect,
  FormSubmitButton,
  FormTextField,
  Inline,
  setServerErrors,
  Text,
  useToast,
} from '@campus/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { mentorChoiceLabel, mentorChoicesQuery } from '../../data/users/queries';
import { batchLabel } from '../../lib/batch-names';
import { ConfirmAction } from '../../lib/confirm-action';
import { QueryTable } from '../../lib/query-table';
import { serverErrorBody } from '../../lib/server-errors';
import { batchMentorsQuery } from '../../data/batches/queries';
import { useSetBatchMentor, type BatchRef } from './batches.api';

interface WeightFields {
  mentorId: string;
  weight: number;
}

const messages: Record<string, string> = {
  mentorId: 'Choose a mentor',
  weight: 'A weight from 1 to 1000',
};
// The path's mentor and the body's weight, each checked by the contract's own schema.
const resolver = zodResolver(
  setBatchMentorParams
    .pick({ mentorId: true })
    .extend({ weight: setBatchMentorBody.shape.weight.unwrap() }),
  { error: (issue) => messages[String(issue.path?.[0])] },
);

/**
 * Adds a mentor to the batch's routing (`member` absent: a mentor not in it yet, chosen from the
 * working mentors) or changes a member's weight: their share of new submissions against the others.
 */
function WeightDialog({
  batch,
  member,
  members = [],
}: {
  batch: BatchRef;
  member?: BatchMentor;
  /** The roster, whose mentors are not offered again. */
  members?: readonly BatchMentor[];
}) {
  const [open, setOpen] = useState(false);
  const toast = useToast();
  const save = useSetBatchMentor(batch);
  const mentors = useQuery({ ...mentorChoicesQuery(), enabled: open && !member });
  const form = useForm<WeightFields>({
    resolver,
    defaultValues: { mentorId: member?.mentor._id ?? '', weight: member?.weight ?? 100 },
  });
  const inRoster = new Set(members.map((m) => m.mentor._id));
  const label = batchLabel(batch);
  const title = member ? `Weight of ${member.mentor.name} in ${label}` : `Add a mentor to ${label}`;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset();
      }}
    >
      <Dialog.Trigger asChild>
        {member ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Change weight of ${member.mentor.name}`}
          >
            Change weight
          </Button>
        ) : (
          <Button>Add mentor</Button>
        )}
      </Dialog.Trigger>
      <Dialog.Content
        title={title}
        description="New submissions go to each mentor in proportion to their weight: 200 gets twice what 100 gets. A change counts from now, so nobody is flooded with what came before."
        size="sm"
      >
        <Form
          form={form}
          onSubmit={async ({ mentorId, weight }) => {
            try {
              const saved = await save.mutateAsync({ mentorId, body: { weight } });
              toast({
                tone: 'success',
                title: member
                  ? `${saved.mentor.name} now has weight ${saved.weight} in ${label}.`
                  : `${saved.mentor.name} now shares ${label}’s new submissions.`,
              });
              setOpen(false);
              form.reset();
            } catch (error) {
              setServerErrors(form.setError, serverErrorBody(error));
            }
          }}
        >
          <FormErrorSummary />
          {!member && (
            <FormSelect<WeightFields>
              name="mentorId"
              label="Mentor"
              placeholder={mentors.isPending ? 'Loading mentors…' : 'Choose a mentor'}
              options={(mentors.data?.items ?? [])
                .filter((m) => !inRoster.has(m._id))
                .map((m) => ({ value: m._id, label: mentorChoiceLabel(m) }))}
            />
          )}
          <FormTextField<WeightFields>
            name="weight"
            type="number"
            label="Weight"
            hint="From 1 to 1000; 100 is an even share"
            min={1}
            max={1000}
            required
          />
          <Dialog.Footer>
            <Dialog.Close asChild>
              <Button variant="secondary">Cancel</Button>
            </Dialog.Close>
            <FormSubmitButton>{member ? 'Save weight' : 'Add mentor'}</FormSubmitButton>
          </Dialog.Footer>
        </Form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** Away behind a confirmation that says what it stops; back from away at once. */
function AwayAction({ batch, member }: { batch: BatchRef; member: BatchMentor }) {
  const toast = useToast();
  const save = useSetBatchMentor(batch);
  const name = member.mentor.name;
  const label = batchLabel(batch);
  const set = (away: boolean, done?: () => void) =>
    save.mutate(
      { mentorId: member.mentor._id, body: { away } },
      {
        onSuccess: () => {
          done?.();
          toast({
            tone: 'success',
            title: away ? `${name} is away in ${label}.` : `${name} is back in ${label}.`,
          });
        },
        // Setting away shows a refusal in its dialog; coming back has no dialog to show it in.
        onError: (error) => {
          if (!away) toast({ tone: 'danger', title: normalizeError(error).message });
        },
      },
    );
  if (member.away)
    return (
      <Button
        size="sm"
        variant="secondary"
        loading={save.isPending}
        aria-label={`Back from away: ${name}`}
        onClick={() => set(false)}
      >
        Back from away
      </Button>
    );
  return (
    <ConfirmAction
      label="Set away"
      triggerLabel={`Set away: ${name}`}
      title={`Set ${name} away in ${label}?`}
      description={`${name} gets none of ${label}’s new submissions until they are back. The submissions already waiting on them stay theirs until handed to another mentor.`}
      confirmLabel="Set away"
      mutation={save}
      run={(done) => set(true, done)}
    />
  );
}

const column = dataTableColumnHelper<BatchMentor>();

/**
 * A batch's routing roster for its admin: who its students' new submissions go to, with each
 * mentor's weight, whether they are away and how many they have been given since they joined.
 */
export function BatchMentors({ batch }: { batch: BatchRef }) {
  const roster = useQuery(batchMentorsQuery(batch));
  const members = roster.data ?? [];
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor((m) => m.mentor.name, { id: 'mentor', header: 'Mentor' }),
        column.accessor('weight', { header: 'Weight', meta: { numeric: true } }),
        column.accessor('away', {
          header: 'Away',
          cell: (info) =>
            info.getValue() ? <Badge tone="warning">Away</Badge> : <Text tone="muted">No</Text>,
        }),
        column.accessor('routed', {
          header: 'Given since joining',
          meta: { numeric: true, priority: 3 },
        }),
        column.display({
          id: 'actions',
          header: 'Actions',
          meta: { actions: true },
          cell: (info) => (
            <Inline gap="xs" wrap>
              <WeightDialog batch={batch} member={info.row.original} />
              <AwayAction batch={batch} member={info.row.original} />
            </Inline>
          ),
        }),
      ]),
    [batch],
  );
  return (
    <>
      <Inline justify="flex-end">
        <WeightDialog batch={batch} members={members} />
      </Inline>
      <QueryTable
        query={roster}
        errorTitle="The batch’s mentors could not be loaded"
        caption={`Mentors of ${batchLabel(batch)}`}
        captionHidden
        columns={columns}
        getRowId={(m) => m.mentor._id}
        manualSorting={false}
        skeletonRows={2}
        empty={
          <EmptyState
            level={3}
            title="No mentors in this batch’s routing"
            description="Add a mentor to share its students’ new submissions."
          />
        }
      />
    </>
  );
}
