import type { QuizQuestion, QuizQuestionInput, QuizQuestionKind } from '@campus/sdk';
import { createQuizQuestionBody } from '@campus/sdk/zod';
import {
  Button,
  Form,
  FormCheckbox,
  FormErrorSummary,
  FormSelect,
  FormSubmitButton,
  FormTextarea,
  FormTextField,
  Inline,
  Stack,
  Text,
} from '@campus/ui';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { sdkResolver, showServerError } from '../../lib/sdk-resolver';

interface QuestionValues {
  kind: QuizQuestionKind;
  prompt: string;
  explanation: string;
  points: number;
  choices: { id: string; text: string; correct: boolean }[];
  /** True/false: which one is right. */
  truth: 'true' | 'false';
  /** Short text: one accepted answer a line. */
  accepted: string;
  correctNumber: string;
  tolerance: string;
}

export const kindLabels: Record<QuizQuestionKind, string> = {
  single: 'Single choice',
  multiple: 'Multiple choice',
  trueFalse: 'True or false',
  shortText: 'Short text',
  number: 'Number',
};
const kinds = Object.entries(kindLabels).map(([value, label]) => ({ value, label }));

const blankChoices = () => [
  { id: 'a', text: '', correct: false },
  { id: 'b', text: '', correct: false },
];

function toValues(q?: QuizQuestion): QuestionValues {
  const choice = q?.kind === 'single' || q?.kind === 'multiple';
  return {
    kind: q?.kind ?? 'single',
    prompt: q?.prompt ?? '',
    explanation: q?.explanation ?? '',
    points: q?.points ?? 1,
    choices:
      choice && q.choices
        ? q.choices.map((c) => ({ ...c, correct: q.correctChoiceIds?.includes(c.id) ?? false }))
        : blankChoices(),
    truth: q?.kind === 'trueFalse' && q.correctChoiceIds?.[0] === 'false' ? 'false' : 'true',
    accepted: q?.acceptedAnswers?.join('\n') ?? '',
    correctNumber: q?.correctNumber === undefined ? '' : String(q.correctNumber),
    tolerance: q?.tolerance === undefined ? '0' : String(q.tolerance),
  };
}

/** A fresh id for a new choice: the first letter no other choice uses. */
const nextId = (taken: readonly string[]) =>
  'abcdefghijklmnopqrstuvwxyz'.split('').find((l) => !taken.includes(l)) ?? `c${taken.length}`;

const toNumber = (s: string) => (s.trim() === '' ? undefined : Number(s.replace(',', '.')));

/** The request body for the kind chosen: only the key fields that kind uses. */
function questionBody(v: QuestionValues): QuizQuestionInput {
  const base = {
    kind: v.kind,
    prompt: v.prompt.trim(),
    points: Number.isFinite(v.points) ? v.points : 1,
    ...(v.explanation.trim() ? { explanation: v.explanation.trim() } : {}),
  };
  switch (v.kind) {
    case 'single':
    case 'multiple':
      return {
        ...base,
        choices: v.choices.map(({ id, text }) => ({ id, text: text.trim() })),
        correctChoiceIds: v.choices.filter((c) => c.correct).map((c) => c.id),
      };
    case 'trueFalse':
      return {
        ...base,
        choices: [
          { id: 'true', text: 'True' },
          { id: 'false', text: 'False' },
        ],
        correctChoiceIds: [v.truth],
      };
    case 'shortText':
      return {
        ...base,
        acceptedAnswers: v.accepted
          .split('\n')
          .map((s) => s.trim())
          .filter(Boolean),
      };
    case 'number':
      return {
        ...base,
        correctNumber: toNumber(v.correctNumber),
        tolerance: toNumber(v.tolerance),
      };
  }
}

/** The server's paths (`choices[1].text`, `acceptedAnswers`) on the fields that hold them. */
function fieldOf(path: string): string {
  const dotted = path.replace(/\[(\d+)\]/g, '.$1');
  if (dotted.startsWith('acceptedAnswers')) return 'accepted';
  if (dotted === 'correctChoiceIds' || dotted.startsWith('correctChoiceIds.')) return 'root.server';
  return dotted;
}

