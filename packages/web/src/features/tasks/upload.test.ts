import {
  configure,
  getConfig,
  type FileRef,
  type SubmitTaskRequest,
  type TaskSubmission,
} from '@campus/sdk';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { fakePromise } from '../../testing/fake-actors';
import { server } from '../../testing/msw-server';
import { submissionMachine } from './submission.machine';
import { uploadFiles } from './upload';

// The real upload actor in the submission machine, over the SDK's transport (XMLHttpRequest in
// jsdom) answered by MSW: progress, the stored refs, and the SDK's global rules on a failure.
const onUnauthorized = vi.fn();
const onDeactivated = vi.fn();
beforeEach(() => {
  onUnauthorized.mockReset();
  onDeactivated.mockReset();
  configure({ baseURL: '', onUnauthorized, onDeactivated });
  getConfig().tokenStore.set('student-token');
});
afterEach(() => vi.restoreAllMocks());

const file = new File(['x'.repeat(50_000)], 'cart.txt', { type: 'text/plain' });
const ref: FileRef = {
  _id: 'f-1',
  name: 'cart.txt',
  url: '/api/files/f-1',
  contentType: 'text/plain',
  size: 50_000,
};

function send() {
  const submit = fakePromise<TaskSubmission, SubmitTaskRequest>();
  const actor = createActor(
    submissionMachine.provide({ actors: { upload: uploadFiles, submit: submit.logic } }),
  );
  const progress: number[] = [];
  actor.subscribe((s) => {
    if (s.matches('uploading') && progress.at(-1) !== s.context.progress)
      progress.push(s.context.progress);
  });
  actor.start();
  actor.send({ type: 'submission.send', draft: { text: '', links: [], files: [file] } });
  return { actor, submit, progress };
}

const answer = (status: number, message: string) =>
  http.post('*/api/tasks/upload-files', () => HttpResponse.json({ message }, { status }));

describe('uploadFiles', () => {
  it('uploads with the token, reports progress up to 100 %, then submits the stored ids', async () => {
    let authorization: string | null = null;
    server.use(
      http.post('*/api/tasks/upload-files', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json([ref], { status: 201 });
      }),
    );
    const { actor, submit, progress } = send();
    try {
      await waitFor(actor, (s) => s.matches('submitting'));
      expect(authorization).toBe('Bearer student-token');
      expect(progress.at(-1)).toBe(100);
      expect(submit.last().input).toEqual({ fileIds: ['f-1'] });
    } finally {
      actor.stop();
    }
  });

  it("a refused file fails with the server's words, and the token stays", async () => {
    server.use(answer(415, 'Only PDF, images … are allowed.'));
    const { actor } = send();
    try {
      await waitFor(actor, (s) => s.matches('failed'));
      expect(actor.getSnapshot().context.error).toBe('Only PDF, images … are allowed.');
      expect(getConfig().tokenStore.get()).toBe('student-token');
      expect(onUnauthorized).not.toHaveBeenCalled();
    } finally {
      actor.stop();
    }
  });

  it('a 401 removes the token and calls onUnauthorized, as on any call (spec §8)', async () => {
    server.use(answer(401, 'Token expired'));
    const { actor } = send();
    try {
      await waitFor(actor, (s) => s.matches('failed'));
      expect(getConfig().tokenStore.get()).toBeNull();
      expect(onUnauthorized).toHaveBeenCalledOnce();
    } finally {
      actor.stop();
    }
  });

  it('a deactivated 403 removes the token and calls onDeactivated, as on any call (spec §8)', async () => {
    server.use(answer(403, 'Your account has been deactivated'));
    const { actor } = send();
    try {
      await waitFor(actor, (s) => s.matches('failed'));
      expect(getConfig().tokenStore.get()).toBeNull();
      expect(onDeactivated).toHaveBeenCalledWith('Your account has been deactivated');
    } finally {
      actor.stop();
    }
  });

  it('stopping the send aborts the upload', async () => {
    let arrived!: () => void;
    const requested = new Promise<void>((resolve) => (arrived = resolve));
    server.use(
      http.post('*/api/tasks/upload-files', async () => {
        arrived();
        await delay('infinite');
        return HttpResponse.json([ref]);
      }),
    );
    const abort = vi.spyOn(XMLHttpRequest.prototype, 'abort');
    const { actor } = send();
    await requested;
    expect(abort).not.toHaveBeenCalled();
    actor.stop();
    expect(abort).toHaveBeenCalledOnce();
  });
});
