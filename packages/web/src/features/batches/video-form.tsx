import { zodResolver } from '@hookform/resolvers/zod';
import { type BatchVideo, type BatchVideoCreateRequest } from '@campus/sdk';
import { createBatchVideoBody } from '@campus/sdk/zod';
import {
  Form,
  FormErrorSummary,
  FormSubmitButton,
  FormTextarea,
  FormTextField,
  Inline,
  setServerErrors,
} from '@campus/ui';
import { serverErrorBody } from '../../lib/server-errors';
import type { ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';

/** The video's own fields; the batch comes from the page. */
const schema = createBatchVideoBody.omit({ monthYear: true, domain: true });
export type VideoFields = Omit<BatchVideoCreateRequest, 'monthYear' | 'domain'>;

const messages: Record<string, string> = {
  title: 'Give the video a title',
  videoUrl: 'Paste the https link of the recording',
  durationMinutes: 'Minutes between 1 and 1440, or leave it empty',
  order: 'A position from 0, or leave it empty to add it last',
};
const base = zodResolver(schema, { error: (issue) => messages[String(issue.path?.[0])] });

/** Empty optional fields are left out rather than sent as "" or NaN. */
const resolver: Resolver<VideoFields> = (values, context, options) =>
  base(
    {
      ...values,
      description: values.description?.trim() || undefined,
      durationMinutes: Number.isFinite(values.durationMinutes) ? values.durationMinutes : undefined,
      order: Number.isFinite(values.order) ? values.order : undefined,
    },
    context,
    options,
  );

/**
 * A recording's fields (create and edit share them). Campus stores no video files (contract:
 * BatchVideo.videoUrl): a recording is a link to the streaming host it was uploaded to.
 */
export function VideoForm({
  video,
  submitLabel,
  onSubmit,
  extraActions,
}: {
  video?: BatchVideo;
  submitLabel: string;
  onSubmit: (fields: VideoFields) => Promise<unknown>;
  extraActions?: ReactNode;
}) {
  const form = useForm<VideoFields>({
    resolver,
    defaultValues: {
      title: video?.title ?? '',
      videoUrl: video?.videoUrl ?? '',
      description: video?.description ?? '',
      durationMinutes: video?.durationMinutes,
      order: video?.order,
    },
  });
  return (
    <Form
      form={form}
      onSubmit={async (fields) => {
        try {
          await onSubmit(fields);
          if (!video) form.reset();
        } catch (error) {
          setServerErrors(form.setError, serverErrorBody(error));
        }
      }}
    >
      <FormErrorSummary />
      <FormTextField<VideoFields> name="title" label="Title" required autoComplete="off" />
      <FormTextField<VideoFields>
        name="videoUrl"
        type="url"
        label="Video link"
        hint="The https link where the recording is hosted"
        required
      />
      <FormTextarea<VideoFields> name="description" label="Description" rows={3} />
      <Inline gap="md" align="flex-start">
        <FormTextField<VideoFields>
          name="durationMinutes"
          type="number"
          label="Length (minutes)"
          min={1}
          max={1440}
        />
        <FormTextField<VideoFields>
          name="order"
          type="number"
          label="Position"
          hint="Empty: after the last video"
          min={0}
        />
      </Inline>
      <Inline gap="sm">
        {extraActions}
        <FormSubmitButton>{submitLabel}</FormSubmitButton>
      </Inline>
    </Form>
  );
}
