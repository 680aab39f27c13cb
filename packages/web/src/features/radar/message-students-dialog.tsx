import { zodResolver } from '@hookform/resolvers/zod';
import type { RadarFlag, RadarRule } from '@campus/sdk';
import { messageRadarStudentsBody } from '@campus/sdk/zod';
import {
  Button,
  Dialog,
  Form,
  FormErrorSummary,
  FormSubmitButton,
  FormTextarea,
  setServerErrors,
  Text,
  useToast,
} from '@campus/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { countOf } from '../../lib/plural';
import { serverErrorBody } from '../../lib/server-errors';
import { useMessageStudents } from './radar.api';
import { ruleLabels } from './radar-links';

const templateOnly = messageRadarStudentsBody.pick({ template: true });
type Values = { template: string };
const resolver = zodResolver(templateOnly, {
  error: (issue) =>
    issue.code === 'too_small'
      ? 'Write the message to send.'
      : issue.code === 'too_big'
        ? 'Keep the message under 2,000 characters.'
        : undefined,
});

const defaultTemplate =
  'Hi {firstName}, I noticed: {reasons}. How can I help you get back on track this week?';

/** The template as one flagged student will read it (the server fills it the same way). */
export function previewFor(template: string, flag: RadarFlag): string {
  const values: Record<string, string> = {
    firstName: flag.student.name.trim().split(/\s+/)[0] ?? flag.student.name,
    name: flag.student.name,
    reasons: flag.reasons.map((r) => r.text.replace(/\.$/, '')).join('; '),
  };
  return template.replace(/\{([^{}]*)\}/g, (whole, word: string) =>
    Object.hasOwn(values, word) ? values[word]! : whole,
  );
}

/** Who receives it: the students selected (with their flags, for the preview) or a rule's students. */
type Recipients = { flags: RadarFlag[] } | { rule: RadarRule };

/**
 * "Message the students who…": one message written once, sent by the server to each student as a
 * private message from the mentor, with `{firstName}`, `{name}` and `{reasons}` filled in per
 * student. The first student's copy is previewed; the toast counts the messages sent.
 */
export function MessageStudentsDialog({
  recipients,
  onDone,
}: {
  recipients: Recipients;
  onDone?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const toast = useToast();
  const send = useMessageStudents();
  const form = useForm<Values>({ resolver, defaultValues: { template: defaultTemplate } });
  const who =
    'flags' in recipients
      ? countOf(recipients.flags.length, 'selected student')
      : `every student flagged for ${ruleLabels[recipients.rule].toLowerCase()}`;
  const first = 'flags' in recipients ? recipients.flags[0] : undefined;
  const template = form.watch('template');
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) form.reset({ template: defaultTemplate });
      }}
    >
      <Dialog.Trigger asChild>
        <Button size="sm">Message {who}</Button>
      </Dialog.Trigger>
      <Dialog.Content
        title={`Message ${who}`}
        description="Each student gets their own private message from you. {firstName}, {name} and {reasons} are filled in for each."
        size="md"
      >
        <Form
          form={form}
          onSubmit={async ({ template: text }) => {
            try {
              const body =
                'flags' in recipients
                  ? { template: text, studentIds: recipients.flags.map((f) => f.student._id) }
                  : { template: text, rule: recipients.rule };
              const r = await send.mutateAsync(body);
              toast({ tone: 'success', title: `Sent ${countOf(r.sent.length, 'message')}.` });
              setOpen(false);
              onDone?.();
            } catch (error) {
              setServerErrors(form.setError, serverErrorBody(error));
            }
          }}
        >
          <FormErrorSummary />
          <FormTextarea<Values> name="template" label="Message" rows={5} />
          {first && (
            <Text size="sm" tone="muted">
              {first.student.name} will read: “{previewFor(template ?? '', first)}”
            </Text>
          )}
          <Dialog.Footer>
            <Dialog.Close asChild>
              <Button variant="secondary">Cancel</Button>
            </Dialog.Close>
            <FormSubmitButton>Send</FormSubmitButton>
          </Dialog.Footer>
        </Form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
