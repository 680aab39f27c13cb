import {
  reviewDecisionWords,
  type PersonSummary,
  type TaskDetail,
  type TaskGrading,
  type TaskReviewDecision,
  type TaskScoreInput,
  type TaskSubmission,
} from '@campus/sdk';
import { reviewTaskSubmissionBody } from '@campus/sdk/zod';
import {
  Alert,
  Badge,
  Button,
  Card,
  Form,
  FormErrorSummary,
  FormTextarea,
  Heading,
  Inline,
  linkClassName,
  PageHeader,
  RubricGrid,
  FormTextField,
  setServerErrors,
  Stack,
  Text,
  Timeline,
} from '@campus/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import { Link, useSearchParams } from 'wouter';
import { paths } from '../../config/paths';
import { batchMentorsQuery } from '../../data/batches/queries';
import { useHandOff } from '../../data/tasks/queries';
import { HandOffDialog } from '../../lib/hand-off-dialog';
import { attemptTimeline, AttemptBody, Due, TaskPageLoading } from './attempt-parts';
import { queueFilters, queueParams, queueSearch } from './queue-filters';
import { serverErrorBody } from '../../lib/server-errors';
import { reviewQueueQuery, taskQuery, useReviewSubmission } from './tasks.api';
import { QueryView } from '../../lib/query-view';
import { submissionWords } from '../../lib/task-status';
import { rubricCriteria } from './score-parts';

interface ReviewValues {
  status: TaskReviewDecision;
  comment: string;
  /** A plain score as typed ('' for none). */
  points: string;
  /** Rubric: criterion id → chosen level id. */
  levels: Record<string, string>;
}

/** The score the form gives, or undefined when none is given (the server computes the total). */
function scoreInput(grading: TaskGrading | undefined, v: ReviewValues): TaskScoreInput | undefined {
  if (grading?.kind === 'points' && v.points.trim()) return { points: Number(v.points) };
  const levels = Object.entries(v.levels).map(([criterionId, levelId]) => ({
    criterionId,
    levelId,
  }));
  if (grading?.kind === 'rubric' && levels.length) return { levels };
  return undefined;
}

/** The score's rules in words before sending (the server checks them again). */
function scoreProblem(grading: TaskGrading | undefined, v: ReviewValues): string | null {
  if (!grading) return null;
  if (grading.kind === 'points') {
    if (!v.points.trim()) return v.status === 'approved' ? 'Give a score before approving' : null;
    const n = Number(v.points);
    return Number.isFinite(n) && n >= 0 && n <= grading.maxScore
      ? null
      : `The score must be between 0 and ${grading.maxScore}`;
  }
  const missing = (grading.criteria ?? []).filter((c) => !v.levels[c._id]);
  if (missing.length === 0) return null;
  if (v.status !== 'approved' && missing.length === grading.criteria?.length) return null;
  return `Choose a level for "${missing[0]?.title}"`;
}

/** The mentor's button for a decision, from the SDK's review vocabulary. */
const actionWord = (decision: TaskReviewDecision) => reviewDecisionWords[decision].action;

/**
 * The contract's TaskFeedbackRequest, plus its rule in words: a comment is required unless the
 * decision is approval (the server answers 400 otherwise; the screen says so before sending).
 */
const reviewResolver =
  (grading: TaskGrading | undefined): Resolver<ReviewValues> =>
  (values): ResolverResult<ReviewValues> => {
    const parsed = reviewTaskSubmissionBody.safeParse({
      status: values.status,
      comment: values.comment,
    });
    let message: string | null = null;
    if (!parsed.success) message = parsed.error.issues[0]?.message ?? 'Check your feedback';
    else if (values.status !== 'approved' && !values.comment.trim())
      message = `Write your feedback: the student needs to know what to change (${actionWord(values.status)}).`;
    const score = scoreProblem(grading, values);
    if (message === null && score === null) return { values, errors: {} };
    return {
      values: {},
      errors: {
        ...(message === null ? {} : { comment: { type: 'validate', message } }),
        ...(score === null ? {} : { points: { type: 'validate', message: score } }),
      },
    };
  };

