import type { GradebookColumn } from '@campus/sdk';
import { setGradeWeightBody } from '@campus/sdk/zod';
import {
  Button,
  Dialog,
  Form,
  FormErrorSummary,
  FormSubmitButton,
  FormTextField,
  Stack,
  Text,
  setServerErrors,
} from '@campus/ui';
import { useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { serverErrorBody } from '../../lib/server-errors';
import { useSaveWeights } from './grades.api';

/** The form: one weight per column the caller may weigh, in the table's order. */
interface F {
  weights: number[];
}

const WEIGHT_MESSAGE = 'Enter a weight from 0 to 100 (0 leaves it out of the total).';

/** Each weight is checked by the contract's own schema (setGradeWeight's body). */
const resolver: Resolver<F> = async (values) => {
  const errors: FieldErrors<F> = {};
  const bad = values.weights.flatMap((weight, i) =>
    setGradeWeightBody.safeParse({ weight }).success ? [] : [i],
  );
  if (bad.length === 0) return { values, errors: {} };
  const weights: NonNullable<FieldErrors<F>['weights']> = [];
  for (const i of bad) weights[i] = { type: 'validate', message: WEIGHT_MESSAGE };
  errors.weights = weights;
  return { values: {}, errors };
};

/**
 * How much each task and quiz counts in every student's total (setGradeWeight): a dialog with one
 * number per column the caller may weigh — a mentor their tasks, an instructor their course's
 * quizzes, an admin every column. Only the weights that changed are saved; the gradebook's totals
 * refresh after.
 */
export function GradebookWeights({ columns }: { columns: readonly GradebookColumn[] }) {
  const [open, setOpen] = useState(false);
  const save = useSaveWeights();
  const defaults = (): F => ({ weights: columns.map((c) => c.weight) });
  const form = useForm<F>({ resolver, defaultValues: defaults() });
  if (columns.length === 0) return null;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) form.reset(defaults());
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="secondary">Set weights</Button>
      </Dialog.Trigger>
      <Dialog.Content
        title="Weights"
        description="How much each item counts in a student's total. Every item starts at 1; 0 leaves it out."
      >
        <Form
          form={form}
          onSubmit={async ({ weights }) => {
            const changes = columns.flatMap((column, i) =>
              weights[i] === column.weight ? [] : [{ column, weight: weights[i]! }],
            );
            try {
              // The table's headers and totals show the saved weights once it refreshes.
              if (changes.length > 0) await save.mutateAsync(changes);
              setOpen(false);
            } catch (error) {
              setServerErrors(form.setError, serverErrorBody(error));
            }
          }}
        >
          <FormErrorSummary />
          <Stack gap="sm">
            {columns.map((c, i) => (
              <FormTextField<F>
                key={c._id}
                name={`weights.${i}`}
                type="number"
                label={`Weight of ${c.heading}`}
                min={0}
                max={100}
                step="any"
                required
              />
            ))}
          </Stack>
          <Text tone="muted" size="sm">
            A weight belongs to the task or quiz: every gradebook that shows it totals it the same
            way.
          </Text>
          <Dialog.Footer>
            <Dialog.Close asChild>
              <Button variant="secondary">Close</Button>
            </Dialog.Close>
            <FormSubmitButton>Save weights</FormSubmitButton>
          </Dialog.Footer>
        </Form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
