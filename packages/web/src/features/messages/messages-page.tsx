import type { User } from '@campus/sdk';
import { EmptyState, Link, PageHeader, Stack } from '@campus/ui';
import { MessagesSquare } from 'lucide-react';
import { Link as RouterLink } from 'wouter';
import { paths } from '../../config/paths';
import { Contacts } from './contacts';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';
import type { MessagingPort } from './conversation.machine';
import * as css from './messages.css';

export interface MessagesPageProps {
  user: User;
  /** The open conversation's other party (/messages/:userId). */
  peerId?: string;
  /** The socket as conversations use it (the app adapts its realtime actor). */
  port: MessagingPort;
  /** The open conversation's composer starts with this text (the assistant's "Ask your mentor"). */
  draft?: string;
  now?: () => number;
}

/**
 * /messages and /messages/:userId: the conversations with their unread counts and who the
 * user may start one with, beside the open conversation. On a phone, one of the two at a time.
 */
export function MessagesPage({ user, peerId, port, draft, now }: MessagesPageProps) {
  return (
    <Stack gap="lg">
      <PageHeader title="Messages" />
      <div className={css.layout}>
        <Stack gap="xl" className={peerId ? css.sideWhenOpen : undefined}>
          <ConversationList me={user._id} activeId={peerId} now={now} />
          <Contacts searchable={user.role.toLowerCase() === 'admin'} />
        </Stack>
        {peerId ? (
          <Stack gap="sm">
            <Link as={RouterLink} href={paths.messages.href()} className={css.backLink}>
              Back to conversations
            </Link>
            {/* A fresh machine per conversation: nothing of one leaks into the next. */}
            <ConversationView
              key={peerId}
              me={user._id}
              peerId={peerId}
              port={port}
              draft={draft}
              now={now}
            />
          </Stack>
        ) : (
          <EmptyState
            icon={<MessagesSquare size={32} />}
            title="Choose a conversation"
            description="Pick a conversation or a person on the list to read and write messages."
          />
        )}
      </div>
    </Stack>
  );
}
