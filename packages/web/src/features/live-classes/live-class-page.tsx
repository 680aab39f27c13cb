import { normalizeError, type LiveClass, type LiveClassPermissions, type User } from '@campus/sdk';
import {
  Alert,
  Badge,
  Button,
  Card,
  Heading,
  Inline,
  PageHeader,
  Stack,
  Text,
  visuallyHidden,
} from '@campus/ui';
import { formatTime, formatTimeRange } from '@campus/time';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { AddToCalendar } from '../../lib/add-to-calendar';
import { QueryView } from '../../lib/query-view';
import { useNow } from '../../lib/use-now';
import { Attendance, classTiming, HostControls } from './hosting';
import { ScheduleClassForm } from './schedule-class-form';
import { liveClassQueries, useJoinLiveClass, withoutToday } from './live-classes.api';
import * as css from './live-classes.css';

/**
 * Joining is possible from `joinOpensAt` until the class ends, and whenever the class is live — a
 * host may start up to 15 minutes early, and students get Join the moment they do (the
 * server's `joinOpen` says the same).
 */
export function canJoinNow(
  c: Pick<LiveClass, 'status' | 'joinOpensAt' | 'endTime'>,
  now = Date.now(),
) {
  if (c.status === 'live') return true;
  if (c.status === 'ended') return false;
  return now >= Date.parse(c.joinOpensAt) && now < Date.parse(c.endTime);
}

/** What the viewer may do with classes: join (students), host (their own), see attendance. */
interface Viewer {
  userId: string;
  /** The clock the "Starts in" words and the join window read (stories pin it). */
  now: number;
  /** That clock itself, for what opens at an instant (the host's Start). */
  clock: () => number;
  canJoin: boolean;
  permissions: LiveClassPermissions | undefined;
}

function ClassRow({
  liveClass: c,
  viewer,
  showDay,
}: {
  liveClass: LiveClass;
  viewer: Viewer;
  showDay: boolean;
}) {
  const { canJoin, permissions } = viewer;
  const hosts = c.host._id === viewer.userId || Boolean(permissions?.canManageAll);
  const seesAttendance = hosts || Boolean(permissions?.canViewAttendance);
  const timing = classTiming(c, viewer.now);
  const join = useJoinLiveClass();
  const open = canJoin && canJoinNow(c, viewer.now);
  const onJoin = () =>
    join.mutate(c._id, {
      onSuccess: (result) => window.open(result.meetingLink, '_blank', 'noopener,noreferrer'),
    });
  return (
    <li className={css.row}>
      <Stack gap="xxs">
        <Inline gap="sm" align="center" wrap>
          <Text weight="semibold">{c.title}</Text>
          {c.status === 'live' && <Badge tone="danger">Live</Badge>}
          {c.status === 'ended' && <Badge>Ended</Badge>}
          {timing && c.status !== 'ended' && (
            <Text as="span" size="sm" tone={c.status === 'live' ? 'danger' : 'muted'}>
              {timing}
            </Text>
          )}
        </Inline>
        <Text size="sm" tone="muted">
          {formatTimeRange(c.startTime, c.endTime, { showDay })} · {c.host.name} · {c.batch.domain}{' '}
          {c.batch.monthYear} · {c.attendeeCount} joined
        </Text>
        {c.status !== 'ended' && (
          <AddToCalendar
            event={{
              uid: `liveclass-${c._id}`,
              title: c.title,
              start: c.startTime,
              end: c.endTime,
              description: `Live class for ${c.batch.domain} ${c.batch.monthYear}, hosted by ${c.host.name} (scheduled in ${c.timezone}).`,
              ...(c.meetingLink ? { url: c.meetingLink } : {}),
            }}
          />
        )}
        {join.isError && <Alert tone="danger">{normalizeError(join.error).message}</Alert>}
      </Stack>
      {open ? (
        <Button loading={join.isPending} onClick={onJoin}>
          Join<span className={visuallyHidden}> {c.title}</span>
        </Button>
      ) : canJoin && c.status !== 'ended' ? (
        <Text size="sm" tone="muted">
          Opens {formatTime(c.joinOpensAt)}
        </Text>
      ) : hosts ? (
        <HostControls liveClass={c} now={viewer.clock} />
      ) : null}
      {seesAttendance && c.status !== 'scheduled' && <Attendance liveClass={c} />}
    </li>
  );
}

function ClassList({
  title,
  errorTitle,
  query,
  empty,
  viewer,
  showDay,
}: {
  title: string;
  errorTitle: string;
  query: UseQueryResult<LiveClass[]>;
  empty: string;
  viewer: Viewer;
  showDay: boolean;
}) {
  const id = `lc-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card as="section" aria-labelledby={id}>
      <Heading level={2} size="lg" id={id}>
        {title}
      </Heading>
      <QueryView
        query={query}
        loading={
          <Text aria-busy="true" tone="muted">
            Loading…
          </Text>
        }
        errorTitle={errorTitle}
        empty={<Text tone="muted">{empty}</Text>}
      >
        {(list) => (
          <Stack as="ul" gap="md" padding="none" margin="none">
            {list.map((c) => (
              <ClassRow key={c._id} liveClass={c} viewer={viewer} showDay={showDay} />
            ))}
          </Stack>
        )}
      </QueryView>
    </Card>
  );
}

/** /live-class: today's and upcoming classes; students join while a class is open. */
export function LiveClassPage({ user, now = Date.now }: { user: User; now?: () => number }) {
  const today = useQuery(liveClassQueries.today);
  const upcoming = useQuery({
    ...liveClassQueries.upcoming,
    select: (list) => withoutToday(list, today.data),
  });
  const canJoin = user.role.toLowerCase() === 'student';
  const permissions = useQuery({ ...liveClassQueries.permissions, enabled: !canJoin });
  const at = useNow(now);
  const viewer: Viewer = {
    userId: user._id,
    now: at,
    clock: now,
    canJoin,
    permissions: permissions.data,
  };
  const [scheduling, setScheduling] = useState(false);
  return (
    <Stack gap="xl">
      <PageHeader
        title="Live classes"
        size="xxl"
        description={
          canJoin
            ? 'Join a class when it opens, a few minutes before it starts.'
            : 'Classes of your batches and the ones you host.'
        }
      />
      {permissions.data?.canCreate && (
        <Card as="section" aria-labelledby="lc-schedule">
          <Heading level={2} size="lg" id="lc-schedule">
            Schedule a class
          </Heading>
          {scheduling ? (
            <ScheduleClassForm onDone={() => setScheduling(false)} />
          ) : (
            <Inline>
              <Button onClick={() => setScheduling(true)}>New class</Button>
            </Inline>
          )}
        </Card>
      )}
      <ClassList
        title="Today"
        errorTitle="Today’s classes could not be loaded"
        query={today}
        empty="No class today."
        viewer={viewer}
        showDay={false}
      />
      <ClassList
        title="Upcoming"
        errorTitle="Upcoming classes could not be loaded"
        query={upcoming}
        empty="Nothing scheduled yet."
        viewer={viewer}
        showDay
      />
    </Stack>
  );
}
