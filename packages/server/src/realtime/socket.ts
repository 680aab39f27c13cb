// socket.io on the same HTTP server as the API (path /socket.io).
// - Connections authenticate with the token (spec §7: `auth: {token}`); a bad, old or deactivated
//   token is refused with the same message the API would give.
// - Each socket joins `user:<id>` and `role:<role>`; `join_room` admits only rooms a registered room
//   policy allows (batch:…, liveclass:…), `leave_room` leaves them.
// - Areas add their events to every socket through `extensions.socketHandlers`: the messages area's
//   `private_message` and `typing` go to the addressed user's room only, between people who may
//   talk, validated against the contract's schemas (size) and rate-limited per USER
//   (every socket of a user shares one set of buckets, kept here, so opening more tabs buys no extra
//   sends); a user has at most config.socketsPerUser sockets open on an instance.
// - Every event a client sends re-reads the sender's row: a session ended elsewhere (password change,
//   logout, deactivation, role change) stops the socket even if the disconnect broadcast was missed,
//   and a mentor under review cannot message anyone.
// - With DATABASE_URL, the Postgres adapter carries emits between instances behind a load balancer.
import type { Server as HttpServer, IncomingMessage, ServerResponse } from 'node:http';
import { createAdapter } from '@socket.io/postgres-adapter';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Server } from 'socket.io';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import { users } from '../db/schema/index';
import { bearer, type Principal, type TokenService } from '../http/auth';
import type { Contract } from '../http/contract';
import { HttpError } from '../http/errors';
import { findUnstorable } from '../http/input-guard';
import { SECURITY_HEADERS } from '../http/web';
import { Bucket } from '../lib/rate-limit';
import { roleRoom, userRoom, type RealtimeHub } from './hub';
import type { CampusIo, CampusSocket } from './io';

export type { CampusIo };

type Ack = (answer: { ok: boolean; message?: string; _id?: string }) => void;

export const SOCKET_LIMITS = {
  /** Bytes of one incoming packet; a private message is at most 2,000 characters (contract). */
  maxPacketBytes: 16 * 1024,
  messages: { capacity: 10, perSecond: 1 },
  typing: { capacity: 20, perSecond: 4 },
  rooms: { capacity: 20, perSecond: 2 },
  /** How often entries of users with no socket and full buckets are forgotten. */
  sweepEveryMs: 60_000,
  /**
   * How long a person may be without a socket before they count as gone (live-class presence):
   * long enough for a reload or a brief network drop to reconnect.
   */
  presenceGraceMs: 10_000,
};

/** The acknowledgement of a payload the input rule refuses (a NUL byte, a lone surrogate). */
export const UNSENDABLE =
  'The message contains characters that cannot be sent (a NUL byte or an incomplete Unicode character).';

/** What the socket server hands an area's handlers for each connected socket. */
export interface SocketSession {
  io: CampusIo;
  socket: CampusSocket;
  /** Rate limits shared by every socket of the user. */
  takeMessage: () => boolean;
  takeTyping: () => boolean;
  /** The sender as the database knows them now, or null once their session has ended. */
  current: () => Promise<Principal | null>;
  /** Answers the acknowledgement that the session ended, and closes the socket. */
  ended: (ack: unknown) => void;
}

interface UserLimits {
  sockets: number;
  messages: Bucket;
  typing: Bucket;
  rooms: Bucket;
}

/**
 * What the socket server takes of the context: a shape it owns, so realtime/ never imports
 * context.ts (whose AppContext has all of it).
 */
export interface SocketServerContext {
  config: Pick<Config, 'socketsPerUser'>;
  database: Pick<Database, 'pool'>;
  db: Db;
  contract: Pick<Contract, 'schemaValidator'>;
  tokens: Pick<TokenService, 'authenticate'>;
  hub: Pick<RealtimeHub, 'socketClosed' | 'canJoin'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  now: () => Date;
  /** Each area's listeners on every connected socket (context.ts `Extensions.socketHandlers`). */
  extensions: { socketHandlers: Array<(session: SocketSession) => void> };
}

