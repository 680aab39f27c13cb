import { normalizeError, type BatchMentor, type BatchRef } from '@campus/sdk';
import { Alert, Button, Dialog, Select, Stack, Text } from '@campus/ui';
import {
  useQuery,
  type QueryKey,
  type UseMutationResult,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useState } from 'react';
import { batchLabel } from './batch-names';
import { QueryView } from './query-view';

/** The waiting submission handed on, and to whom. */
interface HandOffRequest {
  taskId: string;
  submissionId: string;
  mentorId: string;
}

export interface HandOffDialogProps<K extends QueryKey> {
  taskId: string;
  submissionId: string;
  /** Whose submission and of what, as the dialog names them: "Asha Rao", "Week 3". */
  studentName: string;
  taskTitle: string;
  /** The student's batch, whose routing roster the other mentor comes from. */
  batch: BatchRef;
  /** Who reviews it now: not offered. */
  reviewerId?: string;
  /** The batch's routing roster (data/batches/queries' batchMentorsQuery), asked for once opened. */
  roster: UseQueryOptions<BatchMentor[], Error, BatchMentor[], K>;
  /** The hand-off itself (data/tasks/queries' useHandOff), which refreshes what it changes. */
  handOff: Pick<
    UseMutationResult<unknown, unknown, HandOffRequest>,
    'mutate' | 'isPending' | 'error' | 'reset'
  >;
}

/**
 * "Hand to…": a waiting submission handed to another mentor of the student's batch routing roster.
 * It leaves the reviewer's queue and inbox and enters the other's; the student sees their new
 * reviewer on the task. Shared by the mentor's inbox and the review screen, which each say what
 * the hand-off means for the screen (through the mutation's `onHanded`). The dialog names whose work it is and the
 * confirming button names the mentor, so the choice is confirmed in place; Radix returns focus to
 * the trigger when it closes.
 */
export function HandOffDialog<K extends QueryKey>({
  taskId,
  submissionId,
  studentName,
  taskTitle,
  batch,
  reviewerId,
  roster: rosterQuery,
  handOff,
}: HandOffDialogProps<K>) {
  const [open, setOpen] = useState(false);
  const [mentorId, setMentorId] = useState('');
  const roster = useQuery({ ...rosterQuery, enabled: open });
  const others = (list: BatchMentor[]) => list.filter((m) => m.mentor._id !== reviewerId);
  const chosen = others(roster.data ?? []).find((m) => m.mentor._id === mentorId);
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
        <Button size="sm" variant="secondary" aria-label={`Hand to… · ${studentName}`}>
          Hand to…
        </Button>
      </Dialog.Trigger>
      <Dialog.Content
        title={`Hand ${studentName}’s “${taskTitle}” to another mentor`}
        description={`A mentor of ${batchLabel(batch)} reviews it from now on; it leaves your inbox and enters theirs.`}
        size="sm"
      >
        <Stack gap="md">
          <QueryView
            query={roster}
            loading="Loading the batch’s mentors…"
            errorTitle="The batch’s mentors could not be loaded"
            isEmpty={(list) => others(list).length === 0}
            empty={<Text>No other mentor is in {batchLabel(batch)}’s routing.</Text>}
          >
            {(list) => (
              <Select
                label="Mentor"
                value={mentorId}
                onChange={(e) => setMentorId(e.target.value)}
                placeholder="Choose a mentor"
                options={others(list).map((m) => ({
                  value: m.mentor._id,
                  label: m.away ? `${m.mentor.name} (away)` : m.mentor.name,
                }))}
              />
            )}
          </QueryView>
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
                  { taskId, submissionId, mentorId: chosen.mentor._id },
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
