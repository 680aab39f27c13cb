import { zodResolver } from '@hookform/resolvers/zod';
import { normalizeError, type BatchAssignRequest } from '@campus/sdk';
import { assignStudentsToBatchBody } from '@campus/sdk/zod';
import {
  Button,
  Checkbox,
  Dialog,
  Form,
  FormErrorSummary,
  FormSelect,
  FormSubmitButton,
  FormTextField,
  setServerErrors,
  Stack,
  Text,
  TextField,
  useFormField,
  useToast,
} from '@campus/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useController, useForm, type Control } from 'react-hook-form';
import { serverErrorBody } from '../../lib/server-errors';
import { mentorChoiceLabel, mentorChoicesQuery } from '../../data/users/queries';
import { studentChoicesQuery, useAssign, type BatchRef } from './batches.api';
import { batchLabel, monthChoices } from '../../lib/batch-names';

const messages: Record<string, string> = {
  monthYear: 'Choose the month the batch starts',
  domain: 'Use lower-case letters, digits and dashes, e.g. fullstack',
  mentorId: 'Choose a mentor',
  studentIds: 'Choose at least one student',
};
const resolver = zodResolver(assignStudentsToBatchBody, {
  error: (issue) => messages[String(issue.path?.[0])],
});

/** Students found by name or email, ticked into the form's `studentIds`. */
function StudentPicker({ control }: { control: Control<BatchAssignRequest> }) {
  const { field } = useController({ control, name: 'studentIds' });
  const { id, error } = useFormField('studentIds', 'Students');
  const [search, setSearch] = useState('');
  const students = useQuery(studentChoicesQuery(search));
  const chosen = new Set(field.value);
  const toggle = (studentId: string, on: boolean) =>
    field.onChange(
      on ? [...field.value, studentId] : field.value.filter((s: string) => s !== studentId),
    );
  return (
    <fieldset id={id} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>Students ({chosen.size} chosen)</legend>
      <Stack gap="sm">
        <TextField
          type="search"
          label="Find students by name or email"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {students.isError && (
          <Text tone="danger">
            Students could not be loaded: {normalizeError(students.error).message}
          </Text>
        )}
        {students.data?.items.length === 0 && <Text tone="muted">No students match.</Text>}
        <Stack gap="xs" as="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {students.data?.items.map((s) => (
            <li key={s._id}>
              <Checkbox
                label={s.name}
                description={
                  s.batch ? `${s.email} · now in ${batchLabel(s.batch)}` : `${s.email} · no batch`
                }
                checked={chosen.has(s._id)}
                onChange={(event) => toggle(s._id, event.target.checked)}
              />
            </li>
          ))}
        </Stack>
        {error && (
          <Text id={`${id}-error`} tone="danger" size="sm">
            {error}
          </Text>
        )}
      </Stack>
    </fieldset>
  );
}

/**
 * Creates a batch, or adds students to one (`batch` given), by assigning a mentor and students
 * (assignStudentsToBatch). A student already in another batch moves: the dialog says so per
 * student, and the result toast counts new, moved and unchanged.
 */
export function AssignDialog({ batch, now = new Date() }: { batch?: BatchRef; now?: Date }) {
  const [open, setOpen] = useState(false);
  const toast = useToast();
  const assign = useAssign();
  const mentors = useQuery({ ...mentorChoicesQuery(), enabled: open });
  const form = useForm<BatchAssignRequest>({
    resolver,
    defaultValues: {
      monthYear: batch?.monthYear ?? monthChoices(now)[3]!.value,
      domain: batch?.domain ?? '',
      mentorId: '',
      studentIds: [],
    },
  });
  const title = batch ? `Add students to ${batchLabel(batch)}` : 'Create a batch';
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset();
      }}
    >
      <Dialog.Trigger asChild>
        <Button>{batch ? 'Add students' : 'Create batch'}</Button>
      </Dialog.Trigger>
      <Dialog.Content
        title={title}
        description="Choose the mentor and the students. A student already in another batch moves to this one."
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
              form.reset();
            } catch (error) {
              setServerErrors(form.setError, serverErrorBody(error));
            }
          }}
        >
          <FormErrorSummary />
          {!batch && (
            <>
              <FormSelect<BatchAssignRequest>
                name="monthYear"
                label="Starts in"
                options={monthChoices(now)}
              />
              <FormTextField<BatchAssignRequest>
                name="domain"
                label="Domain"
                hint="A short lower-case name, e.g. fullstack or data-science"
                autoComplete="off"
              />
            </>
          )}
          <FormSelect<BatchAssignRequest>
            name="mentorId"
            label="Mentor"
            placeholder={mentors.isPending ? 'Loading mentors…' : 'Choose a mentor'}
            options={(mentors.data?.items ?? []).map((m) => ({
              value: m._id,
              label: mentorChoiceLabel(m),
            }))}
          />
          <StudentPicker control={form.control} />
          <Dialog.Footer>
            <Dialog.Close asChild>
              <Button variant="secondary">Cancel</Button>
            </Dialog.Close>
            <FormSubmitButton>{batch ? 'Add students' : 'Create batch'}</FormSubmitButton>
          </Dialog.Footer>
        </Form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
