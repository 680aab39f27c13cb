import type { Quiz, QuizAnswer, QuizQuestion, QuizSettings } from '@campus/sdk';
import { updateQuizSettingsBody } from '@campus/sdk/zod';
import {
  Alert,
  Badge,
  Button,
  Card,
  Form,
  FormCheckbox,
  FormErrorSummary,
  FormSelect,
  FormSubmitButton,
  FormTextField,
  Heading,
  Inline,
  PageLoading,
  Stack,
  Text,
} from '@campus/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ConfirmAction } from '../../lib/confirm-action';
import { countOf } from '../../lib/plural';
import { QueryView } from '../../lib/query-view';
import { sdkResolver, showServerError } from '../../lib/sdk-resolver';
import { QuestionForm, kindLabels } from './question-form';
import { QuestionInput } from './question-input';
import {
  questionBankQuery,
  quizQuery,
  useCreateQuestion,
  useDeleteQuestion,
  useSaveQuizSettings,
  useUpdateQuestion,
} from './quizzes.api';

interface SettingsValues {
  passingScorePercent: number;
  attemptsAllowed: number;
  /** Minutes; empty (NaN) for no limit. */
  timeLimitMinutes: number;
  showAnswers: QuizSettings['showAnswers'];
  draw: QuizSettings['draw'];
  drawCount: number;
  shuffleChoices: boolean;
}

const showAnswersOptions = [
  { value: 'afterEachAttempt', label: 'After each attempt' },
  { value: 'afterPassing', label: 'After passing' },
  { value: 'never', label: 'Never' },
];
const drawOptions = [
  { value: 'fixed', label: 'The questions listed below, in order' },
  { value: 'random', label: 'A random draw from the course’s bank' },
];

function settingsValues(s: QuizSettings): SettingsValues {
  return {
    passingScorePercent: s.passingScorePercent,
    attemptsAllowed: s.attemptsAllowed,
    timeLimitMinutes: s.timeLimitMinutes ?? Number.NaN,
    showAnswers: s.showAnswers,
    draw: s.draw,
    drawCount: s.drawCount ?? 5,
    shuffleChoices: s.shuffleChoices,
  };
}

/** The form's values as the settings to store; the question list is kept as saved. */
const settingsBody = (questionIds: string[]) => (v: SettingsValues) => ({
  passingScorePercent: v.passingScorePercent,
  attemptsAllowed: v.attemptsAllowed,
  timeLimitMinutes: Number.isFinite(v.timeLimitMinutes) ? v.timeLimitMinutes : null,
  showAnswers: v.showAnswers,
  draw: v.draw,
  shuffleChoices: v.shuffleChoices,
  ...(v.draw === 'fixed' ? { questionIds } : { drawCount: v.drawCount }),
});

function SettingsForm({ quiz }: { quiz: Quiz }) {
  const save = useSaveQuizSettings(quiz.lessonId);
  const questionIds = quiz.settings.questionIds ?? [];
  const form = useForm<SettingsValues, unknown, QuizSettings>({
    resolver: sdkResolver(updateQuizSettingsBody, settingsBody(questionIds)),
    defaultValues: settingsValues(quiz.settings),
  });
  const draw = useWatch({ control: form.control, name: 'draw' });
  return (
    <Form
      form={form}
      aria-label="Quiz settings"
      onSubmit={async (body) => {
        try {
          const saved = await save.mutateAsync(body);
          form.reset(settingsValues(saved.settings));
        } catch (error) {
          showServerError(form.setError, error);
        }
      }}
    >
      <FormErrorSummary />
      <Inline gap="md" align="flex-start" wrap>
        <FormTextField<SettingsValues>
          name="passingScorePercent"
          type="number"
          label="Passing score (%)"
          min={0}
          max={100}
        />
        <FormTextField<SettingsValues>
          name="attemptsAllowed"
          type="number"
          label="Attempts allowed"
          min={1}
          max={100}
        />
        <FormTextField<SettingsValues>
          name="timeLimitMinutes"
          type="number"
          label="Time limit (minutes)"
          hint="Leave empty for no limit"
          min={1}
          max={600}
        />
      </Inline>
      <Inline gap="md" align="flex-start" wrap>
        <FormSelect<SettingsValues>
          name="showAnswers"
          label="Show answers and explanations"
          options={showAnswersOptions}
        />
        <FormSelect<SettingsValues> name="draw" label="Questions asked" options={drawOptions} />
        {draw === 'random' && (
          <FormTextField<SettingsValues>
            name="drawCount"
            type="number"
            label="Questions per attempt"
            min={1}
            max={200}
          />
        )}
      </Inline>
      <FormCheckbox<SettingsValues> name="shuffleChoices" label="Shuffle the choices" />
      <Inline gap="sm" align="center">
        <FormSubmitButton>Save settings</FormSubmitButton>
        <span role="status">
          {save.isSuccess && !form.formState.isDirty && (
            <Text as="span" size="sm" tone="success">
              Settings saved.
            </Text>
          )}
        </span>
      </Inline>
    </Form>
  );
}

