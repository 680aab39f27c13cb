import { useMemo } from 'react';
import { useParams, useSearch } from 'wouter';
import { MessagesPage } from '../../features/messages/messages-page';
import { messagingPort } from '../messaging-port';
import { useRootActors, useSession } from '../session';

/**
 * /messages and /messages/:userId: the conversations over the app's socket. `?draft=`
 * starts the composer with a text (the assistant's "Ask your mentor" hands the question over).
 */
export function MessagesRoute() {
  const { user } = useSession();
  const { socket } = useRootActors();
  const { userId } = useParams<{ userId?: string }>();
  const draft = new URLSearchParams(useSearch()).get('draft') ?? undefined;
  const port = useMemo(() => messagingPort(socket), [socket]);
  if (!user) return null;
  return <MessagesPage user={user} peerId={userId} port={port} draft={draft} />;
}
