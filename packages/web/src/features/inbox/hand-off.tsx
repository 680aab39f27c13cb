import type { BatchRef, InboxItem } from '@campus/sdk';
import { batchMentorsQuery } from '../../data/batches/queries';
import { useHandOff } from '../../data/tasks/queries';
import { HandOffDialog } from '../../lib/hand-off-dialog';

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
 * "Hand to…" on an inbox row: the shared dialog (lib/hand-off-dialog) for a waiting submission,
 * `reviewerId` being the mentor whose inbox holds it. The refreshed inbox drops the row.
 */
export function HandOff({ item, reviewerId }: { item: InboxItem; reviewerId?: string }) {
  const handOff = useHandOff();
  const target = handableSubmission(item);
  if (!target) return null;
  return (
    <HandOffDialog
      {...target}
      studentName={item.who.name}
      taskTitle={item.what}
      reviewerId={reviewerId}
      roster={batchMentorsQuery(target.batch)}
      handOff={handOff}
    />
  );
}
