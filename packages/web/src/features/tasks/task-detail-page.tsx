import { type TaskDetail, type TaskSubmission } from '@campus/sdk';
import {
  Badge,
  Card,
  Heading,
  Inline,
  linkClassName,
  PageHeader,
  Stack,
  Text,
  Timeline,
} from '@campus/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { attemptTimeline, Due, FileList, TaskPageLoading } from './attempt-parts';
import { GradingSummary } from './score-parts';
import { SubmitForm, type SubmitFormProps } from './submit-form';
import { taskQuery } from './tasks.api';
import { statusWords } from '../../lib/task-status';
import { QueryView } from '../../lib/query-view';
import { prose } from '../../lib/learning.css';
import { MarkdownText } from '../../lib/markdown-text';
import { AddToCalendar } from '../../lib/add-to-calendar';

/** Why the form is not offered, in words, for each status where the server would refuse (409). */
function closedReason(
  task: TaskDetail,
  status: keyof typeof statusWords,
  latest: TaskSubmission | undefined,
): string | null {
  if (status === 'approved') return 'Your work was approved. Nothing more to do here.';
  if (status === 'pending')
    return `Attempt ${latest?.attempt ?? 1} submitted: it is waiting for your mentor’s review.`;
  if (task.status === 'closed') return 'Your mentor closed this task: it takes no more attempts.';
  return null;
}

function TaskView({ task, upload }: { task: TaskDetail; upload?: SubmitFormProps['upload'] }) {
  const mine = task.progress[0];
  const status = mine?.status ?? (task.isPastDue ? 'overdue' : 'not_submitted');
  const words = statusWords[status];
  const attempts = mine?.submissions ?? [];
  // progress lists attempts newest first; the latest prefills a resubmission.
  const latest = attempts[0];
  const reason = closedReason(task, status, latest);
  return (
    <Stack gap="lg">
      <PageHeader
        back={
          <Link className={linkClassName({ tone: 'muted' })} href={paths.studentDashboard.href()}>
            ← All your tasks
          </Link>
        }
        title={task.title}
      >
        <Inline gap="sm" align="center" wrap>
          <Badge tone={words.tone}>{words.label}</Badge>
          <Text size="sm" tone={status === 'overdue' ? 'danger' : 'muted'}>
            <Due due={task.dueDate} zone={task.timezone} />
          </Text>
          {!task.isPastDue && (
            <AddToCalendar
              event={{
                uid: `task-${task._id}`,
                title: `Due: ${task.title}`,
                start: task.dueDate,
                description: `Task set by ${task.mentor.name} (due in ${task.timezone}).`,
              }}
            />
          )}
        </Inline>
        <Text size="sm" tone="muted">
          Set by {task.mentor.name}
        </Text>
      </PageHeader>
      {task.description && (
        <Card as="section" aria-labelledby="task-about">
          <Heading level={2} size="md" id="task-about">
            What to do
          </Heading>
          <MarkdownText markdown={task.description} className={prose} />
        </Card>
      )}
      {task.grading && (
        <Card as="section" aria-labelledby="task-grading">
          <Heading level={2} size="md" id="task-grading">
            How it is scored
          </Heading>
          <GradingSummary grading={task.grading} />
        </Card>
      )}
      {task.attachments.length > 0 && (
        <Card as="section" aria-labelledby="task-files">
          <Heading level={2} size="md" id="task-files">
            Attachments
          </Heading>
          <FileList files={task.attachments} label="Attachments" />
        </Card>
      )}
      <Card as="section" aria-labelledby="task-history">
        <Heading level={2} size="md" id="task-history">
          History
        </Heading>
        {attempts.length === 0 ? (
          <Text tone="muted">No attempt yet.</Text>
        ) : (
          <Timeline
            label={`History of ${task.title}`}
            entries={attemptTimeline(attempts)}
            titleLevel={3}
          />
        )}
      </Card>
      <Card as="section" aria-label="Your next step">
        {reason ? (
          <Text role="status">{reason}</Text>
        ) : (
          <SubmitForm
            key={latest?._id ?? 'first'}
            taskId={task._id}
            previous={latest}
            upload={upload}
          />
        )}
      </Card>
    </Stack>
  );
}

/**
 * A task on the student's desk with its own URL (/student-dashboard/tasks/:taskId): what to do,
 * the attachments, every attempt with the mentor's feedback, and the submit or resubmit form when
 * the server would take one. A task that is not theirs answers 404 and shows `notFound`.
 */
export function TaskDetailPage({
  taskId,
  notFound,
  upload,
}: {
  taskId: string;
  notFound: ReactNode;
  upload?: SubmitFormProps['upload'];
}) {
  const task = useQuery(taskQuery(taskId));
  return (
    <QueryView
      query={task}
      loading={<TaskPageLoading label="Loading the task" />}
      errorTitle="This task could not be loaded"
      notFound={notFound}
    >
      {(t) => <TaskView task={t} upload={upload} />}
    </QueryView>
  );
}
