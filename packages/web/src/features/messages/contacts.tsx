import { Heading, Skeleton, SkeletonGroup, Stack, Text, TextField } from '@campus/ui';
import { QueryView } from '../../lib/query-view';
import { ShowMore } from '../../lib/show-more';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { Link as RouterLink } from 'wouter';
import { paths } from '../../config/paths';
import { messageQueries } from './messages.api';
import * as css from './messages.css';

const roleWords: Record<string, string> = {
  mentor: 'Mentor',
  student: 'Student',
  admin: 'Admin',
  instructor: 'Instructor',
};

/**
 * Who the user may start a conversation with (the server decides: a student's batch mentors, a
 * mentor's students, anyone for an admin — less whoever already has a conversation with them,
 * who is in the conversation list). Admins search, since "anyone" is long.
 */
export function Contacts({ searchable = false }: { searchable?: boolean }) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const contacts = useInfiniteQuery({
    ...messageQueries.contacts(deferred),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="sm">
      <Heading level={2} size="md">
        Start a conversation
      </Heading>
      {searchable && (
        <TextField
          type="search"
          label="Find a person"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      )}
      <QueryView
        query={contacts}
        loading={
          <SkeletonGroup label="Loading who you can message…">
            <Skeleton height="2.5rem" />
          </SkeletonGroup>
        }
        errorTitle="Who you can message could not be loaded"
        empty={
          <Text tone="muted" size="sm">
            {deferred
              ? 'Nobody new matches this search.'
              : 'Nobody new to message. People you already talk to are in your conversations.'}
          </Text>
        }
      >
        {(page) => (
          <>
            <ul className={css.list} aria-label="People you can message">
              {page.items.map((person) => (
                <li key={person._id}>
                  <RouterLink href={paths.conversation.href(person._id)} className={css.entry}>
                    <span className={css.entryText}>
                      <Text as="span" weight="medium" truncate title={person.name}>
                        {person.name}
                      </Text>
                      <Text as="span" size="xs" tone="muted">
                        {roleWords[person.role] ?? person.role}
                      </Text>
                    </span>
                  </RouterLink>
                </li>
              ))}
            </ul>
            <ShowMore pages={contacts}>Show more people</ShowMore>
          </>
        )}
      </QueryView>
    </Stack>
  );
}
