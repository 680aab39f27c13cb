import { getConfig, type FileRef, type TaskSubmission } from '@campus/sdk';
import {
  formatFileSize,
  linkClassName,
  Skeleton,
  SkeletonGroup,
  Stack,
  Text,
  type TimelineEntry,
} from '@campus/ui';
import { FeedbackScore } from './score-parts';
import { submissionWords } from '../../lib/task-status';
import { dueText } from './task-format';
import * as css from './tasks.css';

/** FileRef urls are paths on the API host, signed for the viewer (openapi: downloadFile). */
export const fileHref = (file: FileRef) => `${getConfig().baseURL.replace(/\/$/, '')}${file.url}`;

/** A task's page (the student's task, a submission to review) while the task loads. */
export function TaskPageLoading({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label}>
      <Stack gap="md">
        <Skeleton height="2.5rem" width="60%" />
        <Skeleton height="8rem" />
        <Skeleton height="12rem" />
      </Stack>
    </SkeletonGroup>
  );
}

/** A due date in the viewer's zone, and the task's own when it reads differently. */
export function Due({ due, zone, prefix = 'Due' }: { due: string; zone: string; prefix?: string }) {
  const text = dueText(due, zone);
  return (
    <>
      {prefix} <time dateTime={due}>{text.viewer}</time>
      {text.task && <span className={css.muted}> · {text.task} in the task’s zone</span>}
    </>
  );
}

export function FileList({ files, label }: { files: readonly FileRef[]; label: string }) {
  if (files.length === 0) return null;
  return (
    <ul aria-label={label} className={css.plainList}>
      {files.map((f) => (
        <li key={f._id}>
          <a className={linkClassName()} href={fileHref(f)} target="_blank" rel="noreferrer">
            {f.name}
          </a>{' '}
          <Text as="span" size="xs" tone="muted">
            {formatFileSize(f.size)}
          </Text>
          {f.contentType.startsWith('image/') && (
            <img className={css.preview} src={fileHref(f)} alt={f.name} loading="lazy" />
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * What a student handed in: the text as written, the links, the files (images shown inline), and
 * while it waits, who reviews it.
 */
export function AttemptBody({ submission }: { submission: TaskSubmission }) {
  return (
    <Stack gap="sm">
      {submission.status === 'pending' && submission.reviewer && (
        <Text size="sm" tone="muted">
          Reviewer: {submission.reviewer.name}
        </Text>
      )}
      {submission.text && <p className={css.prose}>{submission.text}</p>}
      {submission.links.length > 0 && (
        <ul aria-label={`Links of attempt ${submission.attempt}`} className={css.plainList}>
          {submission.links.map((href) => (
            <li key={href}>
              <a className={linkClassName()} href={href} target="_blank" rel="noreferrer">
                {href}
              </a>
            </li>
          ))}
        </ul>
      )}
      <FileList files={submission.files} label={`Files of attempt ${submission.attempt}`} />
      {submission.late && (
        <Text size="sm" tone="warning">
          Submitted after the due date.
        </Text>
      )}
    </Stack>
  );
}

/**
 * Every attempt and the feedback on it as one conversation, oldest first and newest last (the
 * kit's Timeline sorts by time), so the latest word sits next to the reply or review box.
 */
export function attemptTimeline(submissions: readonly TaskSubmission[]): TimelineEntry[] {
  return submissions.flatMap((s) => [
    {
      id: s._id,
      time: s.submittedAt,
      actor: { name: s.student.name, role: 'student' },
      title: `Attempt ${s.attempt}`,
      status: s.status === 'pending' ? submissionWords.pending : { label: 'Submitted' },
      body: <AttemptBody submission={s} />,
    },
    ...s.feedback.map((f) => ({
      id: f._id,
      time: f.at,
      actor: { name: f.by.name, role: f.by.role },
      title: `Feedback on attempt ${s.attempt}`,
      status: submissionWords[f.status],
      body:
        f.comment || f.score ? (
          <Stack gap="xs">
            {f.comment && <p className={css.prose}>{f.comment}</p>}
            <FeedbackScore feedback={f} />
          </Stack>
        ) : undefined,
    })),
  ]);
}
