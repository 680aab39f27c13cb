import type { BatchRef, Question, QuestionFilter, QuestionSpaceNews } from '@campus/sdk';
import {
  Badge,
  Card,
  EmptyState,
  Heading,
  Inline,
  linkClassName,
  PageHeader,
  Select,
  Skeleton,
  SkeletonGroup,
  Stack,
  Text,
} from '@campus/ui';
import { canonicalTimeZone, formatDateTime, formatZone, viewerTimeZone } from '@campus/time';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { myBatchesQuery } from '../../data/batches/queries';
import { batchLabel } from '../../lib/batch-names';
import { countOf } from '../../lib/plural';
import { QueryFailed, QueryView } from '../../lib/query-view';
import { ShowMore } from '../../lib/show-more';
import { AskForm } from './ask-form';
import { questionListQuery, questionNewsQuery, useMarkVisited } from './questions.api';
import { isNewSince, newsSentence } from './question-news';
import * as css from './questions.css';
import { useBatchRoom, type JoinRoom } from './room';

const filters: { value: QuestionFilter; label: string }[] = [
  { value: 'all', label: 'All questions' },
  { value: 'unanswered', label: 'Not answered yet' },
  { value: 'mine', label: 'Asked by me' },
  { value: 'following', label: 'Followed by me' },
];

/** One question of the list: its title (a link), who asked and when, its counts and marks. */
function QuestionRow({ question, isNew }: { question: Question; isNew: boolean }) {
  const id = `question-${question._id}`;
  return (
    <Card as="article" aria-labelledby={id}>
      <Stack gap="xs">
        <Inline gap="sm" align="center" wrap>
          <Heading level={3} size="md" id={id}>
            <Link className={linkClassName()} href={paths.question.href(question._id)}>
              {question.title}
            </Link>
          </Heading>
          {isNew && <Badge tone="info">New</Badge>}
          {question.acceptedAnswerId && <Badge tone="success">Answered</Badge>}
          {question.hidden && <Badge tone="warning">Hidden</Badge>}
        </Inline>
        <Text size="sm" tone="muted">
          {question.author?.name ?? 'A student of the batch'} ·{' '}
          <time dateTime={question.createdAt}>{formatDateTime(question.createdAt)}</time> ·{' '}
          {countOf(question.answerCount, 'answer')} · {countOf(question.upvotes, 'upvote')}
        </Text>
      </Stack>
    </Card>
  );
}

/** The batch's questions, newest first, with "Load more"; "New" marks what arrived since `since`. */
function QuestionList({
  batch,
  since,
  viewerId,
}: {
  batch: BatchRef;
  since: QuestionSpaceNews | undefined;
  viewerId: string;
}) {
  const [filter, setFilter] = useState<QuestionFilter>('all');
  const list = useInfiniteQuery(questionListQuery(batch, filter));
  return (
    <section aria-labelledby="questions-list" aria-busy={list.isPending}>
      <Stack gap="md">
        <Inline gap="md" align="flex-end" wrap>
          <Heading level={2} size="lg" id="questions-list">
            Questions
          </Heading>
          <Select
            label="Show"
            value={filter}
            onChange={(e) =>
              setFilter(filters.find((f) => f.value === e.target.value)?.value ?? 'all')
            }
            options={filters}
          />
        </Inline>
        <QueryView
          query={list}
          loading="Loading the questions…"
          errorTitle="The questions could not be loaded"
          empty={
            <EmptyState
              level={3}
              title={filter === 'all' ? 'No question yet' : 'No question here'}
              description={
                filter === 'all'
                  ? 'Ask the first one: your batch and its mentors see it at once.'
                  : 'Show all questions to see the rest of the batch’s.'
              }
            />
          }
        >
          {(data) => (
            <Stack gap="sm">
              <ul className={css.list} aria-label="Questions of the batch">
                {data.items.map((q) => (
                  <li key={q._id}>
                    <QuestionRow question={q} isNew={isNewSince(q, since, viewerId)} />
                  </li>
                ))}
              </ul>
              <div>
                <ShowMore pages={list}>Load more questions</ShowMore>
              </div>
            </Stack>
          )}
        </QueryView>
      </Stack>
    </section>
  );
}

