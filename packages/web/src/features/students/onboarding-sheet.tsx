import { zodResolver } from '@hookform/resolvers/zod';
import {
  type OnboardingRequest,
  type OnboardingResult,
  type OnboardingRowResult,
} from '@campus/sdk';
import { onboardStudentsBody } from '@campus/sdk/zod';
import {
  Alert,
  Badge,
  Button,
  FileInput,
  Form,
  FormCheckbox,
  FormErrorSummary,
  FormSubmitButton,
  FormTextarea,
  Inline,
  setServerErrors,
  Sheet,
  Stack,
  Table,
  Text,
  useToast,
} from '@campus/ui';
import { useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { batchLabel } from '../../lib/batch-names';
import { countOf } from '../../lib/plural';
import { serverErrorBody } from '../../lib/server-errors';
import { useOnboarding } from './admin-students.api';
import {
  BatchFields,
  batchFieldMessages,
  defaultBatchFields,
  type BatchFieldValues,
} from './batch-fields';
import { parseOnboardingRows } from './onboarding-rows';

interface F extends BatchFieldValues {
  text: string;
  assign: boolean;
}

const toRequest = (v: F, dryRun: boolean): OnboardingRequest => ({
  rows: parseOnboardingRows(v.text),
  dryRun,
  ...(v.assign
    ? { assignment: { mentorId: v.mentorId, monthYear: v.monthYear, domain: v.domain } }
    : {}),
});

const rowsMessage = 'Paste at least one email, and at most 200 rows at once';
const base = zodResolver(onboardStudentsBody, {
  error: (issue) =>
    issue.path?.[0] === 'rows' ? rowsMessage : batchFieldMessages[String(issue.path?.at(-1))],
});

/** The contract's schema checks the request the form makes; its errors land on the boxes. */
const resolver: Resolver<F, unknown, OnboardingRequest> = async (values, context, options) => {
  const r = await base(toRequest(values, true), context, options as never);
  const e = r.errors as Record<string, { message?: string } & Record<string, { message?: string }>>;
  const errors: FieldErrors<F> = {};
  if (e.rows) errors.text = { type: 'validate', message: rowsMessage };
  for (const k of ['monthYear', 'domain', 'mentorId'] as const) {
    const m = e.assignment?.[k]?.message;
    if (m) errors[k] = { type: 'validate', message: m };
  }
  return Object.keys(errors).length ? { values: {}, errors } : (r as never);
};

const tones = { new: 'success', existing: 'info', error: 'danger' } as const;
const words = { new: 'New', existing: 'Existing', error: 'Error' } as const;

function DryRunRows({ rows }: { rows: OnboardingRowResult[] }) {
  return (
    <Table.Root caption="Dry run" captionHidden>
      <Table.Head>
        <Table.Row>
          <Table.HeaderCell>Row</Table.HeaderCell>
          <Table.HeaderCell>Email</Table.HeaderCell>
          <Table.HeaderCell>Name</Table.HeaderCell>
          <Table.HeaderCell>Outcome</Table.HeaderCell>
        </Table.Row>
      </Table.Head>
      <Table.Body>
        {rows.map((r) => (
          <Table.Row key={r.row}>
            <Table.Cell>{r.row}</Table.Cell>
            <Table.Cell>{r.email}</Table.Cell>
            <Table.Cell>{r.name}</Table.Cell>
            <Table.Cell>
              <Stack gap="xs">
                <Badge tone={tones[r.outcome]}>{words[r.outcome]}</Badge>
                {r.message && <Text size="sm">{r.message}</Text>}
              </Stack>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

const summary = (r: OnboardingResult) =>
  `${countOf(r.counts.new, 'new student')}, ${countOf(r.counts.existing, 'existing student')}, ${countOf(r.counts.error, 'row')} with errors.`;

/**
 * Bulk onboarding: paste emails or upload a CSV, check it — a dry run that says per row
 * what will happen (new, existing, error) and writes nothing — then apply exactly what was checked,
 * with the batch and mentor, in one transaction on the server.
 */
export function OnboardingSheet({ now = new Date() }: { now?: Date }) {
  const [open, setOpen] = useState(false);
  const [checked, setChecked] = useState<{ request: string; result: OnboardingResult } | null>(
    null,
  );
  const toast = useToast();
  const onboard = useOnboarding();
  const form = useForm<F, unknown, OnboardingRequest>({
    resolver,
    defaultValues: { text: '', assign: true, ...defaultBatchFields(now) },
  });
  const values = useWatch({ control: form.control }) as F;
  const current = JSON.stringify(toRequest(values, true));
  const result = checked?.request === current ? checked.result : null;
  const stale = checked !== null && result === null;
  const fail = (error: unknown) => {
    setServerErrors(form.setError, serverErrorBody(error));
  };

  const apply = async () => {
    try {
      const done = await onboard.mutateAsync({
        ...(JSON.parse(checked!.request) as OnboardingRequest),
        dryRun: false,
      });
      const assignment = toRequest(values, false).assignment;
      toast({
        tone: 'success',
        title: `Onboarded: ${countOf(done.counts.new, 'account')} created, ${countOf(done.counts.existing, 'existing student')}${assignment ? `, all in ${batchLabel(assignment)}` : ''}. Setup links went to the new students.`,
      });
      setOpen(false);
    } catch (error) {
      fail(error);
    }
  };

  return (
    <Sheet.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          form.reset({ text: '', assign: true, ...defaultBatchFields(now) });
          setChecked(null);
        }
      }}
    >
      <Sheet.Trigger asChild>
        <Button>Onboard students</Button>
      </Sheet.Trigger>
      <Sheet.Content
        title="Onboard students"
        description="Paste emails or upload a CSV. Check them first: nothing is written until you apply."
        size="lg"
      >
        <Stack gap="lg">
          <Form
            form={form}
            onSubmit={async (request) => {
              try {
                const r = await onboard.mutateAsync(request);
                setChecked({ request: JSON.stringify(request), result: r });
              } catch (error) {
                fail(error);
              }
            }}
          >
            <FormErrorSummary />
            <FormTextarea<F>
              name="text"
              label="Emails or CSV"
              hint="One email per line, or CSV lines with a name and an email (a header row with “email” and “name” columns works too). At most 200."
              rows={6}
            />
            <FileInput
              label="Or upload a CSV file"
              accept=".csv,text/csv,text/plain"
              onFilesChange={async ([file]) => {
                if (file) form.setValue('text', await file.text(), { shouldValidate: true });
              }}
            />
            <FormCheckbox<F>
              name="assign"
              label="Assign them to a batch"
              description="New and existing students go into this batch under this mentor (moved if in another)."
            />
            {values.assign && <BatchFields<F> now={now} />}
            <Inline gap="sm">
              <FormSubmitButton variant={result ? 'secondary' : 'primary'}>
                Check rows
              </FormSubmitButton>
            </Inline>
          </Form>
          <div role="status" aria-live="polite">
            {stale && (
              <Text tone="muted">
                The rows changed since the check. Check them again before applying.
              </Text>
            )}
            {result && <Text weight="semibold">Dry run: {summary(result)}</Text>}
          </div>
          {result && (
            <Stack gap="md">
              <DryRunRows rows={result.rows} />
              {result.counts.error > 0 ? (
                <Alert tone="warning" title="Fix or remove the rows with errors">
                  Nothing is written while {countOf(result.counts.error, 'row')}{' '}
                  {result.counts.error === 1 ? 'has' : 'have'} an error.
                </Alert>
              ) : (
                <Inline gap="sm">
                  <Button onClick={() => void apply()} loading={onboard.isPending}>
                    Apply: create {countOf(result.counts.new, 'account')}
                    {values.assign ? ` and assign ${countOf(result.rows.length, 'student')}` : ''}
                  </Button>
                </Inline>
              )}
            </Stack>
          )}
        </Stack>
      </Sheet.Content>
    </Sheet.Root>
  );
}
