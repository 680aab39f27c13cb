import { zodResolver } from '@hookform/resolvers/zod';
import { type BatchAssignRequest } from '@campus/sdk';
import { assignStudentsToBatchBody } from '@campus/sdk/zod';
import {
  Button,
  Dialog,
  Form,
  FormErrorSummary,
  FormSubmitButton,
  setServerErrors,
  Text,
  useToast,
} from '@campus/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { batchLabel } from '../../lib/batch-names';
import { countOf } from '../../lib/plural';
import { serverErrorBody } from '../../lib/server-errors';
import { useAssignStudents } from './admin-students.api';
import { BatchFields, batchFieldMessages, defaultBatchFields } from './batch-fields';

const resolver = zodResolver(assignStudentsToBatchBody, {
  error: (issue) => batchFieldMessages[String(issue.path?.[0])],
});

/**
 * Assign the selected students to a batch under a mentor (assignStudentsToBatch). A student in
 * another batch moves; the dialog says so before, the toast counts what changed after.
 */
export function AssignStudentsDialog({
  studentIds,
  onDone,
  now = new Date(),
}: {
  studentIds: string[];
  onDone: () => void;
  now?: Date;
}) {
  const [open, setOpen] = useState(false);
  const toast = useToast();
  const assign = useAssignStudents();
  const form = useForm<BatchAssignRequest>({
    resolver,
    defaultValues: { ...defaultBatchFields(now), studentIds },
  });
  const students = countOf(studentIds.length, 'student');
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) form.reset({ ...defaultBatchFields(now), studentIds });
      }}
    >
      <Dialog.Trigger asChild>
        <Button size="sm">Assign to batch</Button>
      </Dialog.Trigger>
      <Dialog.Content
        title={`Assign ${students} to a batch`}
        description="A student already in another batch moves to this one; their old batch keeps its history."
        size="md"
      >
        <Form
          form={form}
          onSubmit={async (body) => {
            try {
              const r = await assign.mutateAsync(body);
              toast({
                tone: 'success',
                title: `${batchLabel(body)}: ${r.created} added, ${r.moved} moved, ${r.unchanged} already there.`,
              });
              setOpen(false);
              onDone();
            } catch (error) {
              setServerErrors(form.setError, serverErrorBody(error));
            }
          }}
        >
          <FormErrorSummary />
          <BatchFields<BatchAssignRequest> now={now} />
          <Text size="sm" tone="muted">
            {students} selected.
          </Text>
          <Dialog.Footer>
            <Dialog.Close asChild>
              <Button variant="secondary">Cancel</Button>
            </Dialog.Close>
            <FormSubmitButton>Assign {students}</FormSubmitButton>
          </Dialog.Footer>
        </Form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