function ReviewForm({
  taskId,
  grading,
  submission,
  onReviewed,
  handOff,
}: {
  taskId: string;
  grading: TaskGrading | undefined;
  submission: TaskSubmission;
  onReviewed: (decision: TaskReviewDecision) => void;
  /** "Hand to…", beside the decisions, when the submission can be handed on. */
  handOff?: ReactNode;
}) {
  const review = useReviewSubmission(taskId, submission._id);
  const form = useForm<ReviewValues>({
    resolver: reviewResolver(grading),
    defaultValues: { status: 'approved', comment: '', points: '', levels: {} },
  });
  const levels = form.watch('levels');
  const decide = (status: TaskReviewDecision) => () => form.setValue('status', status);
  return (
    <Form
      form={form}
      aria-labelledby="review-form-title"
      onSubmit={(values) =>
        review
          .mutateAsync({
            status: values.status,
            ...(values.comment.trim() ? { comment: values.comment } : {}),
            ...(scoreInput(grading, values) ? { score: scoreInput(grading, values) } : {}),
          })
          .then(() => onReviewed(values.status))
          .catch((error: unknown) => setServerErrors(form.setError, serverErrorBody(error)))
      }
    >
      <Heading level={2} size="md" id="review-form-title">
        Your review of attempt {submission.attempt}
      </Heading>
      <FormErrorSummary />
      {grading?.kind === 'rubric' && (
        <RubricGrid
          label={`Score against the rubric (out of ${grading.maxScore})`}
          criteria={rubricCriteria(grading)}
          value={levels}
          onChange={(criterion, level) =>
            form.setValue('levels', { ...levels, [criterion]: level }, { shouldDirty: true })
          }
          showTotal
        />
      )}
      {grading?.kind === 'points' && (
        <FormTextField<ReviewValues>
          name="points"
          label={`Score (out of ${grading.maxScore})`}
          inputMode="decimal"
          hint="Required to approve; optional when asking for changes or rejecting."
        />
      )}
      {grading?.kind === 'rubric' && form.formState.errors.points && (
        <Text role="alert" tone="danger" size="sm">
          {form.formState.errors.points.message}
        </Text>
      )}
      <FormTextarea<ReviewValues>
        name="comment"
        label="Feedback"
        hint="Required to request changes or reject. List the points to fix, one per line."
        rows={6}
      />
      <Inline gap="sm" wrap>
        <Button
          type="submit"
          onClick={decide('approved')}
          loading={review.isPending && form.getValues('status') === 'approved'}
        >
          {actionWord('approved')}
        </Button>
        <Button
          type="submit"
          variant="secondary"
          onClick={decide('modification_requested')}
          loading={review.isPending && form.getValues('status') === 'modification_requested'}
        >
          {actionWord('modification_requested')}
        </Button>
        <Button
          type="submit"
          variant="danger"
          onClick={decide('rejected')}
          loading={review.isPending && form.getValues('status') === 'rejected'}
        >
          {actionWord('rejected')}
        </Button>
        {handOff}
      </Inline>
    </Form>
  );
}

/** "Next in queue", or "You're done!" once nothing else waits (Pupilfirst's review editor). */
function NextInQueue({ current }: { current: string }) {
  const [search] = useSearchParams();
  const filters = queueFilters(search);
  const queue = useQuery(reviewQueueQuery(queueParams(filters)));
  if (queue.isPending) return <Text tone="muted">Looking for the next submission…</Text>;
  if (queue.isError) return null;
  const next = queue.data.items.find((i) => i.submission._id !== current);
  if (!next)
    return (
      <Alert tone="success" title="You're done!" live="status">
        Nothing else waits for your review.{' '}
        <Link className={linkClassName()} href={paths.mentorDashboard.href()}>
          Back to the dashboard
        </Link>
      </Alert>
    );
  return (
    <Link
      className={linkClassName()}
      href={`${paths.reviewSubmission.href(next.task._id, next.submission._id)}${queueSearch(filters)}`}
    >
      Next in queue: {next.submission.student.name} · {next.task.title}
    </Link>
  );
}

/**
 * "Hand to…" for a waiting submission: the shared dialog over the roster of the batch the task was
 * set for, the one its students are routed in (the server checks it is the student's). A task set
 * for students without a batch names no roster here, so it offers none.
 */
function HandOn({
  task,
  submission,
  onHanded,
}: {
  task: TaskDetail;
  submission: TaskSubmission;
  onHanded: (to: PersonSummary | undefined) => void;
}) {
  const handOff = useHandOff({ onHanded: (handed) => onHanded(handed.reviewer) });
  if (!task.batch) return null;
  return (
    <HandOffDialog
      taskId={task._id}
      submissionId={submission._id}
      studentName={submission.student.name}
      taskTitle={task.title}
      batch={task.batch}
      reviewerId={submission.reviewer?._id}
      roster={batchMentorsQuery(task.batch)}
      handOff={handOff}
    />
  );
}

