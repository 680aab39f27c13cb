import type { FileRef, SubmitTaskRequest, TaskSubmission } from '@campus/sdk';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { campusError, fakeCallback, fakePromise } from '../../testing/fake-actors';
import {
  createStateRecorder,
  doneEvent,
  errorEvent,
  expectStoriesToCover,
  reachableStateKeys,
} from '../../testing/state-coverage';
import {
  selectIsBusy,
  submissionMachine,
  submitBody,
  type SubmissionDraft,
  type UploadEvent,
  type UploadInput,
} from './submission.machine';

const recorder = createStateRecorder();

const file = (name: string) => new File(['hello'], name, { type: 'text/plain' });
const ref = (id: string): FileRef => ({
  _id: id,
  name: `${id}.txt`,
  url: `/api/files/${id}`,
  contentType: 'text/plain',
  size: 5,
});
const submission = { _id: 's-1', attempt: 1 } as TaskSubmission;
const draft = (files: File[] = []): SubmissionDraft => ({
  text: 'My answer',
  links: ['https://github.com/asha/todo'],
  files,
});

function start() {
  const upload = fakeCallback<UploadEvent, UploadInput>();
  const submit = fakePromise<TaskSubmission, SubmitTaskRequest>();
  const actor = recorder.visit(
    createActor(
      submissionMachine.provide({ actors: { upload: upload.logic, submit: submit.logic } }),
    ),
  );
  actor.start();
  return { actor, upload, submit };
}

describe('taskSubmission machine', () => {
  it('submits text and links straight away when no file is attached', async () => {
    const { actor, upload, submit } = start();
    try {
      actor.send({ type: 'submission.send', draft: draft() });
      expect(actor.getSnapshot().value).toBe('submitting');
      expect(upload.state.starts).toBe(0);
      expect(submit.last().input).toEqual({
        text: 'My answer',
        links: ['https://github.com/asha/todo'],
      });
      submit.last().resolve(submission);
      await waitFor(actor, (s) => s.matches('submitted'));
      expect(actor.getSnapshot().context.submission).toBe(submission);
    } finally {
      actor.stop();
    }
  });

  it('uploads first with progress, then submits the stored ids; a double send is ignored', async () => {
    const { actor, upload, submit } = start();
    try {
      const files = [file('a.txt')];
      actor.send({ type: 'submission.send', draft: draft(files) });
      expect(actor.getSnapshot().value).toBe('uploading');
      expect(selectIsBusy(actor.getSnapshot())).toBe(true);
      expect(upload.state.inputs).toEqual([{ files }]);
      actor.send({ type: 'submission.send', draft: draft(files) });
      expect(upload.state.starts).toBe(1);
      upload.emit({ type: 'upload.progress', percent: 40 });
      expect(actor.getSnapshot().context.progress).toBe(40);
      upload.emit({ type: 'upload.done', refs: [ref('f-1')] });
      expect(actor.getSnapshot().value).toBe('submitting');
      expect(upload.state.running).toBe(false);
      actor.send({ type: 'submission.send', draft: draft(files) });
      expect(submit.calls).toHaveLength(1);
      expect(submit.last().input.fileIds).toEqual(['f-1']);
    } finally {
      actor.stop();
    }
  });

  it("a refused upload fails with the server's words; retry uploads again", async () => {
    const { actor, upload } = start();
    try {
      actor.send({ type: 'submission.send', draft: draft([file('setup.exe')]) });
      upload.emit({
        type: 'upload.failed',
        error: campusError(415, { message: 'Only PDF, images … are allowed.' }),
      });
      expect(actor.getSnapshot().value).toBe('failed');
      expect(actor.getSnapshot().context.error).toBe('Only PDF, images … are allowed.');
      actor.send({ type: 'submission.retry' });
      expect(actor.getSnapshot().value).toBe('uploading');
      expect(upload.state.starts).toBe(2);
    } finally {
      actor.stop();
    }
  });

  it('a failed submit keeps the stored files: retry submits without uploading again', async () => {
    const { actor, upload, submit } = start();
    try {
      actor.send({ type: 'submission.send', draft: draft([file('a.txt')]) });
      upload.emit({ type: 'upload.done', refs: [ref('f-1')] });
      submit.last().reject(campusError(0));
      await waitFor(actor, (s) => s.matches('failed'));
      actor.send({ type: 'submission.retry' });
      expect(actor.getSnapshot().value).toBe('submitting');
      expect(upload.state.starts).toBe(1);
      expect(submit.calls).toHaveLength(2);
      expect(submit.last().input.fileIds).toEqual(['f-1']);
      actor.send({ type: 'submission.edit' });
      expect(actor.getSnapshot().value).toBe('submitting');
    } finally {
      actor.stop();
    }
  });

  it('going back to edit from a failure clears the error', async () => {
    const { actor, submit } = start();
    try {
      actor.send({ type: 'submission.send', draft: draft() });
      submit
        .last()
        .reject(campusError(409, { message: 'You already have a submission waiting for review.' }));
      await waitFor(actor, (s) => s.matches('failed'));
      actor.send({ type: 'submission.edit' });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.error).toBeNull();
      actor.send({ type: 'submission.send', draft: draft() });
      submit.last().reject(campusError(500));
      await waitFor(actor, (s) => s.matches('failed'));
      actor.send({ type: 'submission.send', draft: { text: 'Changed', links: [], files: [] } });
      expect(submit.last().input).toEqual({ text: 'Changed' });
    } finally {
      actor.stop();
    }
  });

  it('leaves blank text and empty lists out of the body', () => {
    expect(submitBody({ text: '  ', links: [], files: [] }, [])).toEqual({});
  });

  it('every reachable state is reached by a test and shown by a story', () => {
    const reachable = reachableStateKeys(submissionMachine, {
      events: [
        { type: 'submission.send', draft: draft() },
        { type: 'submission.send', draft: draft([file('a.txt')]) },
        { type: 'submission.retry' },
        { type: 'submission.edit' },
        { type: 'upload.progress', percent: 50 },
        { type: 'upload.done', refs: [ref('f-1')] },
        { type: 'upload.failed', error: campusError(415) },
        doneEvent('submit', submission),
        errorEvent('submit', campusError(500)),
      ],
    });
    recorder.expectToCover(reachable);
    expectStoriesToCover('taskSubmission', reachable);
  });
});
