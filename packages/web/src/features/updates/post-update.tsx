import { normalizeError, type MentorUpdate, type MentorUpdateCreateRequest } from '@campus/sdk';
import { createMentorUpdateBody } from '@campus/sdk/zod';
import {
  Alert,
  Card,
  EmptyState,
  Form,
  FormCheckbox,
  FormErrorSummary,
  FormSelect,
  FormSubmitButton,
  FormTextarea,
  FormTextField,
  Heading,
  setServerErrors,
  Skeleton,
  Stack,
} from '@campus/ui';
import { QueryView } from '../../lib/query-view';
import { ConfirmAction } from '../../lib/confirm-action';
import { useQuery } from '@tanstack/react-query';
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import { UpdateCard } from './update-card';
import { myBatchesQuery } from '../../data/batches/queries';
import { ownUpdatesQuery, useDeleteUpdate, usePostUpdate } from './updates.api';
import * as css from './updates.css';

interface PostValues {
  title: string;
  body: string;
  /** 'all' or `monthYear|domain`. */
  audience: string;
  pinned: boolean;
}

export function postRequest(values: PostValues): MentorUpdateCreateRequest {
  const [monthYear, domain] = values.audience.split('|');
  return {
    title: values.title.trim(),
    body: values.body,
    bodyFormat: 'text',
    pinned: values.pinned,
    audience:
      monthYear && domain ? { scope: 'batch', batch: { monthYear, domain } } : { scope: 'all' },
  };
}

/** The contract's MentorUpdateCreateRequest checks the form; its problems land on their fields. */
const postResolver: Resolver<PostValues> = (values): ResolverResult<PostValues> => {
  const parsed = createMentorUpdateBody.safeParse(postRequest(values));
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]);
    const message =
      field === 'title' ? 'Enter a title' : field === 'body' ? 'Write the update' : issue.message;
    errors[field === 'title' || field === 'body' ? field : 'audience'] ??= {
      type: 'schema',
      message,
    };
  }
  return { values: {}, errors };
};

function PostForm() {
  const batches = useQuery(myBatchesQuery());
  const post = usePostUpdate();
  const form = useForm<PostValues>({
    resolver: postResolver,
    defaultValues: { title: '', body: '', audience: 'all', pinned: false },
  });
  return (
    <Card as="section" aria-labelledby="post-update-title">
      <Form
        form={form}
        aria-labelledby="post-update-title"
        onSubmit={(values) =>
          post
            .mutateAsync(postRequest(values))
            .then(() => form.reset())
            .catch((error: unknown) => {
              const e = normalizeError(error);
              const errors = e.errors.flatMap((p) =>
                p.path ? [{ msg: p.msg, path: p.path }] : [],
              );
              setServerErrors(
                form.setError,
                errors.length ? { message: e.message, errors } : { message: e.message },
              );
            })
        }
      >
        <Heading level={2} size="lg" id="post-update-title">
          Post an update
        </Heading>
        {post.isSuccess && (
          <Alert tone="success" title="Update posted" onDismiss={() => post.reset()}>
            Your students see it on Mentor Updates.
          </Alert>
        )}
        <FormErrorSummary />
        <FormTextField<PostValues> name="title" label="Update title" required />
        <FormTextarea<PostValues> name="body" label="Message" required rows={5} />
        {batches.isPending ? (
          <Skeleton height="2.5rem" />
        ) : (
          <FormSelect<PostValues>
            name="audience"
            label="Who sees it"
            options={[
              { value: 'all', label: 'All your students' },
              ...(batches.data ?? []).map((b) => ({
                value: `${b.monthYear}|${b.domain}`,
                label: `Batch ${b.monthYear} · ${b.domain}`,
              })),
            ]}
          />
        )}
        <FormCheckbox<PostValues> name="pinned" label="Pin it to the top" />
        <div>
          <FormSubmitButton>Post update</FormSubmitButton>
        </div>
      </Form>
    </Card>
  );
}

function DeleteUpdate({ update }: { update: MentorUpdate }) {
  const remove = useDeleteUpdate();
  return (
    <ConfirmAction
      label="Delete"
      variant="ghost"
      title={`Delete “${update.title}”?`}
      description="Your students will no longer see it. This cannot be undone."
      confirmLabel="Delete"
      mutation={remove}
      run={(done) => remove.mutate(update._id, { onSuccess: done })}
    />
  );
}

function OwnUpdates() {
  const mine = useQuery(ownUpdatesQuery());
  return (
    <section aria-labelledby="own-updates-title">
      <Stack gap="md">
        <Heading level={2} size="lg" id="own-updates-title">
          Your updates
        </Heading>
        <QueryView
          query={mine}
          loading={<Skeleton height="6rem" />}
          errorTitle="Your updates could not be loaded"
          empty={<EmptyState level={3} title="No update posted yet" />}
        >
          {(page) => (
            <ul className={css.list} aria-label="Your updates">
              {page.items.map((u) => (
                <li key={u._id}>
                  <UpdateCard update={u} level={3} actions={<DeleteUpdate update={u} />} />
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </Stack>
    </section>
  );
}

/** /updates' announcements: post to all students or one batch, delete your own. */
export function MentorUpdatesDesk() {
  return (
    <Stack gap="lg">
      <PostForm />
      <OwnUpdates />
    </Stack>
  );
}
