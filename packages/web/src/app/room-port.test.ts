import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { socketMachine, type RealtimeCommand } from '../features/realtime/socket.machine';
import { fakeCallback } from '../testing/fake-actors';
import { roomPort } from './room-port';

describe('roomPort', () => {
  it('joins the room, joins again each time the socket is back, and leaves it', () => {
    const realtime = fakeCallback<RealtimeCommand, { token: string }>();
    const socket = createActor(socketMachine.provide({ actors: { realtime: realtime.logic } }));
    socket.start();
    try {
      socket.send({ type: 'session.started', userId: 'u-1', token: 'token-1' });
      realtime.emit({ type: 'socket.connected' });
      const rooms = () =>
        realtime.state.received.map((c) =>
          c.type === 'room.join' || c.type === 'room.leave' ? `${c.type} ${c.request.room}` : '',
        );

      const leave = roomPort(socket)('batch:2026-11:fullstack');
      expect(rooms()).toEqual(['room.join batch:2026-11:fullstack']);

      // The server forgot the socket's rooms when it dropped: back online, the room is joined again.
      realtime.emit({ type: 'socket.disconnected', willReconnect: true });
      realtime.emit({ type: 'socket.connected' });
      expect(rooms()).toEqual([
        'room.join batch:2026-11:fullstack',
        'room.join batch:2026-11:fullstack',
      ]);

      leave();
      realtime.emit({ type: 'socket.disconnected', willReconnect: true });
      realtime.emit({ type: 'socket.connected' });
      expect(rooms()).toEqual([
        'room.join batch:2026-11:fullstack',
        'room.join batch:2026-11:fullstack',
        'room.leave batch:2026-11:fullstack',
      ]);
    } finally {
      socket.stop();
    }
  });
});
