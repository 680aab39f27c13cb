import type { BatchRef, QuestionDraft } from '@campus/sdk';
import { askQuestionBody } from '@campus/sdk/zod';
import {
  Alert,
  Card,
  Form,
  FormCheckbox,
  FormErrorSummary,
  FormSubmitButton,
  FormTextarea,
  FormTextField,
  Heading,
  linkClassName,
  Stack,
  Text,
} from '@campus/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { MARKDOWN_HINT } from '../../lib/markdown-hint';
import { countOf } from '../../lib/plural';
import { sdkResolver, showServerError } from '../../lib/sdk-resolver';
import { SIMILAR_MIN_LENGTH, similarQuestionsQuery, useAskQuestion } from './questions.api';

interface AskValues {
  title: string;
  body: string;
  anonymous: boolean;
}

const toDraft = (v: AskValues): QuestionDraft => ({
  title: v.title.trim(),
  body: v.body,
  anonymous: v.anonymous,
});

/** How long the title must rest before the similar questions are looked up. */
export const SIMILAR_DEBOUNCE_MS = 300;

/** `value` once it has not changed for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * While the title is typed, the space's answered questions most like it (at most three), as links:
 * the answer that exists is found before the question is asked again.
 */
export function SimilarQuestions({ batch, title }: { batch: BatchRef; title: string }) {
  const typed = useDebounced(title.trim(), SIMILAR_DEBOUNCE_MS);
  const similar = useQuery(similarQuestionsQuery(batch, typed));
  const found = typed.length >= SIMILAR_MIN_LENGTH ? (similar.data ?? []) : [];
  return (
    <div aria-live="polite">
      {found.length > 0 && (
        <Alert tone="info" title="Answered already? These look similar">
          <ul aria-label="Similar answered questions">
            {found.map((q) => (
              <li key={q._id}>
                <Link className={linkClassName()} href={paths.question.href(q._id)}>
                  {q.title}
                </Link>{' '}
                <Text as="span" size="sm" tone="muted">
                  ({countOf(q.answerCount, 'answer')})
                </Text>
              </li>
            ))}
          </ul>
        </Alert>
      )}
    </div>
  );
}

/** Ask the batch: a title, the question in Markdown, and whether peers see the asker's name. */
export function AskForm({ batch }: { batch: BatchRef }) {
  const ask = useAskQuestion(batch);
  const form = useForm<AskValues, unknown, QuestionDraft>({
    defaultValues: { title: '', body: '', anonymous: false },
    resolver: sdkResolver(askQuestionBody, toDraft),
  });
  const title = useWatch({ control: form.control, name: 'title' });
  return (
    <Card as="section" aria-labelledby="ask-title">
      <Form
        form={form}
        aria-labelledby="ask-title"
        onSubmit={(draft) =>
          ask.mutateAsync(draft).then(
            () => form.reset(),
            (error: unknown) => showServerError(form.setError, error),
          )
        }
      >
        <Stack gap="md">
          <Heading level={2} size="lg" id="ask-title">
            Ask your batch
          </Heading>
          {ask.isSuccess && (
            <Alert tone="success" title="Question asked" onDismiss={() => ask.reset()}>
              Your batch sees it now; you will hear of its answers.
            </Alert>
          )}
          <FormErrorSummary title="The question was not asked" />
          <FormTextField<AskValues> name="title" label="Question" required />
          <SimilarQuestions batch={batch} title={title} />
          <FormTextarea<AskValues>
            name="body"
            label="Details (Markdown)"
            hint={MARKDOWN_HINT}
            rows={5}
            required
          />
          <FormCheckbox<AskValues>
            name="anonymous"
            label="Hide my name from other students (mentors still see it)"
          />
          <div>
            <FormSubmitButton>Ask</FormSubmitButton>
          </div>
        </Stack>
      </Form>
    </Card>
  );
}