const resolver = sdkResolver<QuestionValues, QuizQuestionInput>(
  createQuizQuestionBody,
  questionBody,
  fieldOf,
);

/** Add or edit one bank question: the prompt, its key by kind, points and the explanation. */
export function QuestionForm({
  question,
  onSave,
  onCancel,
}: {
  question?: QuizQuestion;
  onSave: (body: QuizQuestionInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useForm<QuestionValues, unknown, QuizQuestionInput>({
    resolver,
    defaultValues: toValues(question),
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const choices = useFieldArray({ control: form.control, name: 'choices' });
  return (
    <Form
      form={form}
      aria-label={question ? `Edit question: ${question.prompt}` : 'New question'}
      onSubmit={async (body) => {
        try {
          await onSave(body);
        } catch (error) {
          showServerError(form.setError, error, fieldOf);
        }
      }}
    >
      <FormErrorSummary />
      <Inline gap="md" align="flex-start" wrap>
        <FormSelect<QuestionValues> name="kind" label="Kind" options={kinds} />
        <FormTextField<QuestionValues>
          name="points"
          type="number"
          label="Points"
          min={1}
          max={100}
        />
      </Inline>
      <FormTextarea<QuestionValues> name="prompt" label="Question" rows={2} required />
      {(kind === 'single' || kind === 'multiple') && (
        <Stack gap="sm">
          <Text size="sm" tone="muted">
            {kind === 'single'
              ? 'Tick the one correct choice.'
              : 'Tick every correct choice (at least one).'}
          </Text>
          {choices.fields.map((field, i) => (
            <Inline key={field.id} gap="sm" align="flex-end" wrap>
              <FormTextField<QuestionValues> name={`choices.${i}.text`} label={`Choice ${i + 1}`} />
              <FormCheckbox<QuestionValues>
                name={`choices.${i}.correct`}
                label={`Choice ${i + 1} is correct`}
              />
              <Button
                size="sm"
                variant="ghost"
                disabled={choices.fields.length <= 2}
                aria-label={`Remove choice ${i + 1}`}
                onClick={() => choices.remove(i)}
              >
                Remove
              </Button>
            </Inline>
          ))}
          <div>
            <Button
              size="sm"
              variant="secondary"
              disabled={choices.fields.length >= 10}
              onClick={() =>
                choices.append({
                  id: nextId(form.getValues('choices').map((c) => c.id)),
                  text: '',
                  correct: false,
                })
              }
            >
              Add a choice
            </Button>
          </div>
        </Stack>
      )}
      {kind === 'trueFalse' && (
        <FormSelect<QuestionValues>
          name="truth"
          label="The statement is"
          options={[
            { value: 'true', label: 'True' },
            { value: 'false', label: 'False' },
          ]}
        />
      )}
      {kind === 'shortText' && (
        <FormTextarea<QuestionValues>
          name="accepted"
          label="Accepted answers"
          hint="One a line; compared trimmed and ignoring case."
          rows={3}
        />
      )}
      {kind === 'number' && (
        <Inline gap="md" align="flex-start" wrap>
          <FormTextField<QuestionValues>
            name="correctNumber"
            label="Correct number"
            inputMode="decimal"
          />
          <FormTextField<QuestionValues>
            name="tolerance"
            label="Tolerance (±)"
            inputMode="decimal"
            hint="0 for an exact answer"
          />
        </Inline>
      )}
      <FormTextarea<QuestionValues>
        name="explanation"
        label="Explanation"
        hint="Shown with the correct answer, when the quiz's settings allow."
        rows={2}
      />
      <Inline gap="sm">
        <FormSubmitButton>{question ? 'Save question' : 'Add question'}</FormSubmitButton>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </Inline>
    </Form>
  );
}
