import { zodResolver } from '@hookform/resolvers/zod';
import { CourseLevel, ProgramMode, type Program, type ProgramUpdateRequest } from '@campus/sdk';
import { updateProgramBody } from '@campus/sdk/zod';
import {
  Button,
  Form,
  FormCheckbox,
  FormCurrencyField,
  FormErrorSummary,
  FormSelect,
  FormSubmitButton,
  FormTextarea,
  FormTextField,
  Heading,
  IconButton,
  Inline,
  setServerErrors,
  Sheet,
  Stack,
  Text,
  useToast,
} from '@campus/ui';
import { serverErrorBody } from '../../lib/server-errors';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  useFieldArray,
  useForm,
  useFormContext,
  type FieldErrors,
  type Resolver,
} from 'react-hook-form';
import { useUpdateProgram } from './program-admin.api';

/** The form as typed: each section's topics and the outcomes one per line. */
interface F {
  title: string;
  summary: string;
  description: string;
  durationWeeks: number;
  price: number;
  level: Program['level'];
  mode: Program['mode'];
  published: boolean;
  curriculum: { title: string; topics: string }[];
  outcomes: string;
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

const toForm = (p: Program): F => ({
  title: p.title,
  summary: p.summary,
  description: p.description ?? '',
  durationWeeks: p.durationWeeks,
  price: p.price,
  level: p.level,
  mode: p.mode,
  published: p.published,
  curriculum: p.curriculum.map((s) => ({ title: s.title, topics: s.topics.join('\n') })),
  outcomes: p.outcomes.join('\n'),
});

const toRequest = (v: F): ProgramUpdateRequest => ({
  title: v.title.trim(),
  summary: v.summary.trim(),
  description: v.description,
  durationWeeks: v.durationWeeks,
  price: v.price,
  level: v.level,
  mode: v.mode,
  published: v.published,
  curriculum: v.curriculum.map((s) => ({ title: s.title.trim(), topics: lines(s.topics) })),
  outcomes: lines(v.outcomes),
});

const messages: Record<string, string> = {
  title: 'Give it a title of 3 to 150 characters',
  summary: 'Write a summary of up to 500 characters',
  durationWeeks: 'Enter a duration of 1 to 156 weeks',
  price: 'Enter a price in rupees (0 for free)',
  topics: 'List at least one topic, one per line (each up to 200 characters)',
  outcomes: 'Each outcome is one line of up to 300 characters (at most 30)',
};
const base = zodResolver(updateProgramBody, {
  error: (issue) => {
    const path = issue.path ?? [];
    // An item's error belongs to the box it was typed in (topics.3 → the section's topics).
    const key = path.includes('topics')
      ? 'topics'
      : path[0] === 'outcomes'
        ? 'outcomes'
        : path.at(-1);
    if (key === 'title' && path[0] === 'curriculum') return 'Name the section';
    return messages[String(key)];
  },
});

/**
 * The contract's schema checks what is sent; its item errors (`curriculum.0.topics.3`,
 * `outcomes.2`) are folded onto the text box that holds them.
 */
const resolver: Resolver<F, unknown, ProgramUpdateRequest> = async (values, context, options) => {
  const result = await base(toRequest(values), context, options as never);
  const errors = result.errors as FieldErrors<Record<string, unknown>> & {
    curriculum?: Record<number, { topics?: unknown }>;
    outcomes?: unknown;
  };
  if (Array.isArray(errors.outcomes)) {
    errors.outcomes = { type: 'validate', message: messages.outcomes };
  }
  for (const section of Object.values(errors.curriculum ?? {})) {
    if (section && Array.isArray(section.topics))
      section.topics = { type: 'validate', message: messages.topics };
  }
  return result as never;
};

const levels = Object.values(CourseLevel).map((l) => ({
  value: l,
  label: l[0]!.toUpperCase() + l.slice(1),
}));
const modes = [
  { value: ProgramMode['live-online'], label: 'Live online' },
  { value: ProgramMode['self-paced'], label: 'Self-paced' },
  { value: ProgramMode.hybrid, label: 'Hybrid' },
  { value: ProgramMode['in-person'], label: 'In person' },
];

/** The curriculum's sections in order: add, move, remove; each with its topics one per line. */
function CurriculumSections() {
  const { control } = useFormContext<F>();
  const sections = useFieldArray({ control, name: 'curriculum' });
  return (
    <Stack gap="sm" as="fieldset">
      <legend>
        <Heading level={3} size="md">
          Curriculum ({sections.fields.length} sections)
        </Heading>
      </legend>
      {sections.fields.length === 0 && (
        <Text tone="muted">No sections yet: the page says the curriculum is coming soon.</Text>
      )}
      {sections.fields.map((field, i) => (
        <Stack key={field.id} gap="xs" as="section" aria-label={`Section ${i + 1}`}>
          <Inline gap="xs" align="flex-end" wrap={false}>
            <FormTextField<F> name={`curriculum.${i}.title`} label={`Section ${i + 1} title`} />
            <IconButton
              label={`Move section ${i + 1} up`}
              icon={<ArrowUp size={16} />}
              disabled={i === 0}
              onClick={() => sections.move(i, i - 1)}
            />
            <IconButton
              label={`Move section ${i + 1} down`}
              icon={<ArrowDown size={16} />}
              disabled={i === sections.fields.length - 1}
              onClick={() => sections.move(i, i + 1)}
            />
            <IconButton
              label={`Remove section ${i + 1}`}
              icon={<Trash2 size={16} />}
              onClick={() => sections.remove(i)}
            />
          </Inline>
          <FormTextarea<F>
            name={`curriculum.${i}.topics`}
            label={`Section ${i + 1} topics`}
            hint="One topic per line"
            rows={3}
          />
        </Stack>
      ))}
      <div>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => sections.append({ title: '', topics: '' })}
        >
          Add a section
        </Button>
      </div>
    </Stack>
  );
}

