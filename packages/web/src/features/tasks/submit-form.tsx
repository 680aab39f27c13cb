import { submitTaskBody } from '@campus/sdk/zod';
import type { SubmitTaskRequest, TaskSubmission } from '@campus/sdk';
import {
  Alert,
  Button,
  FileDrop,
  Form,
  FormErrorSummary,
  FormTextarea,
  Heading,
  Progress,
  Stack,
  type FileDropItem,
} from '@campus/ui';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { fromPromise } from 'xstate';
import { clearDraft, readDraft, useKeepDraft } from '../../lib/draft';
import { submissionMachine, selectIsBusy } from './submission.machine';
import { useSubmitTask } from './tasks.api';
import { uploadFiles } from './upload';

export interface SubmitValues {
  text: string;
  /** One link per line; sent as the contract's `links` array. */
  links: string;
}

const MAX_FILE_BYTES = 10 * 1024 * 1024;
const MAX_FILES = 5;

export const linesOf = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/**
 * The contract's own schema (SubmitTaskRequest) checks the form, so the form and the server agree
 * on what a link is and how long a text may be; the "one of text, links, files" rule is the
 * server's, so the screen shows its words rather than guessing them.
 */
const submitResolver: Resolver<SubmitValues> = (values) => {
  const links = linesOf(values.links);
  const parsed = submitTaskBody.safeParse({ text: values.text, links });
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] === 'links' ? 'links' : 'text';
    if (errors[field]) continue;
    errors[field] =
      field === 'links'
        ? {
            type: 'links',
            message: `Line ${Number(issue.path[1] ?? 0) + 1} is not a web address (http:// or https://)`,
          }
        : { type: 'text', message: issue.message };
  }
  return { values: {}, errors };
};

/** A draft is kept in this browser until it is sent, per task. */
const draftKey = (taskId: string) => `campus.task-draft.${taskId}`;

export interface SubmitFormProps {
  taskId: string;
  /** The latest attempt: a resubmission opens prefilled with it ("changes done right"). */
  previous?: TaskSubmission;
  /** Injected in stories and tests; the real upload otherwise. */
  upload?: typeof uploadFiles;
  onSubmitted?: (submission: TaskSubmission) => void;
}

export function SubmitForm({
  taskId,
  previous,
  upload = uploadFiles,
  onSubmitted,
}: SubmitFormProps) {
  const submit = useSubmitTask(taskId);
  const machine = useMemo(
    () =>
      submissionMachine.provide({
        actors: {
          upload,
          submit: fromPromise<TaskSubmission, SubmitTaskRequest>(({ input }) =>
            submit.mutateAsync(input),
          ),
        },
      }),
    // The mutation object changes every render; its mutateAsync is stable per client.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [upload, submit.mutateAsync],
  );
  const [state, send] = useMachine(machine);
  const busy = selectIsBusy(state);
  const [files, setFiles] = useState<File[]>([]);

  const form = useForm<SubmitValues>({
    resolver: submitResolver,
    defaultValues: readDraft<SubmitValues>(draftKey(taskId)) ?? {
      text: previous?.text ?? '',
      links: previous?.links.join('\n') ?? '',
    },
  });

  useKeepDraft(form, draftKey(taskId));

  const submitted = state.matches('submitted') ? state.context.submission : null;
  useEffect(() => {
    if (!submitted) return;
    clearDraft(draftKey(taskId));
    onSubmitted?.(submitted);
  }, [submitted, taskId, onSubmitted]);

  const items: FileDropItem[] = files.map((f, i) => ({
    id: String(i),
    name: f.name,
    size: f.size,
    status: state.matches('uploading')
      ? 'uploading'
      : state.context.uploaded.length
        ? 'done'
        : state.matches('failed') && state.context.uploaded.length === 0
          ? 'error'
          : 'queued',
    progress: state.context.progress,
  }));

  if (submitted) {
    return (
      <Alert tone="success" title={`Attempt ${submitted.attempt} submitted`}>
        Your mentor has been told. You will see their feedback here.
      </Alert>
    );
  }

  return (
    <Form
      form={form}
      aria-labelledby="submit-title"
      onSubmit={(values) =>
        send({
          type: 'submission.send',
          draft: { text: values.text, links: linesOf(values.links), files },
        })
      }
    >
      <Heading level={2} size="md" id="submit-title">
        {previous ? `Send attempt ${previous.attempt + 1}` : 'Submit your work'}
      </Heading>
      <FormErrorSummary />
      <FormTextarea<SubmitValues>
        name="text"
        label="Your answer"
        hint="What you did, what to look at, anything your mentor should know."
        rows={6}
      />
      <FormTextarea<SubmitValues>
        name="links"
        label="Links"
        hint="One per line: a repository, a deployed app, a document."
        rows={3}
      />
      <FileDrop
        label="Files"
        hint="Up to 5 files of 10 MB each: PDF, images, text, ZIP or Office documents."
        maxSize={MAX_FILE_BYTES}
        maxFiles={MAX_FILES}
        multiple
        disabled={busy}
        items={items}
        onFilesAdded={(added) => setFiles((current) => [...current, ...added])}
        onRemove={(id) => setFiles((current) => current.filter((_, i) => String(i) !== id))}
      />
      {state.matches('uploading') && (
        <Progress label="Uploading files" value={state.context.progress} />
      )}
      {state.matches('failed') && state.context.error && (
        <Alert
          tone="danger"
          title="Not submitted"
          actions={
            <Button
              size="sm"
              variant="secondary"
              onClick={() => send({ type: 'submission.retry' })}
            >
              Try again
            </Button>
          }
        >
          {state.context.error}
        </Alert>
      )}
      <Stack gap="xs" align="flex-start">
        <Button type="submit" loading={busy}>
          {previous ? 'Resubmit' : 'Submit'}
        </Button>
      </Stack>
    </Form>
  );
}
