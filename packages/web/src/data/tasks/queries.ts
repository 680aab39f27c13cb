import { handOffTaskSubmission, type TaskSubmission } from '@campus/sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfter } from '../changes';

/** Which waiting submission goes to which mentor of the student's batch routing roster. */
export interface HandOffVariables {
  taskId: string;
  submissionId: string;
  mentorId: string;
}

/**
 * Hands a waiting submission to another mentor of the student's batch: the inbox's and the review
 * screen's Hand to…, the one task call two features share (so it lives here, where shared SDK calls
 * may). Both refresh what a hand-off changes (`submission.handed`: both reviewers' queues and
 * inboxes, the task, the batch's routing counts) the one way.
 */
export function useHandOff({
  onHanded,
}: {
  /**
   * Told of the submission under its new reviewer before anything is refreshed, and even if the
   * screen that asked has gone: a refreshed screen may no longer show what was handed on.
   */
  onHanded?: (submission: TaskSubmission) => void;
} = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: HandOffVariables) =>
      handOffTaskSubmission(v.taskId, v.submissionId, { mentorId: v.mentorId }),
    onSuccess: (submission) => {
      onHanded?.(submission);
      return refreshAfter(client, 'submission.handed');
    },
  });
}
