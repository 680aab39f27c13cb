import { uploadTaskFiles } from '@campus/sdk';
import { fromCallback } from 'xstate';
import type { UploadEvent, UploadInput } from './submission.machine';

/**
 * POST /api/tasks/upload-files with upload progress, through the SDK like every call (its global
 * rules and CampusError included). Stopping the actor (the screen left, the send abandoned) aborts
 * the upload, and then nothing more is reported.
 */
export const uploadFiles = fromCallback<UploadEvent, UploadInput>(({ sendBack, input }) => {
  const controller = new AbortController();
  uploadTaskFiles(
    { files: input.files },
    {
      signal: controller.signal,
      onUploadProgress: ({ progress }) => {
        if (progress !== undefined)
          sendBack({ type: 'upload.progress', percent: Math.round(progress * 100) });
      },
    },
  ).then(
    (refs) => sendBack({ type: 'upload.done', refs }),
    (error: unknown) => {
      if (!controller.signal.aborted) sendBack({ type: 'upload.failed', error });
    },
  );
  return () => controller.abort();
});
