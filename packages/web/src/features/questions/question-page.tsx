import type { Answer, Question } from '@campus/sdk';
import { answerQuestionBody } from '@campus/sdk/zod';
import {
  Badge,
  Button,
  Card,
  Form,
  FormErrorSummary,
  FormSubmitButton,
  FormTextarea,
  Heading,
  Inline,
  linkClassName,
  PageHeader,
  Skeleton,
  SkeletonGroup,
  Stack,
  Text,
} from '@campus/ui';
import { canonicalTimeZone, formatDateTime, viewerTimeZone } from '@campus/time';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { paths, type Role } from '../../config/paths';
import { prose } from '../../lib/learning.css';
import { MARKDOWN_HINT } from '../../lib/markdown-hint';
import { MarkdownText } from '../../lib/markdown-text';
import { countOf } from '../../lib/plural';
import { QueryView } from '../../lib/query-view';
import { sdkResolver, showServerError } from '../../lib/sdk-resolver';
import { batchLabel } from '../../lib/batch-names';
import {
  questionThreadQuery,
  useAcceptAnswer,
  useAnswerQuestion,
  useFollow,
  useUpvote,
} from './questions.api';
import * as css from './questions.css';
import { useBatchRoom, type JoinRoom } from './room';

const back = (
  <Link className={linkClassName()} href={paths.questions.href()}>
    Back to the questions
  </Link>
);

/** Upvote ("I have this question too") and follow, each a toggle that says its state. */
function QuestionActions({ question }: { question: Question }) {
  const upvote = useUpvote(question._id);
  const follow = useFollow(question._id);
  return (
    <Inline gap="sm" wrap>
      <Button
        size="sm"
        variant="secondary"
        aria-pressed={question.upvotedByMe}
        loading={upvote.isPending}
        onClick={() => upvote.mutate(!question.upvotedByMe)}
      >
        {question.upvotedByMe ? 'Upvoted' : 'Upvote'} · {question.upvotes}
      </Button>
      <Button
        size="sm"
        variant="secondary"
        aria-pressed={question.following}
        loading={follow.isPending}
        onClick={() => follow.mutate(!question.following)}
      >
        {question.following ? 'Following' : 'Follow'}
      </Button>
    </Inline>
  );
}

function AnswerCard({
  answer,
  question,
  canAccept,
}: {
  answer: Answer;
  question: Question;
  canAccept: boolean;
}) {
  const accept = useAcceptAnswer(question._id);
  const id = `answer-${answer._id}`;
  return (
    <Card as="article" aria-labelledby={id} className={answer.accepted ? css.accepted : undefined}>
      <Stack gap="sm">
        <Inline gap="sm" align="center" wrap>
          <Text as="h3" weight="semibold" id={id}>
            {answer.author.name}
          </Text>
          {answer.accepted && <Badge tone="success">Accepted answer</Badge>}
          <Text size="sm" tone="muted">
            <time dateTime={answer.createdAt}>{formatDateTime(answer.createdAt)}</time>
          </Text>
        </Inline>
        <MarkdownText markdown={answer.body} className={prose} />
        {canAccept && !answer.accepted && (
          <div>
            <Button
              size="sm"
              variant="secondary"
              loading={accept.isPending}
              onClick={() => accept.mutate(answer._id)}
            >
              Accept this answer
            </Button>
          </div>
        )}
      </Stack>
    </Card>
  );
}

function AnswerForm({ questionId }: { questionId: string }) {
  const answer = useAnswerQuestion(questionId);
  const form = useForm<{ body: string }, unknown, { body: string }>({
    defaultValues: { body: '' },
    resolver: sdkResolver(answerQuestionBody, (v: { body: string }) => v),
  });
  return (
    <Card as="section" aria-labelledby="answer-title">
      <Form
        form={form}
        aria-labelledby="answer-title"
        onSubmit={({ body }) =>
          answer.mutateAsync(body).then(
            () => form.reset(),
            (error: unknown) => showServerError(form.setError, error),
          )
        }
      >
        <Stack gap="md">
          <Heading level={2} size="md" id="answer-title">
            Your answer
          </Heading>
          <FormErrorSummary title="The answer was not posted" />
          <FormTextarea<{ body: string }>
            name="body"
            label="Answer (Markdown)"
            hint={MARKDOWN_HINT}
            rows={5}
            required
          />
          <div>
            <FormSubmitButton>Post answer</FormSubmitButton>
          </div>
        </Stack>
      </Form>
    </Card>
  );
}

export interface QuestionPageProps {
  id: string;
  role: Role | null;
  joinRoom?: JoinRoom;
}

/**
 * /questions/:id: one question with its answers (the accepted one first), upvote and follow, an
 * answer form, and Accept for the asker and the batch's mentors. Its batch's room is joined while
 * it is open, so answers and acceptances arrive live. Markdown is shown inert (MarkdownText).
 */
export function QuestionPage({ id, role, joinRoom }: QuestionPageProps) {
  const thread = useQuery(questionThreadQuery(id));
  useBatchRoom(joinRoom, thread.data?.question.batch);
  const zone = canonicalTimeZone(viewerTimeZone());
  return (
    <QueryView
      query={thread}
      loading={
        <SkeletonGroup label="Loading the question…">
          <Stack gap="md">
            <Skeleton height="2.5rem" />
            <Skeleton height="6rem" />
            <Skeleton height="6rem" />
          </Stack>
        </SkeletonGroup>
      }
      errorTitle="The question could not be loaded"
      page={{ notFoundTitle: 'No such question', back }}
    >
      {({ question, answers }) => {
        const canAccept = question.mine || role === 'mentor' || role === 'admin';
        return (
          <Stack gap="lg">
            {back}
            <PageHeader
              title={question.title}
              description={`${question.author?.name ?? 'A student of the batch'} asked in ${batchLabel(question.batch)}, ${formatDateTime(question.createdAt)} (times in ${zone}).`}
            />
            <Inline gap="sm" wrap>
              {question.acceptedAnswerId && <Badge tone="success">Answered</Badge>}
              {question.hidden && <Badge tone="warning">Hidden from students</Badge>}
              {question.anonymous && <Badge tone="neutral">Asked anonymously</Badge>}
            </Inline>
            <MarkdownText markdown={question.body} className={prose} />
            <QuestionActions question={question} />
            <section aria-labelledby="answers-title">
              <Stack gap="md">
                <Heading level={2} size="lg" id="answers-title">
                  {countOf(answers.length, 'answer')}
                </Heading>
                {answers.length === 0 ? (
                  <Text tone="muted">No answer yet. Yours could be the first.</Text>
                ) : (
                  <ul className={css.list} aria-label="Answers">
                    {answers.map((a) => (
                      <li key={a._id}>
                        <AnswerCard answer={a} question={question} canAccept={canAccept} />
                      </li>
                    ))}
                  </ul>
                )}
              </Stack>
            </section>
            <AnswerForm questionId={question._id} />
          </Stack>
        );
      }}
    </QueryView>
  );
}
