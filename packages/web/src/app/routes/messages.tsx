import { useMemo } from 'react';
import { useParams } from 'wouter';
import { MessagesPage } from '../../features/messages/messages-page';
import { messagingPort } from '../messaging-port';
import { useRootActors, useSession } from '../session';

/** /messages and /messages/:userId (issue 12): the conversations over the app's socket. */
export function MessagesRoute() {
  const { user } = useSession();
  const { socket } = useRootActors();
  const { userId } = useParams<{ userId?: string }>();
  const port = useMemo(() => messagingPort(socket), [socket]);
  if (!user) return null;
  return <MessagesPage user={user} peerId={userId} port={port} />;
}
