import {
  Alert,
  Button,
  ChatBubble,
  Heading,
  Inline,
  Skeleton,
  SkeletonGroup,
  Stack,
  Text,
  TypingIndicator,
} from '@campus/ui';
import { formatDateTime } from '@campus/time';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { memo, useCallback, useEffect, useMemo } from 'react';
import { QueryView } from '../../lib/query-view';
import { ShowMore } from '../../lib/show-more';
import { VirtualLog } from '../../lib/virtual-log';
import { Composer } from './composer';
import {
  conversationMachine,
  selectConnection,
  selectIsPeerTyping,
  selectOutbox,
  type MessagingPort,
} from './conversation.machine';
import { conversationRows, type ConversationRow } from './conversation-rows';
import { historyMessages, messageQueries, useMarkConversationRead } from './messages.api';
import * as css from './messages.css';

export interface ConversationViewProps {
  me: string;
  peerId: string;
  port: MessagingPort;
  /** The composer's starting text (`?draft=` of the conversation's URL). */
  draft?: string;
  /** The clock message times read against (stories pin it). */
  now?: () => number;
}

/**
 * One conversation: the history from the server (virtualised; older slices on demand),
 * our messages on their way with their state, "… is typing" while the other side types, and the
 * composer. Opening it, and each new message in it, marks it read.
 */
export function ConversationView({
  me,
  peerId,
  port,
  draft,
  now = Date.now,
}: ConversationViewProps) {
  const history = useInfiniteQuery(messageQueries.conversation(peerId));
  const actor = useActorRef(conversationMachine, { input: { me, peerId, port, now } });
  const outbox = useSelector(actor, selectOutbox);
  const peerTyping = useSelector(actor, selectIsPeerTyping);
  const connection = useSelector(actor, selectConnection);
  const markRead = useMarkConversationRead();

  const stored = useMemo(() => historyMessages(history.data?.pages), [history.data]);
  const rows = useMemo(() => conversationRows(me, stored, outbox), [me, stored, outbox]);
  const peer = history.data?.pages[0]?.user;
  const canReply = history.data?.pages[0]?.canReply ?? false;

  useEffect(() => {
    if (stored.length > 0) actor.send({ type: 'history.synced', ids: stored.map((m) => m._id) });
  }, [actor, stored]);

  const lastUnread = stored.findLast((m) => m.fromUserId === peerId && !m.read)?._id;
  const { mutate: markConversationRead } = markRead;
  useEffect(() => {
    if (lastUnread) markConversationRead(peerId);
  }, [lastUnread, peerId, markConversationRead]);

  const renderItem = useCallback(
    (row: ConversationRow) => (
      <Row
        row={row}
        peerName={peer?.name ?? ''}
        offline={connection !== 'online'}
        onRetry={(clientId) => actor.send({ type: 'message.retry', clientId })}
        onDiscard={(clientId) => actor.send({ type: 'message.discard', clientId })}
      />
    ),
    [actor, connection, peer?.name],
  );

  const name = peer?.name ?? '';
  const cannotMessage = (why: string) => (
    <Alert tone="warning" title="You cannot message this person">
      {why}
    </Alert>
  );
  return (
    <QueryView
      query={history}
      loading={
        <SkeletonGroup label="Loading the conversation…">
          <Stack gap="sm">
            <Skeleton height="2rem" width="40%" />
            <Skeleton height="3rem" width="70%" />
            <Skeleton height="3rem" width="60%" />
          </Stack>
        </SkeletonGroup>
      }
      errorTitle="The conversation could not be loaded"
      // Nobody by that id; or (403) nothing between them and no right to start, in the server's words.
      notFound={cannotMessage('This person was not found.')}
      refused={cannotMessage}
    >
      {() => (
        <section className={css.conversation} aria-label={`Conversation with ${name}`}>
          <Inline justify="space-between" wrap>
            <Heading level={2} size="md">
              {name}
            </Heading>
            <Text size="sm" tone="muted" role="status">
              {connection === 'online' ? '' : connection === 'offline' ? 'Offline' : 'Connecting…'}
            </Text>
          </Inline>
          {connection === 'offline' && (
            <Alert tone="warning" live="none">
              You are offline. What you write is sent when the connection is back.
            </Alert>
          )}
          <ShowMore pages={history}>Load earlier messages</ShowMore>
          {rows.length === 0 ? (
            <Text tone="muted">No messages yet. Say hello to {name}.</Text>
          ) : (
            <VirtualLog
              items={rows}
              getKey={keyOf}
              renderItem={renderItem}
              rowClassName={alignOf}
              label={`Messages with ${name}`}
              data-testid="message-log"
            />
          )}
          <div className={css.typingLine} aria-live="polite">
            {peerTyping && (
              <Inline gap="xs" align="center">
                <TypingIndicator label={`${name} is typing`} />
                <Text size="sm" tone="muted" aria-hidden>
                  {name} is typing…
                </Text>
              </Inline>
            )}
          </div>
          {canReply ? (
            <Composer
              peerName={name}
              initialText={draft}
              onDraftChange={(text) => actor.send({ type: 'draft.changed', text })}
              onSend={(text) => actor.send({ type: 'message.submit', text })}
            />
          ) : (
            <Alert tone="info" live="none">
              You can no longer message {name}. The conversation stays here to read.
            </Alert>
          )}
        </section>
      )}
    </QueryView>
  );
}

const keyOf = (row: ConversationRow) => row.key;
const alignOf = (row: ConversationRow) => css.rowAlign[row.mine ? 'mine' : 'theirs'];

const Row = memo(function Row({
  row,
  peerName,
  offline,
  onRetry,
  onDiscard,
}: {
  row: ConversationRow;
  peerName: string;
  offline: boolean;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
}) {
  const meta =
    row.status === 'queued'
      ? offline
        ? 'Waiting for the connection…'
        : 'Sending…'
      : row.status === 'sending'
        ? 'Sending…'
        : row.status === 'failed'
          ? null
          : formatDateTime(row.at);
  return (
    <Stack gap="xxs" align={row.mine ? 'flex-end' : 'flex-start'}>
      <ChatBubble
        from={row.mine ? 'user' : 'assistant'}
        senderLabel={row.mine ? 'You' : peerName}
        tone={row.status === 'failed' ? 'error' : 'default'}
        meta={meta ?? undefined}
        data-testid="private-message"
      >
        {row.text}
      </ChatBubble>
      {row.status === 'failed' && row.clientId && (
        <Inline gap="xs" align="center" wrap>
          <Text size="xs" tone="danger">
            {row.error}
          </Text>
          <Button size="sm" variant="secondary" onClick={() => onRetry(row.clientId!)}>
            Retry
          </Button>
          <Button size="sm" variant="ghost" onClick={() => onDiscard(row.clientId!)}>
            Discard
          </Button>
        </Inline>
      )}
    </Stack>
  );
});
