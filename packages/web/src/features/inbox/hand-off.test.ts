import type { InboxItem } from '@campus/sdk';
import { describe, expect, it } from 'vitest';
import { handableSubmission } from './hand-off';

const batch = { monthYear: '2026-11', domain: 'fullstack' };
const item = (over: Partial<InboxItem>): InboxItem => ({
  id: 'review:0b6c1c52-0000-4000-8000-000000000101',
  kind: 'review',
  who: { _id: 'u-1', name: 'Asha Rao', role: 'student' },
  what: 'Week 3',
  batch,
  taskId: '0b6c1c52-0000-4000-8000-000000000201',
  since: '2026-11-22T10:00:00.000Z',
  dueAt: '2026-11-23T10:00:00.000Z',
  state: 'on_time',
  action: { label: 'Review', path: '/mentor-dashboard/review/t/s' },
  ...over,
});

describe('handableSubmission', () => {
  it('names the task, the submission (the id after its kind) and the batch of a review', () => {
    expect(handableSubmission(item({}))).toEqual({
      taskId: '0b6c1c52-0000-4000-8000-000000000201',
      submissionId: '0b6c1c52-0000-4000-8000-000000000101',
      batch,
    });
    expect(
      handableSubmission(item({ kind: 'resubmission', id: 'resubmission:s-2' }))?.submissionId,
    ).toBe('s-2');
  });

  it('offers nothing for other kinds, or without the task or the student’s batch', () => {
    expect(handableSubmission(item({ kind: 'message', id: 'message:u-1' }))).toBeNull();
    expect(handableSubmission(item({ kind: 'booking_request' }))).toBeNull();
    expect(handableSubmission(item({ taskId: undefined }))).toBeNull();
    expect(handableSubmission(item({ batch: undefined }))).toBeNull();
  });
});
