import type { PrivateMessageAck } from '@campus/sdk';
import type { ActorRefFrom } from 'xstate';
import type { MessagingPort, PortEvent } from '../features/messages/conversation.machine';
import { selectIsOnline, type socketMachine } from '../features/realtime/socket.machine';

type SocketActor = ActorRefFrom<typeof socketMachine>;

let nextRef = 0;

/**
 * The app's socket actor as a conversation sees it: sends go out as `message.send` with
 * a ref, and the server's acknowledgement for that ref resolves the promise (none may ever come: the
 * conversation machine times out); live messages, typing and the connection state come back as
 * port events, the current state at once.
 */
export function messagingPort(socket: SocketActor): MessagingPort {
  return {
    send(message) {
      const ref = `pm-${++nextRef}`;
      return new Promise<PrivateMessageAck>((resolve) => {
        const subscription = socket.on('private_message.ack', (event) => {
          if (event.ref !== ref) return;
          subscription.unsubscribe();
          resolve(event.ack);
        });
        socket.send({ type: 'message.send', message, ref });
      });
    },
    typing(indicator) {
      socket.send({ type: 'typing.send', indicator });
    },
    subscribe(listener: (event: PortEvent) => void) {
      let online = selectIsOnline(socket.getSnapshot());
      listener({ type: online ? 'online' : 'offline' });
      const subscriptions = [
        socket.subscribe((snapshot) => {
          const now = selectIsOnline(snapshot);
          if (now === online) return;
          online = now;
          listener({ type: now ? 'online' : 'offline' });
        }),
        socket.on('private_message', ({ message }) => listener({ type: 'message', message })),
        socket.on('typing', ({ indicator }) => listener({ type: 'typing', indicator })),
      ];
      return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
    },
  };
}
