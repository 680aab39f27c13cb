// Writing a notifying event to the recipients' sockets on this instance (the hub's last step, after
// the adapter carried the event to every instance): one encoding per event, a chunk of recipients
// per turn of the event loop.
import type { NotifyingEventName, NotifyingEventPayload } from '@campus/sdk/model';
import { randomUUID } from 'node:crypto';
import type { CampusIo, Fanout } from './io';
import { userRoom } from './rooms';

/** Recipients written per turn of the event loop (see `emitLocally`). */
export const EMIT_CHUNK = 100;

export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

type EventPacket = Parameters<CampusIo['encoder']['encode']>[0];
/** What the encoder gives for a packet: the texts (and binary attachments) to write, in order. */
type Encoded = ReturnType<CampusIo['encoder']['encode']>;

/**
 * The packet each recipient's sockets are sent, as socket.io's own encoder writes it (the server's
 * parser, `2["task_created",{…}]` with the default one). Encoded ONCE with a stand-in for the
 * notification id, which each recipient's text then replaces: the recipients' payloads differ in
 * that id only, so encoding 1,000 of them did the same work 1,000 times. Should the encoder not give
 * one text with the stand-in once (another parser, binary), each body is encoded whole.
 */
function packetWriter<K extends NotifyingEventName>(
  io: CampusIo,
  fanout: Fanout<K>,
): (notificationId: string) => Encoded {
  const encode = (_id: string) => {
    const body: NotifyingEventPayload<K> = {
      ...fanout.payload,
      notification: { _id, ...fanout.notification },
    };
    const packet: EventPacket = { type: 2 /* EVENT */, nsp: '/', data: [fanout.name, body] };
    return io.encoder.encode(packet);
  };
  const standIn = randomUUID();
  const [text, ...more]: unknown[] = encode(standIn);
  const parts = typeof text === 'string' && more.length === 0 ? text.split(standIn) : [];
  if (parts.length !== 2) return encode;
  const [before, after] = parts as [string, string];
  // JSON text for the id as the encoder would write it (a UUID needs no escape; anything else is
  // escaped as JSON.stringify would).
  return (_id) => [before + JSON.stringify(_id).slice(1, -1) + after];
}

/**
 * Emits an event to each recipient's sockets on THIS instance (no adapter traffic). Recipients with
 * no socket here are dropped first: with several instances most recipients are elsewhere.
 *
 * Written straight to each socket's connection (engine.io's `write`), the way socket.io's broadcast
 * does once it has encoded a packet: an emit per recipient (`io.local.to(room).emit`) paid for a
 * broadcast operator, the adapter's room walk and an encoding each time, ~30% of the CPU time of the
 * loop (measured: 1,000 sockets 39–51 ms → 28–34 ms); most of what remains is the socket's write.
 * (Nothing here listens to outgoing packets, `onAnyOutgoing`, which this path does not tell.)
 *
 * `chunk` (EMIT_CHUNK) recipients per turn of the event loop, not all at once: 1,000 local
 * recipients held the loop for ~100 ms, and the adapter's own message to the other instances (an
 * INSERT into its attachment table, then the NOTIFY) waited behind them, so the other instance began
 * only when this one had finished (bench: its first socket 90–200 ms after this one's). Between
 * chunks that reply is read and the NOTIFY sent, so both instances write at the same time, and
 * requests and other sockets are not held up either.
 */
export async function emitLocally<K extends NotifyingEventName>(
  io: CampusIo,
  fanout: Fanout<K>,
  chunk: number,
): Promise<void> {
  const nsp = io.of('/');
  const here = nsp.adapter.rooms;
  const local: [room: string, notificationId: string][] = [];
  for (const pair of fanout.to.split(',')) {
    const space = pair.indexOf(' ');
    const room = userRoom(pair.slice(0, space));
    if (here.has(room)) local.push([room, pair.slice(space + 1)]);
  }
  if (local.length === 0) return;
  const packetFor = packetWriter(io, fanout);
  for (let start = 0; start < local.length; start += chunk) {
    if (start > 0) await nextTurn();
    for (const [room, notificationId] of local.slice(start, start + chunk)) {
      // Looked up again per chunk: a socket may have left while an earlier chunk was written.
      const ids = here.get(room);
      if (!ids) continue;
      const packets = packetFor(notificationId);
      for (const id of ids) {
        const conn = nsp.sockets.get(id)?.conn;
        for (const packet of packets) conn?.write(packet);
      }
    }
  }
}
