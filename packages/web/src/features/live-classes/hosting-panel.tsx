import type { User } from '@campus/sdk';
import {
  Badge,
  Card,
  Heading,
  Inline,
  linkClassName,
  Skeleton,
  SkeletonGroup,
  Stack,
  Text,
} from '@campus/ui';
import { formatTimeRange } from '@campus/time';
import { QueryView } from '../../lib/query-view';
import { useNow } from '../../lib/use-now';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { Attendance, classTiming, HostControls } from './hosting';
import { liveClassQueries } from './live-classes.api';
import * as css from './live-classes.css';

/**
 * "Your classes today" on /mentor-dashboard: the classes the mentor hosts today, to
 * start and end from where they review work, with the attendance of a running class.
 */
export function HostingPanel({ user, now = Date.now }: { user: User; now?: () => number }) {
  const today = useQuery({
    ...liveClassQueries.today,
    select: (list) => list.filter((c) => c.host._id === user._id),
  });
  const at = useNow(now);
  return (
    <Card as="section" aria-labelledby="hosting-today">
      <Stack gap="md">
        <Inline justify="space-between" align="center" wrap>
          <Heading level={2} size="lg" id="hosting-today">
            Your classes today
          </Heading>
          <Link className={linkClassName()} href={paths.liveClass.href()}>
            Schedule or see all classes
          </Link>
        </Inline>
        <QueryView
          query={today}
          loading={
            <SkeletonGroup label="Loading your classes…">
              <Skeleton height="3rem" />
            </SkeletonGroup>
          }
          errorTitle="Your classes could not be loaded"
          empty={<Text tone="muted">You host no class today.</Text>}
        >
          {(list) => (
            <Stack as="ul" gap="md" padding="none" margin="none">
              {list.map((c) => {
                const timing = classTiming(c, at);
                return (
                  <li key={c._id} className={css.row}>
                    <Stack gap="xxs">
                      <Inline gap="sm" align="center" wrap>
                        <Text weight="semibold">{c.title}</Text>
                        {c.status === 'live' && <Badge tone="danger">Live</Badge>}
                        {c.status === 'ended' && <Badge>Ended</Badge>}
                        {timing && c.status !== 'ended' && (
                          <Text as="span" size="sm" tone="muted">
                            {timing}
                          </Text>
                        )}
                      </Inline>
                      <Text size="sm" tone="muted">
                        {formatTimeRange(c.startTime, c.endTime)} · {c.batch.domain}{' '}
                        {c.batch.monthYear}
                      </Text>
                    </Stack>
                    {c.status !== 'ended' && <HostControls liveClass={c} now={now} />}
                    {c.status !== 'scheduled' && <Attendance liveClass={c} />}
                  </li>
                );
              })}
            </Stack>
          )}
        </QueryView>
      </Stack>
    </Card>
  );
}
