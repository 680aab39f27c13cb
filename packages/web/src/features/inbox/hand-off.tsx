import { normalizeError, type BatchRef, type InboxItem } from '@campus/sdk';
import { Alert, Button, Dialog, Select, Stack, Text } from '@campus/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { batchMentorsQuery } from '../../data/batches/queries';
import { batchLabel } from '../../lib/batch-names';
import { useHandOff } from './inbox.api';

/** The submission an item waits on, when it is one a reviewer may hand on: its task and id. */
export function handableSubmission(
  item: InboxItem,
): { taskId: string; submissionId: string; batch: BatchRef } | null {
  if (item.kind !== 'review' && item.kind !== 'resubmission') return null;
  if (!item.taskId || !item.batch) return null;
  return {
    taskId: item.taskId,
    submissionId: item.id.slice(item.id.indexOf(':') + 1),
    batch: item.batch,
  };
}

/**
 * "Hand to…": a waiting submission handed to another mentor of the student's batch routing roster
 * (`reviewer`, the one whose inbox holds it, is not offered). It leaves this inbox and enters
 * theirs; the student sees their new reviewer on the task.
 */
export function HandOff({ item, reviewerId }: { item: InboxItem; reviewerId?: string }) {
  const [open, setOpen] = useState(false);
  const [mentorId, setMentorId] = useState('');
  const handOff = useHandOff();
  const target = handableSubmission(item);
  const roster = useQuery({
    ...batchMentorsQuery(target?.batch ?? { monthYear: '', domain: '' }),
    enabled: open && target !== null,
  });
  if (!target) return null;
  const others = (roster.data ?? []).filter((m) => m.mentor._id !== reviewerId);
  const chosen = others.find((m) => m.mentor._id === mentorId);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setMentorId('');
          handOff.reset();
        }
      }}
    >
      <Dialog.Trigger asChild>
        <Button size="sm" variant="secondary" aria-label={`Hand to… · ${item.who.name}`}>
          Hand to…
        </Button>
      </Dialog.Trigger>
      <Dialog.Content
        title={`Hand ${item.who.name}’s “${item.what}” to another mentor`}
        description={`A mentor of ${batchLabel(target.batch)} reviews it from now on; it leaves your inbox and enters theirs.`}
        size="sm"
      >
        <Stack gap="md">
          {roster.isError ? (
            <Alert tone="danger">{normalizeError(roster.error).message}</Alert>
          ) : roster.isSuccess && others.length === 0 ? (
            <Text>No other mentor is in {batchLabel(target.batch)}’s routing.</Text>
          ) : (
            <Select
              label="Mentor"
              value={mentorId}
              onChange={(e) => setMentorId(e.target.value)}
              placeholder={roster.isPending ? 'Loading mentors…' : 'Choose a mentor'}
              options={others.map((m) => ({
                value: m.mentor._id,
                label: m.away ? `${m.mentor.name} (away)` : m.mentor.name,
              }))}
            />
          )}
          {handOff.error ? (
            <Alert tone="danger">{normalizeError(handOff.error).message}</Alert>
          ) : null}
          <Dialog.Footer>
            <Dialog.Close asChild>
              <Button variant="secondary">Cancel</Button>
            </Dialog.Close>
            <Button
              disabled={!chosen}
              loading={handOff.isPending}
              onClick={() =>
                chosen &&
                handOff.mutate(
                  { ...target, mentorId: chosen.mentor._id },
                  { onSuccess: () => setOpen(false) },
                )
              }
            >
              {chosen ? `Hand to ${chosen.mentor.name}` : 'Hand over'}
            </Button>
          </Dialog.Footer>
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}
