import { useMemo } from 'react';
import { useParams } from 'wouter';
import { normalizeRole } from '../nav/nav-items';
import { QuestionPage } from '../../features/questions/question-page';
import { QuestionSpacePage } from '../../features/questions/question-space-page';
import { MuteToggle } from '../../features/preferences/mute-toggle';
import { roomPort } from '../room-port';
import { useRootActors, useSession } from '../session';

/** /questions: the batch's question space (a student's own batch; a mentor's batches). */
export function QuestionsRoute() {
  const { user } = useSession();
  const { socket } = useRootActors();
  const joinRoom = useMemo(() => roomPort(socket), [socket]);
  if (!user) return null;
  // A student asks in their own batch; a mentor chooses among the batches they mentor.
  const batch = normalizeRole(user.role) === 'student' ? user.batch : undefined;
  return (
    <QuestionSpacePage
      batch={batch}
      viewerId={user._id}
      joinRoom={joinRoom}
      muteControl={
        batch && (
          <MuteToggle userId={user._id} target={{ scope: 'batch', batch }} name="your batch" />
        )
      }
    />
  );
}

/** /questions/:id: one question and its answers. */
export function QuestionRoute() {
  const { user } = useSession();
  const { socket } = useRootActors();
  const { id = '' } = useParams<{ id: string }>();
  const joinRoom = useMemo(() => roomPort(socket), [socket]);
  return <QuestionPage key={id} id={id} role={normalizeRole(user?.role)} joinRoom={joinRoom} />;
}
