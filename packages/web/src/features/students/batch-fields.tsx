import { FormSelect, FormTextField, Inline } from '@campus/ui';
import { useQuery } from '@tanstack/react-query';
import type { FieldValues, Path } from 'react-hook-form';
import { monthChoices } from '../../lib/batch-names';
import { mentorChoiceLabel, mentorChoicesQuery } from '../../data/users/queries';

/** Values a form needs to name a batch and its mentor (assign, onboarding). */
export interface BatchFieldValues {
  monthYear: string;
  domain: string;
  mentorId: string;
}

export const batchFieldMessages: Record<string, string> = {
  monthYear: 'Choose the month the batch starts',
  domain: 'Use lower-case letters, digits and dashes, e.g. fullstack',
  mentorId: 'Choose a mentor',
};

/** The batch (start month and domain) and its mentor, as the batches console names them. */
export function BatchFields<T extends FieldValues>({ now }: { now: Date }) {
  const mentors = useQuery(mentorChoicesQuery());
  const name = (n: keyof BatchFieldValues) => n as Path<T>;
  return (
    <Inline gap="md" align="flex-start">
      <FormSelect<T> name={name('monthYear')} label="Starts in" options={monthChoices(now)} />
      <FormTextField<T>
        name={name('domain')}
        label="Domain"
        hint="e.g. fullstack or data-science"
        autoComplete="off"
      />
      <FormSelect<T>
        name={name('mentorId')}
        label="Mentor"
        placeholder={
          mentors.isError
            ? 'Mentors could not be loaded'
            : mentors.isPending
              ? 'Loading mentors…'
              : 'Choose a mentor'
        }
        options={(mentors.data?.items ?? []).map((m) => ({
          value: m._id,
          label: mentorChoiceLabel(m),
        }))}
      />
    </Inline>
  );
}

export const defaultBatchFields = (now: Date): BatchFieldValues => ({
  monthYear: monthChoices(now)[3]!.value,
  domain: '',
  mentorId: '',
});