/** Where a handed-on submission stands, focused once shown: the dialog's trigger is gone. */
function Handed({ to, student }: { to: string; student: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1}>
      <Alert tone="success" title={`Handed to ${to}`} live="status">
        {student}’s attempt now waits on {to}’s review; it has left your queue.
      </Alert>
    </div>
  );
}

function ReviewView({
  task,
  submission,
  handedTo,
  onHanded,
}: {
  task: TaskDetail;
  submission: TaskSubmission;
  /** Who it was handed to from this screen. */
  handedTo?: string;
  onHanded: (to: PersonSummary | undefined) => void;
}) {
  const [decided, setDecided] = useState<TaskReviewDecision | null>(null);
  const progress = task.progress.find((p) => p.student._id === submission.student._id);
  const earlier = (progress?.submissions ?? []).filter((s) => s.attempt < submission.attempt);
  const words = submissionWords[decided ?? submission.status];
  return (
    <Stack gap="lg">
      <PageHeader
        back={
          <Link className={linkClassName({ tone: 'muted' })} href={paths.mentorDashboard.href()}>
            ← Review queue
          </Link>
        }
        title={`${submission.student.name} · ${task.title}`}
      >
        <Inline gap="sm" align="center" wrap>
          <Badge tone={words.tone}>{words.label}</Badge>
          <Text size="sm" tone="muted">
            Attempt {submission.attempt} · <Due due={task.dueDate} zone={task.timezone} />
          </Text>
        </Inline>
      </PageHeader>
      <Card as="section" aria-labelledby="review-attempt">
        <Heading level={2} size="md" id="review-attempt">
          Attempt {submission.attempt}
        </Heading>
        <AttemptBody submission={submission} />
      </Card>
      {earlier.length > 0 && (
        <Card as="section" aria-labelledby="review-earlier">
          <Heading level={2} size="md" id="review-earlier">
            Earlier attempts and feedback
          </Heading>
          <Timeline
            label={`Earlier attempts of ${submission.student.name}`}
            entries={attemptTimeline(earlier)}
          />
        </Card>
      )}
      <Card as="section" aria-label="Decision">
        {handedTo ? (
          <Handed to={handedTo} student={submission.student.name} />
        ) : decided ? (
          <Alert tone="success" title={`Saved: ${submissionWords[decided].label}`} live="status">
            {submission.student.name} has been told.
          </Alert>
        ) : submission.status === 'pending' ? (
          <ReviewForm
            taskId={task._id}
            grading={task.grading}
            submission={submission}
            onReviewed={setDecided}
            handOff={<HandOn task={task} submission={submission} onHanded={onHanded} />}
          />
        ) : (
          <Text>This attempt was already reviewed: {words.label}.</Text>
        )}
      </Card>
      <NextInQueue current={submission._id} />
    </Stack>
  );
}

/**
 * The review screen (/mentor-dashboard/review/:taskId/:submissionId): the attempt, the earlier
 * attempts with their feedback on one timeline, the decision with its feedback, and "Next in
 * queue". A task or submission the mentor does not own answers 404 and shows `notFound`.
 */
export function ReviewPage({
  taskId,
  submissionId,
  notFound,
}: {
  taskId: string;
  submissionId: string;
  notFound: ReactNode;
}) {
  const task = useQuery(taskQuery(taskId));
  // After Hand to… the reviewer carries on as after a decision: the screen says who has the
  // attempt now and offers Next in queue (or "You're done!"). It shows the attempt as last read,
  // because the refreshed task answers a mentor who does not own it 404 once the attempt is no
  // longer theirs to review, and "not found" would hide what just happened.
  const [handed, setHanded] = useState<{
    task: TaskDetail;
    submission: TaskSubmission;
    to: string;
  } | null>(null);
  if (handed)
    return (
      <ReviewView
        task={handed.task}
        submission={handed.submission}
        handedTo={handed.to}
        onHanded={() => undefined}
      />
    );
  return (
    <QueryView
      query={task}
      loading={<TaskPageLoading label="Loading the submission" />}
      errorTitle="This submission could not be loaded"
      notFound={notFound}
    >
      {(t) => {
        const submission = t.progress
          .flatMap((p) => p.submissions)
          .find((s) => s._id === submissionId);
        if (!submission) return notFound;
        return (
          <ReviewView
            key={submissionId}
            task={t}
            submission={submission}
            onHanded={(to) => setHanded({ task: t, submission, to: to?.name ?? 'another mentor' })}
          />
        );
      }}
    </QueryView>
  );
}