/**
 * Edit one program: what its public page shows. The slug (the page's route) is not
 * editable here: the 13 routes of spec §2 are fixed in the app, so a new slug would orphan the page.
 */
export function ProgramEditSheet({ program }: { program: Program }) {
  const [open, setOpen] = useState(false);
  const toast = useToast();
  const save = useUpdateProgram(program.slug);
  const form = useForm<F, unknown, ProgramUpdateRequest>({
    resolver,
    defaultValues: toForm(program),
  });
  return (
    <Sheet.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) form.reset(toForm(program));
      }}
    >
      <Sheet.Trigger asChild>
        <Button size="sm" variant="secondary" aria-label={`Edit ${program.title}`}>
          Edit
        </Button>
      </Sheet.Trigger>
      <Sheet.Content
        title={`Edit ${program.title}`}
        description={`The public page /${program.slug} shows these details as soon as you save.`}
        size="lg"
      >
        <Form
          form={form}
          onSubmit={async (body) => {
            try {
              const saved = await save.mutateAsync(body);
              toast({ tone: 'success', title: `${saved.title} is saved.` });
              setOpen(false);
            } catch (error) {
              setServerErrors(form.setError, serverErrorBody(error));
            }
          }}
        >
          <FormErrorSummary />
          <FormTextField<F> name="title" label="Title" required />
          <FormTextarea<F> name="summary" label="Summary" required rows={2} />
          <FormTextarea<F> name="description" label="Introduction" rows={4} />
          <Inline gap="md" align="flex-start">
            <FormCurrencyField<F>
              name="price"
              label="Price (₹)"
              hint="Charged to registrations from now on"
            />
            <FormTextField<F>
              name="durationWeeks"
              type="number"
              label="Duration (weeks)"
              min={1}
              max={156}
            />
            <FormSelect<F> name="level" label="Level" options={levels} />
            <FormSelect<F> name="mode" label="Mode" options={modes} />
          </Inline>
          <CurriculumSections />
          <FormTextarea<F>
            name="outcomes"
            label="Outcomes"
            hint="What a graduate can do, one per line"
            rows={4}
          />
          <FormCheckbox<F>
            name="published"
            label="Published"
            description="Unpublished programs are hidden from the home page and their page answers not found."
          />
          <Inline gap="sm">
            <FormSubmitButton>Save program</FormSubmitButton>
            <Sheet.Close asChild>
              <Button variant="secondary">Cancel</Button>
            </Sheet.Close>
          </Inline>
        </Form>
      </Sheet.Content>
    </Sheet.Root>
  );
}
