import { type Conversation } from '@campus/sdk';
import { Avatar, CountBadge, Heading, RelativeTime, Stack, Text, visuallyHidden } from '@campus/ui';
import { QueryView } from '../../lib/query-view';
import { ShowMore } from '../../lib/show-more';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'wouter';
import { paths } from '../../config/paths';
import { messageQueries } from './messages.api';
import * as css from './messages.css';

export interface ConversationListProps {
  me: string;
  /** The open conversation's other party, marked as the current page. */
  activeId?: string;
  now?: () => number;
}

/** The signed-in user's conversations, most recent first, with their unread counts. */
export function ConversationList({ me, activeId, now = Date.now }: ConversationListProps) {
  const conversations = useInfiniteQuery(messageQueries.conversations());
  const at = now();
  return (
    <Stack gap="sm">
      <Heading level={2} size="md">
        Conversations
      </Heading>
      <QueryView
        query={conversations}
        loading="Loading your conversations…"
        errorTitle="Your conversations could not be loaded"
        empty={<Text tone="muted">No conversations yet.</Text>}
      >
        {(page) => (
          <>
            <ul className={css.list} aria-label="Conversations">
              {page.items.map((c) => (
                <li key={c.user._id}>
                  <Entry conversation={c} me={me} active={c.user._id === activeId} now={at} />
                </li>
              ))}
            </ul>
            <ShowMore pages={conversations}>Show older conversations</ShowMore>
          </>
        )}
      </QueryView>
    </Stack>
  );
}

function Entry({
  conversation: c,
  me,
  active,
  now,
}: {
  conversation: Conversation;
  me: string;
  active: boolean;
  now: number;
}) {
  const mine = c.lastMessage.fromUserId === me;
  return (
    <RouterLink
      href={paths.conversation.href(c.user._id)}
      className={css.entry}
      aria-current={active ? 'page' : undefined}
    >
      <Avatar name={c.user.name} src={c.user.profileImage?.url} size="sm" decorative />
      <span className={css.entryText}>
        <Text as="span" weight={c.unread > 0 ? 'semibold' : 'medium'} truncate title={c.user.name}>
          {c.user.name}
          {c.unread > 0 && (
            <span className={visuallyHidden}>
              , {c.unread} unread {c.unread === 1 ? 'message' : 'messages'}
            </span>
          )}
        </Text>
        <Text as="span" size="sm" tone="muted" truncate title={c.lastMessage.message}>
          {mine ? 'You: ' : ''}
          {c.lastMessage.message}
        </Text>
        <Text as="span" size="xs" tone="muted">
          <RelativeTime date={c.lastMessage.at} now={now} />
        </Text>
      </span>
      <CountBadge count={c.unread} data-testid="unread-count" />
    </RouterLink>
  );
}