/** The questions as a student sees them (no keys), answerable but never sent. */
function Preview({ questions }: { questions: QuizQuestion[] }) {
  const [answers, setAnswers] = useState<Record<string, QuizAnswer>>({});
  return (
    <Card padding="md">
      <Stack gap="lg">
        <Heading level={4} size="md">
          Preview as a student
        </Heading>
        <Text size="sm" tone="muted">
          Nothing you answer here is saved or graded.
        </Text>
        {questions.map((q, i) => (
          <QuestionInput
            key={q._id}
            index={i}
            question={{
              questionId: q._id,
              kind: q.kind,
              prompt: q.prompt,
              points: q.points ?? 1,
              ...(q.choices ? { choices: q.choices } : {}),
            }}
            answer={answers[q._id]}
            onAnswer={(a) => setAnswers((old) => ({ ...old, [a.questionId]: a }))}
          />
        ))}
      </Stack>
    </Card>
  );
}

function Questions({ quiz, bank }: { quiz: Quiz; bank: QuizQuestion[] }) {
  const create = useCreateQuestion(quiz.courseId);
  const update = useUpdateQuestion(quiz.courseId);
  const remove = useDeleteQuestion(quiz.courseId);
  const saveSettings = useSaveQuizSettings(quiz.lessonId);
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const fixed = quiz.settings.draw === 'fixed';
  const ids = quiz.settings.questionIds ?? [];
  const byId = new Map(bank.map((q) => [q._id, q]));
  const asked = fixed ? ids.flatMap((id) => byId.get(id) ?? []) : bank;
  const unused = fixed ? bank.filter((q) => !ids.includes(q._id)) : [];
  const setIds = (questionIds: string[]) =>
    saveSettings.mutateAsync({ ...quiz.settings, questionIds });
  const move = (from: number, to: number) => {
    const next = [...ids];
    const [id] = next.splice(from, 1);
    next.splice(to, 0, id!);
    return setIds(next);
  };

  return (
    <Stack gap="md">
      <Inline gap="sm" justify="space-between" align="center" wrap>
        <Heading level={4} size="md">
          {fixed
            ? `Questions in this quiz (${asked.length})`
            : `The course's bank (${bank.length}), drawn at random`}
        </Heading>
        <Inline gap="sm">
          <Button
            size="sm"
            variant="secondary"
            aria-expanded={previewing}
            disabled={asked.length === 0}
            onClick={() => setPreviewing((p) => !p)}
          >
            {previewing ? 'Close the preview' : 'Preview as a student'}
          </Button>
          <Button size="sm" onClick={() => setEditing('new')} disabled={editing === 'new'}>
            Add a question
          </Button>
        </Inline>
      </Inline>
      {saveSettings.isError && <Alert tone="danger">{saveSettings.error.message}</Alert>}
      {editing === 'new' && (
        <Card padding="md">
          <QuestionForm
            onCancel={() => setEditing(null)}
            onSave={async (body) => {
              const q = await create.mutateAsync(body);
              if (fixed) await setIds([...ids, q._id]);
              setEditing(null);
            }}
          />
        </Card>
      )}
      {asked.length === 0 && editing !== 'new' && (
        <Text tone="muted">No questions yet: students see the introduction only.</Text>
      )}
      <ol aria-label="Questions">
        {asked.map((q, i) => (
          <li key={q._id}>
            <Card padding="md">
              {editing === q._id ? (
                <QuestionForm
                  question={q}
                  onCancel={() => setEditing(null)}
                  onSave={async (body) => {
                    await update.mutateAsync({ id: q._id, body });
                    setEditing(null);
                  }}
                />
              ) : (
                <Stack gap="sm">
                  <Inline gap="sm" align="center" wrap>
                    <Text weight="semibold">
                      {i + 1}. {q.prompt}
                    </Text>
                    <Badge>{kindLabels[q.kind]}</Badge>
                    <Text as="span" size="sm" tone="muted">
                      {countOf(q.points ?? 1, 'point')}
                    </Text>
                  </Inline>
                  {q.explanation && (
                    <Text size="sm" tone="muted">
                      Explanation: {q.explanation}
                    </Text>
                  )}
                  <Inline gap="xs" wrap>
                    {fixed && (
                      <>
                        <Button
                          size="sm"
                          variant="ghost"
                          disabled={i === 0 || saveSettings.isPending}
                          aria-label={`Move question ${i + 1} up`}
                          onClick={() => move(i, i - 1)}
                        >
                          Up
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          disabled={i === asked.length - 1 || saveSettings.isPending}
                          aria-label={`Move question ${i + 1} down`}
                          onClick={() => move(i, i + 1)}
                        >
                          Down
                        </Button>
                      </>
                    )}
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Edit question ${i + 1}`}
                      onClick={() => setEditing(q._id)}
                    >
                      Edit
                    </Button>
                    <ConfirmAction
                      label="Delete"
                      triggerLabel={`Delete question ${i + 1}`}
                      title={`Delete question ${i + 1}?`}
                      description={`“${q.prompt}” leaves the course's bank and every quiz that asks it. Attempts already graded keep their scores.`}
                      confirmLabel="Delete question"
                      mutation={remove}
                      run={(done) => remove.mutate(q._id, { onSuccess: done })}
                    />
                  </Inline>
                </Stack>
              )}
            </Card>
          </li>
        ))}
      </ol>
      {unused.length > 0 && (
        <Stack gap="sm">
          <Heading level={4} size="md">
            Other questions in the course's bank
          </Heading>
          <ul aria-label="Other questions in the bank">
            {unused.map((q) => (
              <li key={q._id}>
                <Inline gap="sm" align="center" wrap>
                  <Text>{q.prompt}</Text>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Add “${q.prompt}” to this quiz`}
                    disabled={saveSettings.isPending}
                    onClick={() => setIds([...ids, q._id])}
                  >
                    Add to this quiz
                  </Button>
                </Inline>
              </li>
            ))}
          </ul>
        </Stack>
      )}
      {previewing && <Preview questions={asked} />}
    </Stack>
  );
}

/**
 * A quiz lesson as its instructor (or an admin) builds it: the settings, the questions
 * with their keys and explanations (added to the course's bank), their order, and a preview as a
 * student. Shown under the course editor for each saved quiz lesson.
 */
export function QuizEditor({ lessonId, title }: { lessonId: string; title: string }) {
  const quiz = useQuery(quizQuery(lessonId));
  const courseId = quiz.data?.courseId ?? '';
  const bank = useQuery({ ...questionBankQuery(courseId), enabled: Boolean(courseId) });
  return (
    <section aria-label={`Quiz: ${title}`}>
      <Card padding="lg">
        <Stack gap="lg">
          <Heading level={3} size="md">
            Quiz: {title}
          </Heading>
          <QueryView
            query={quiz}
            loading={<PageLoading />}
            errorTitle="This quiz could not be loaded"
          >
            {(q) => (
              <Stack gap="lg">
                <SettingsForm quiz={q} />
                <QueryView
                  query={bank}
                  loading={<PageLoading />}
                  errorTitle="The questions could not be loaded"
                >
                  {(b) => <Questions quiz={q} bank={b} />}
                </QueryView>
              </Stack>
            )}
          </QueryView>
        </Stack>
      </Card>
    </section>
  );
}