/**
 * "New since your last visit": the counts as they were on arrival (read once), after which the
 * space is marked visited, so the next visit counts from now.
 */
function useArrivalNews(batch: BatchRef) {
  const news = useQuery(questionNewsQuery(batch));
  const visited = useMarkVisited(batch);
  const [arrival, setArrival] = useState<QuestionSpaceNews>();
  const { mutate } = visited;
  useEffect(() => {
    if (news.data && !arrival) {
      setArrival(news.data);
      mutate();
    }
  }, [news.data, arrival, mutate]);
  return { news, arrival };
}

function SpaceNews({ failed, arrival }: { failed: boolean; arrival?: QuestionSpaceNews }) {
  // The counts are a help, not the page: without them the questions still show.
  if (failed) return null;
  if (!arrival)
    return (
      <SkeletonGroup label="Counting what is new…">
        <Skeleton height="1.5rem" />
      </SkeletonGroup>
    );
  return (
    <Text role="status" weight="medium">
      {newsSentence(arrival)}
    </Text>
  );
}

export interface QuestionSpacePageProps {
  /** The student's own batch; without it, the batches the viewer mentors are offered. */
  batch?: BatchRef;
  viewerId: string;
  joinRoom?: JoinRoom;
  /** The student's batch's "mute notifications" control. */
  muteControl?: ReactNode;
}

/**
 * /questions: the batch's question space. Ask the batch (the similar answered questions appear
 * while the title is typed), what is new since the last visit, and the questions newest first.
 * The batch's room is joined while it is open, so questions and answers arrive live.
 */
export function QuestionSpacePage({
  batch,
  viewerId,
  joinRoom,
  muteControl,
}: QuestionSpacePageProps) {
  const batches = useQuery({ ...myBatchesQuery(), enabled: !batch });
  const [chosen, setChosen] = useState<string>();
  const mentored = batches.data ?? [];
  const current =
    batch ??
    mentored.find((b) => batchLabel(b) === chosen) ??
    (mentored[0] as BatchRef | undefined);
  const zone = viewerTimeZone();
  return (
    <Stack gap="lg">
      <PageHeader
        title="Questions"
        description={`Ask your batch, find the answer that exists. Times in ${formatZone(Date.now(), zone)} (${canonicalTimeZone(zone)}).`}
      />
      {batch && muteControl}
      {!batch && mentored.length > 1 && current && (
        <Select
          label="Batch"
          value={batchLabel(current)}
          onChange={(e) => setChosen(e.target.value)}
          options={mentored.map((b) => ({ value: batchLabel(b), label: batchLabel(b) }))}
        />
      )}
      {current ? (
        <BatchSpace
          key={batchLabel(current)}
          batch={current}
          viewerId={viewerId}
          joinRoom={joinRoom}
        />
      ) : batch || !batches.isPending ? (
        batches.isError ? (
          <QueryFailed query={batches} errorTitle="Your batches could not be loaded" />
        ) : (
          <EmptyState
            level={2}
            title="No batch yet"
            description="Questions are asked within a batch: once you are in one, its questions are here."
          />
        )
      ) : (
        <SkeletonGroup label="Loading your batches…">
          <Skeleton height="3rem" />
        </SkeletonGroup>
      )}
    </Stack>
  );
}

function BatchSpace({
  batch,
  viewerId,
  joinRoom,
}: {
  batch: BatchRef;
  viewerId: string;
  joinRoom?: JoinRoom;
}) {
  useBatchRoom(joinRoom, batch);
  const { news, arrival } = useArrivalNews(batch);
  return (
    <div className={css.space}>
      <Stack gap="lg">
        <Text tone="muted">Batch {batchLabel(batch)}</Text>
        <SpaceNews failed={news.isError} arrival={arrival} />
        <QuestionList batch={batch} since={arrival} viewerId={viewerId} />
      </Stack>
      <AskForm batch={batch} />
    </div>
  );
}
