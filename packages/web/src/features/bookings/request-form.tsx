import type { PersonSummary } from '@campus/sdk';
import { requestOneToOneBookingBody } from '@campus/sdk/zod';
import {
  Button,
  Form,
  FormErrorSummary,
  FormSubmitButton,
  FormTextarea,
  FormTextField,
  Inline,
  Text,
} from '@campus/ui';
import { formatTimeRange } from '@campus/time';
import { useForm } from 'react-hook-form';
import { sdkResolver, showServerError } from '../../lib/sdk-resolver';
import { useRequestOneToOne } from './bookings.api';
import type { Slot } from './slots';

const DURATION = 30;

interface RequestValues {
  topic: string;
  description: string;
}

/**
 * A one-to-one request for a free slot of a mentor: its time (in `timeZone`, named) and a topic.
 * `onSent` runs once it is sent, `onCancel` from "Pick another time".
 */
export function RequestForm({
  mentor,
  slot,
  timeZone,
  onSent,
  onCancel,
}: {
  mentor: PersonSummary;
  slot: Slot;
  timeZone: string;
  onSent: () => void;
  onCancel: () => void;
}) {
  const request = useRequestOneToOne();
  const form = useForm<RequestValues, unknown, ReturnType<typeof requestOneToOneBookingBody.parse>>(
    {
      defaultValues: { topic: '', description: '' },
      resolver: sdkResolver(requestOneToOneBookingBody, (v: RequestValues) => ({
        mentorId: mentor._id,
        topic: v.topic.trim(),
        description: v.description.trim() || undefined,
        startTime: slot.startTime,
        durationMinutes: DURATION,
        timezone: timeZone,
      })),
    },
  );
  return (
    <Form
      form={form}
      aria-label={`Request a session with ${mentor.name}`}
      onSubmit={(body) =>
        request
          .mutateAsync(body)
          .then(onSent, (error: unknown) => showServerError(form.setError, error))
      }
    >
      <FormErrorSummary title="The request was not sent" />
      <Text>
        {formatTimeRange(slot.startTime, slot.endTime, { showDay: true, timeZone })} with{' '}
        {mentor.name}
      </Text>
      <FormTextField<RequestValues> name="topic" label="Topic" required maxLength={200} />
      <FormTextarea<RequestValues>
        name="description"
        label="What would you like to go through? (optional)"
        rows={3}
      />
      <Inline gap="sm">
        <FormSubmitButton>Request session</FormSubmitButton>
        <Button variant="secondary" onClick={onCancel}>
          Pick another time
        </Button>
      </Inline>
    </Form>
  );
}
