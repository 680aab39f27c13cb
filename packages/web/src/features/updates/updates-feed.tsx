import { EmptyState, PageHeader, Skeleton, SkeletonGroup, Stack } from '@campus/ui';
import { QueryView } from '../../lib/query-view';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { readStored, writeStored } from '../../lib/storage';
import { UpdateCard } from './update-card';
import { feedQuery } from './updates.api';
import * as css from './updates.css';

const LAST_VISIT_KEY = 'campus.mentor-updates.last-visit';

/**
 * When the student last opened the feed, read once per visit and moved to now as they leave, so
 * what arrived since stays marked "New" for the whole visit.
 */
function useLastVisit(): number | null {
  const [last] = useState(() => {
    const raw = readStored(LAST_VISIT_KEY);
    return raw ? Number(raw) : null;
  });
  useEffect(() => () => void writeStored(LAST_VISIT_KEY, String(Date.now())), []);
  return last;
}

/** /mentor-updates (spec §2, student): their mentors' updates, pinned then newest first. */
export function UpdatesFeed() {
  const feed = useQuery(feedQuery());
  const lastVisit = useLastVisit();
  return (
    <Stack gap="lg">
      <PageHeader title="Mentor updates" />
      <QueryView
        query={feed}
        loading={
          <SkeletonGroup label="Loading updates">
            <Stack gap="md">
              <Skeleton height="7rem" />
              <Skeleton height="7rem" />
            </Stack>
          </SkeletonGroup>
        }
        errorTitle="Updates could not be loaded"
        empty={
          <EmptyState
            title="No update yet"
            description="Your mentor’s announcements for you and your batch appear here."
          />
        }
      >
        {(page) => (
          <ul className={css.list} aria-label="Updates">
            {page.items.map((u) => (
              <li key={u._id}>
                <UpdateCard
                  update={u}
                  isNew={lastVisit !== null && Date.parse(u.createdAt) > lastVisit}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
    </Stack>
  );
}
