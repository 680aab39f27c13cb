import {
  normalizeError,
  type BatchRef,
  type BatchVideo,
  type BatchVideoProgress,
} from '@campus/sdk';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  EmptyState,
  Heading,
  Inline,
  PageHeader,
  Progress,
  Skeleton,
  SkeletonGroup,
  Stack,
  Text,
} from '@campus/ui';
import { formatDateTime, otherZoneTime, viewerTimeZone } from '@campus/time';
import { useQuery } from '@tanstack/react-query';
import { PlayCircle } from 'lucide-react';
import { useState } from 'react';
import { batchVideoProgressQuery, batchVideosQuery, useSaveVideoProgress } from './batches.api';
import { batchLabel } from '../../lib/batch-names';
import { VideoPlayer } from '../../lib/video-player';
import * as css from '../../lib/learning.css';
import { QueryView } from '../../lib/query-view';

/** The class a recording is of, in the viewer's zone, and the organiser's when it differs. */
function classTime(video: BatchVideo, timeZone: string) {
  const c = video.liveClass;
  if (!c) return null;
  const mine = formatDateTime(c.startTime, { timeZone });
  // Compared by canonical name: a class set in Asia/Kolkata, watched from a browser that says
  // Asia/Calcutta, would print the same time twice.
  const theirs = otherZoneTime(c.startTime, c.timezone, timeZone);
  return `Recording of “${c.title}”, ${mine}${theirs ? ` (${theirs})` : ''}`;
}

function VideoRow({
  video,
  progress,
  batch,
  open,
  onOpen,
  timeZone,
}: {
  video: BatchVideo;
  progress: BatchVideoProgress | undefined;
  batch: BatchRef;
  open: boolean;
  onOpen: () => void;
  timeZone: string;
}) {
  const save = useSaveVideoProgress(batch);
  // The box follows the click at once (in the same render as the click), then the server's answer.
  const [clicked, setClicked] = useState<boolean | null>(null);
  const watched = clicked ?? progress?.watched ?? false;
  const headingId = `video-${video._id}`;
  return (
    <Card as="li" padding="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Inline justify="space-between" align="flex-start" wrap>
          <Stack gap="xxs">
            <Heading level={2} size="md" id={headingId}>
              {video.title}
            </Heading>
            <Text size="sm" tone="muted">
              {[
                video.durationMinutes ? `${video.durationMinutes} min` : null,
                `added by ${video.addedBy.name}`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            {video.liveClass && (
              <Text size="sm" tone="muted">
                {classTime(video, timeZone)}
              </Text>
            )}
          </Stack>
          {!open && (
            <Button
              variant="secondary"
              size="sm"
              iconStart={<PlayCircle size={18} />}
              onClick={onOpen}
              aria-label={`Watch ${video.title}`}
            >
              Watch
            </Button>
          )}
        </Inline>
        {video.description && <Text>{video.description}</Text>}
        {open && (
          <VideoPlayer
            url={video.videoUrl}
            title={video.title}
            startAt={progress?.positionSeconds}
            onPosition={(positionSeconds) => save.mutate({ videoId: video._id, positionSeconds })}
            onEnded={() => save.mutate({ videoId: video._id, watched: true })}
          />
        )}
        <Checkbox
          label="Watched"
          aria-label={`Watched ${video.title}`}
          checked={watched}
          onChange={(event) => {
            setClicked(event.target.checked);
            save.mutate(
              { videoId: video._id, watched: event.target.checked },
              { onSettled: () => setClicked(null) },
            );
          }}
        />
        {save.isError && (
          <Alert tone="warning" live="alert">
            Not saved: {normalizeError(save.error).message}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

/**
 * /batch/:monthYear/:domain/videos (student): the batch's recordings, newest first, each with
 * the class it records (times in the viewer's zone, and the organiser's when different), a player
 * on demand, and "Watched" kept on the server; the share watched on top.
 */
export function BatchVideosPage({ batch }: { batch: BatchRef }) {
  const videos = useQuery(batchVideosQuery(batch));
  const progress = useQuery(batchVideoProgressQuery(batch));
  const [openId, setOpenId] = useState<string | null>(null);
  const timeZone = viewerTimeZone();
  const loading = (
    <SkeletonGroup label="Loading the batch videos…">
      <Stack gap="md">
        <Skeleton height="6rem" />
        <Skeleton height="6rem" />
      </Stack>
    </SkeletonGroup>
  );
  const errorTitle = 'The batch videos could not be loaded';
  return (
    <Stack gap="lg">
      <PageHeader
        title={`Batch videos · ${batchLabel(batch)}`}
        description="Recordings of your batch’s classes, newest first."
      />
      <QueryView
        query={videos}
        loading={loading}
        errorTitle={errorTitle}
        refused={(message) => (
          <Alert tone="warning" title="These videos are for another batch">
            {message}
          </Alert>
        )}
        empty={
          <EmptyState
            title="No recordings yet"
            description="Your mentors add the recording of each class here after it ends."
          />
        }
      >
        {(recordings) => (
          <QueryView query={progress} loading={loading} errorTitle={errorTitle}>
            {(marks) => {
              // Newest first: the batch's order, latest recording on top.
              const list = recordings.toSorted((a, b) => b.order - a.order);
              const byVideo = new Map(marks.map((p) => [p.videoId, p]));
              const watched = list.filter((v) => byVideo.get(v._id)?.watched).length;
              return (
                <>
                  <Progress
                    label={`${watched} of ${list.length} watched`}
                    value={Math.round((watched / list.length) * 100)}
                  />
                  <ol className={css.videoList} aria-label="Batch videos">
                    {list.map((video) => (
                      <VideoRow
                        key={video._id}
                        video={video}
                        progress={byVideo.get(video._id)}
                        batch={batch}
                        open={openId === video._id}
                        onOpen={() => setOpenId(video._id)}
                        timeZone={timeZone}
                      />
                    ))}
                  </ol>
                </>
              );
            }}
          </QueryView>
        )}
      </QueryView>
    </Stack>
  );
}