export function createSocketServer(httpServer: HttpServer, ctx: SocketServerContext): CampusIo {
  const io: CampusIo = new Server(httpServer, {
    serveClient: false,
    maxHttpBufferSize: SOCKET_LIMITS.maxPacketBytes,
    // Same origin as the app; a cross-origin page cannot open a socket with someone's token anyway
    // (the token lives in that origin's storage), so CORS stays closed.
    cors: { origin: false },
  });
  if (ctx.database.pool) {
    io.adapter(
      createAdapter(ctx.database.pool, {
        // The adapter lost its LISTEN connection (a PostgreSQL restart, a failover) and listens on a
        // new one: whatever the other instances sent meanwhile never reached this one's sockets, and
        // they cannot tell. Their transports are closed (not a socket.io disconnect, after which a
        // client stays away), so each client reconnects after its own randomised delay (0.5–1.5 s)
        // and refetches what it shows, as after a server restart (the bell, the open conversation,
        // the open lists: web's socket-invalidation). The adapter is patched to say so
        // (patches/@socket.io__postgres-adapter*.patch).
        onListenAgain: () => {
          for (const socket of io.of('/').sockets.values()) socket.conn.close();
        },
      }),
    );
  }
  // The engine answers polling requests (and refuses bad ones) itself, past Fastify's hooks: the
  // same headers as every other answer. A middleware runs before any answer,
  // error or WebSocket upgrade included.
  io.engine.use((_req: IncomingMessage, res: ServerResponse, next: () => void) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    next();
  });

  const roomRequest = ctx.contract.schemaValidator('RoomRequest');
  const tabVisibility = ctx.contract.schemaValidator('TabVisibility');

  // Per-user buckets and socket counts on this instance. An entry outlives the user's sockets
  // (dropping it at the last disconnect would let connect/send/disconnect cycles start each
  // socket with a full bucket); it is forgotten only once no socket is open and every bucket has
  // refilled, when forgetting it changes nothing. The sweep runs on connections, by the server's clock.
  const perUser = new Map<string, UserLimits>();
  const clock = () => ctx.now().getTime();
  let swept = clock();
  const sweep = () => {
    if (clock() - swept < SOCKET_LIMITS.sweepEveryMs) return;
    swept = clock();
    for (const [id, l] of perUser)
      if (l.sockets <= 0 && l.messages.full() && l.typing.full() && l.rooms.full())
        perUser.delete(id);
  };
  const limitsOf = (userId: string): UserLimits => {
    sweep();
    let l = perUser.get(userId);
    if (!l) {
      const { messages, typing, rooms } = SOCKET_LIMITS;
      l = {
        sockets: 0,
        messages: new Bucket(messages.capacity, messages.perSecond, clock),
        typing: new Bucket(typing.capacity, typing.perSecond, clock),
        rooms: new Bucket(rooms.capacity, rooms.perSecond, clock),
      };
      perUser.set(userId, l);
    }
    return l;
  };

  io.use((socket, next) => {
    const auth = socket.handshake.auth as { token?: unknown; visible?: unknown } | undefined;
    const token =
      typeof auth?.token === 'string' ? auth.token : bearer(socket.handshake.headers.authorization);
    ctx.tokens.authenticate(token).then(
      (user) => {
        const limits = limitsOf(user.id);
        // Tabs and devices of one person (SOCKETS_PER_USER, default 10); a NAT'd lab shares nothing
        // here (the key is the user).
        const max = ctx.config.socketsPerUser;
        if (limits.sockets >= max) {
          const message = `Too many open connections (at most ${max}). Close a tab and try again.`;
          return next(Object.assign(new Error(message), { data: { status: 429, message } }));
        }
        limits.sockets += 1;
        socket.data.user = user;
        // A client that does not say counts as visible: a push is never sent over an open app.
        socket.data.visible = auth?.visible !== false;
        next();
      },
      (err: unknown) => {
        const status = err instanceof HttpError ? err.status : 500;
        const message = err instanceof HttpError ? err.message : 'Server error';
        next(Object.assign(new Error(message), { data: { status, message } }));
      },
    );
  });

  io.on('connection', (socket: CampusSocket) => {
    const user = socket.data.user;
    void socket.join([userRoom(user.id), roleRoom(user.role)]);
    const buckets = limitsOf(user.id);
    socket.on('disconnect', () => {
      buckets.sockets -= 1;
      // A reload reconnects within the grace; only a person who stays away is gone.
      setTimeout(() => {
        ctx.hub.socketClosed(user).catch((err: unknown) => ctx.log.warn({ err }, 'presence'));
      }, SOCKET_LIMITS.presenceGraceMs).unref();
    });
    /**
     * The sender as the database knows them now: null once their session has ended (then `ended`
     * answers and closes the socket); a mentor under review stays connected but reaches no one.
     */
    const current = async (): Promise<Principal | null> => {
      const [row] = await ctx.db
        .select({
          isActive: users.isActive,
          tokenVersion: users.tokenVersion,
          role: users.role,
          mentorStatus: users.mentorStatus,
        })
        .from(users)
        .where(eq(users.id, user.id))
        .limit(1);
      if (!row || !row.isActive || row.tokenVersion !== user.tokenVersion || row.role !== user.role)
        return null;
      return { ...user, mentorStatus: row.role === 'mentor' ? row.mentorStatus : undefined };
    };
    const reply = (ack: unknown, answer: Parameters<Ack>[0]) => {
      if (typeof ack === 'function') (ack as Ack)(answer);
    };
    const ended = (ack: unknown) => {
      reply(ack, { ok: false, message: 'Your session has ended. Please log in again.' });
      socket.disconnect(true);
    };

    // Before every listener: the HTTP input guard's rule for strings (no NUL byte, no lone
    // surrogate, no deep nesting), so no event of any area meets them.
    // And one shape for every event: (payload, acknowledgement?). Extra arguments are dropped and a
    // missing payload is undefined, so an acknowledgement asked for always reaches the listener's
    // second parameter and is answered (the socket fuzz found both left unanswered).
    socket.use((packet, next) => {
      const ack = packet.at(-1);
      if (typeof ack === 'function')
        packet.splice(1, packet.length - 1, packet.length > 2 ? packet[1] : undefined, ack);
      else packet.splice(2);
      let refusal: string | null = null;
      try {
        if (findUnstorable(packet.slice(1), '')) refusal = UNSENDABLE;
      } catch (err) {
        refusal = (err instanceof HttpError && err.extra.errors?.[0]?.msg) || UNSENDABLE;
      }
      if (refusal === null) return next();
      reply(ack, { ok: false, message: refusal });
    });

    socket.on('join_room', async (payload: unknown, ack?: unknown) => {
      if (!buckets.rooms.take()) return reply(ack, { ok: false, message: 'Too many requests.' });
      if (roomRequest(payload)) return reply(ack, { ok: false, message: 'Invalid room.' });
      const room = (payload as { room: string }).room;
      const now = await current().catch(() => null);
      if (!now) return ended(ack);
      const allowed = await ctx.hub.canJoin(now, room).catch(() => false);
      if (!allowed) return reply(ack, { ok: false, message: 'You may not join this room.' });
      await socket.join(room);
      reply(ack, { ok: true });
    });

    // The SDK asks no acknowledgement; one asked for is answered, as every event's is.
    socket.on('visibility', (payload: unknown, ack?: unknown) => {
      if (tabVisibility(payload)) return reply(ack, { ok: false, message: 'Invalid visibility.' });
      socket.data.visible = (payload as { visible: boolean }).visible;
      reply(ack, { ok: true });
    });

    socket.on('leave_room', async (payload: unknown, ack?: unknown) => {
      if (roomRequest(payload)) return reply(ack, { ok: false, message: 'Invalid room.' });
      const room = (payload as { room: string }).room;
      // The user and role rooms are the server's, not the client's to leave.
      if (room === userRoom(user.id) || room === roleRoom(user.role)) {
        return reply(ack, { ok: false, message: 'This room cannot be left.' });
      }
      await socket.leave(room);
      reply(ack, { ok: true });
    });

    const session: SocketSession = {
      io,
      socket,
      takeMessage: () => buckets.messages.take(),
      takeTyping: () => buckets.typing.take(),
      current,
      ended,
    };
    for (const attach of ctx.extensions.socketHandlers) attach(session);
  });

  return io;
}
