/**
 * Sending an attempt: the files go up first (POST /api/tasks/upload-files, with
 * progress), then the attempt is submitted with their ids.
 *
 * States: `editing` → `uploading` (only when files are attached) → `submitting` → `submitted`;
 * any failure lands in `failed` with the server's words. From `failed`, `submission.retry` resumes
 * where it stopped: files already stored are not uploaded again (the server keeps an unattached
 * upload for 24 h), so a network blip during submit costs one request, not the whole upload.
 * A second `submission.send` while a send is under way has no transition: a double click cannot
 * submit twice (the server refuses a second pending attempt with 409 as well).
 *
 * Effects are supplied from outside: `upload` (a callback actor reporting `upload.progress`,
 * `upload.done`, `upload.failed`) and `submit` (a promise actor).
 */
import {
  normalizeError,
  type FileRef,
  type SubmitTaskRequest,
  type TaskSubmission,
} from '@campus/sdk';
import { assign, fromCallback, fromPromise, setup, type SnapshotFrom } from 'xstate';

export interface SubmissionDraft {
  text: string;
  links: string[];
  files: File[];
}

export interface UploadInput {
  files: File[];
}

export type UploadEvent =
  | { type: 'upload.progress'; percent: number }
  | { type: 'upload.done'; refs: FileRef[] }
  | { type: 'upload.failed'; error: unknown };

export type SubmissionEvent =
  | { type: 'submission.send'; draft: SubmissionDraft }
  | { type: 'submission.retry' }
  | { type: 'submission.edit' }
  | UploadEvent;

interface Context {
  draft: SubmissionDraft;
  /** What the server stored for `draft.files`; empty until the upload is done. */
  uploaded: FileRef[];
  progress: number;
  error: string | null;
  submission: TaskSubmission | null;
}

const emptyDraft: SubmissionDraft = { text: '', links: [], files: [] };

/** The body of submitTask: blank text and empty lists left out (the server wants one of them). */
export function submitBody(draft: SubmissionDraft, uploaded: FileRef[]): SubmitTaskRequest {
  const body: SubmitTaskRequest = {};
  if (draft.text.trim()) body.text = draft.text;
  if (draft.links.length) body.links = draft.links;
  if (uploaded.length) body.fileIds = uploaded.map((f) => f._id);
  return body;
}

export const submissionMachine = setup({
  types: {
    context: {} as Context,
    events: {} as SubmissionEvent,
  },
  actors: {
    upload: fromCallback<UploadEvent, UploadInput>(() => () => {}),
    submit: fromPromise<TaskSubmission, SubmitTaskRequest>(() => {
      throw new Error('submit is provided by the screen');
    }),
  },
  guards: {
    hasFilesToUpload: ({ context }) =>
      context.draft.files.length > 0 && context.uploaded.length === 0,
  },
}).createMachine({
  id: 'taskSubmission',
  context: { draft: emptyDraft, uploaded: [], progress: 0, error: null, submission: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'submission.send': {
          target: 'sending',
          actions: assign(({ event }) => ({
            draft: event.draft,
            uploaded: [],
            progress: 0,
            error: null,
          })),
        },
      },
    },
    sending: {
      always: [{ guard: 'hasFilesToUpload', target: 'uploading' }, { target: 'submitting' }],
    },
    uploading: {
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context }) => ({ files: context.draft.files }),
      },
      on: {
        'upload.progress': { actions: assign({ progress: ({ event }) => event.percent }) },
        'upload.done': {
          target: 'submitting',
          actions: assign({ uploaded: ({ event }) => event.refs, progress: 100 }),
        },
        'upload.failed': {
          target: 'failed',
          actions: assign({ error: ({ event }) => normalizeError(event.error).message }),
        },
      },
    },
    submitting: {
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => submitBody(context.draft, context.uploaded),
        onDone: {
          target: 'submitted',
          actions: assign({ submission: ({ event }) => event.output }),
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => normalizeError(event.error).message }),
        },
      },
    },
    failed: {
      on: {
        'submission.retry': 'sending',
        'submission.edit': {
          target: 'editing',
          actions: assign({ error: null, uploaded: [], progress: 0 }),
        },
        'submission.send': {
          target: 'sending',
          actions: assign(({ event }) => ({
            draft: event.draft,
            uploaded: [],
            progress: 0,
            error: null,
          })),
        },
      },
    },
    submitted: { type: 'final' },
  },
});

type Snapshot = SnapshotFrom<typeof submissionMachine>;
export const selectIsBusy = (s: Snapshot) => s.matches('uploading') || s.matches('submitting');
