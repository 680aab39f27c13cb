import type { ActorRefFrom } from 'xstate';
import { selectIsOnline, type socketMachine } from '../features/realtime/socket.machine';

type SocketActor = ActorRefFrom<typeof socketMachine>;

/**
 * Joins a room over the app's socket while a screen shows it, and leaves it when the screen goes.
 * The server forgets a socket's rooms when it drops, so the room is joined again each time the
 * socket comes back online (what was missed meanwhile is refetched on reconnection).
 */
export const roomPort =
  (socket: SocketActor) =>
  (room: string): (() => void) => {
    let online = selectIsOnline(socket.getSnapshot());
    socket.send({ type: 'room.join', request: { room } });
    const subscription = socket.subscribe((snapshot) => {
      const now = selectIsOnline(snapshot);
      if (now && !online) socket.send({ type: 'room.join', request: { room } });
      online = now;
    });
    return () => {
      subscription.unsubscribe();
      socket.send({ type: 'room.leave', request: { room } });
    };
  };
