// An event for many recipients crosses to the other instances as ONE Postgres NOTIFY, not one
// per recipient (which would be 6,002 NOTIFY calls for three events to 2,000 students), and every
// recipient still receives their own stored notification, on whichever instance their socket is:
// whole, in the order the events were sent, on each of their sockets, though each instance writes
// its recipients a few at a time (the hubs here write 7 per turn of the event loop).
//
// Two socket.io servers run the real Postgres adapter over a fake `pg` pool: a shared in-process bus
// that counts `pg_notify` calls and hands each to every LISTENing client, as PostgreSQL would (the
// tests run on PGlite, which has no pool; scripts/bench-realtime.mjs measures on PostgreSQL).
import { EventEmitter } from 'node:events';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { Pool } from 'pg';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../db/client';
import { RealtimeHub, userRoom } from './hub';
import type { NotificationStore } from './notices';
import type { CampusIo } from './socket';

/** socket.io's message types that are not events (heartbeats between instances). */
const HEARTBEATS = new Set([1, 2]);

interface QueryResult {
  rows: { id?: number; payload?: Uint8Array }[];
}

/** What PostgreSQL does for the adapter: LISTEN/NOTIFY between clients, and its attachment table. */
class FakePostgres {
  notifies = 0;
  private readonly listeners = new Set<EventEmitter>();
  private readonly attachments = new Map<number, Uint8Array>();

  async query(sql: string, params: unknown[] = []): Promise<QueryResult> {
    if (sql.includes('pg_notify')) {
      const [channel, payload] = params as [string, string];
      const { type } = JSON.parse(payload) as { type: number };
      if (!HEARTBEATS.has(type)) this.notifies += 1;
      for (const l of this.listeners)
        queueMicrotask(() => l.emit('notification', { channel, payload }));
      return { rows: [] };
    }
    if (sql.startsWith('INSERT')) {
      const id = this.attachments.size + 1;
      this.attachments.set(id, params[0] as Uint8Array);
      return { rows: [{ id }] };
    }
    if (sql.startsWith('SELECT payload'))
      return { rows: [{ payload: this.attachments.get(params[0] as number) }] };
    return { rows: [] };
  }

  /** One pool per instance, as each server has its own. */
  pool(): Pool {
    const connect = async () => {
      const client = Object.assign(new EventEmitter(), {
        query: async () => ({ rows: [] }),
        release: () => this.listeners.delete(client),
      });
      this.listeners.add(client);
      return client;
    };
    // The adapter calls only connect() and query(); the rest of pg.Pool is never reached.
    return Object.assign(new EventEmitter(), {
      connect,
      query: this.query.bind(this),
    }) as unknown as Pool;
  }
}

/** `student-7`'s notification id (the fake store gives each recipient one, the same every time). */
const idOf = (userId: string) =>
  `00000000-0000-4000-8000-${userId.replace(/\D/g, '').padStart(12, '0')}`;

/** Stores nothing: hands back one notification per recipient with an id of its own. */
const store: NotificationStore = {
  async create(_q, items) {
    return items.map((item) => ({
      userId: item.userId,
      notification: {
        _id: idOf(item.userId),
        type: item.type,
        event: item.event,
        data: item.data,
        timestamp: new Date(0).toISOString(),
        read: false,
        reason: item.reason,
      },
    }));
  },
};

interface Instance {
  http: HttpServer;
  io: CampusIo;
  hub: RealtimeHub;
  url: string;
}

async function instance(pg: FakePostgres): Promise<Instance> {
  const http = createServer();
  const io: CampusIo = new Server(http);
  io.adapter(createAdapter(pg.pool()));
  // The real server authenticates a token; here the handshake names the user.
  io.on('connection', (socket) => void socket.join(userRoom(String(socket.handshake.auth.userId))));
  const hub = new RealtimeHub(store);
  hub.attach(io, { clustered: true, chunk: 7 });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return { http, io, hub, url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` };
}

const task = {
  _id: '11111111-1111-4111-8111-111111111111',
  title: 'Build a REST API',
  dueDate: '2026-11-29T18:30:00.000Z',
  timezone: 'Asia/Kolkata',
};
const q = {} as Queryable; // the store above never touches it

describe('hub fan-out across instances', () => {
  const pg = new FakePostgres();
  const instances: Instance[] = [];
  const sockets: Socket[] = [];
  // 300 recipients; 40 of them online, split across the two instances; the first has a second tab
  // (the 41st socket), on the same instance.
  const recipients = Array.from({ length: 300 }, (_, i) => `student-${i}`);
  const online = recipients.slice(0, 40);

  beforeAll(async () => {
    instances.push(await instance(pg), await instance(pg));
    for (const [i, userId] of [...online, online[0]!].entries()) {
      sockets.push(connect(instances[i % 2]!.url, { auth: { userId }, transports: ['websocket'] }));
    }
    await Promise.all(
      sockets.map((s) => new Promise<void>((resolve) => s.on('connect', () => resolve()))),
    );
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    for (const i of instances) {
      i.io.close();
      await new Promise((resolve) => i.http.close(resolve));
    }
  });

  it('sends one NOTIFY per event and each online recipient gets their own notification, once', async () => {
    // Every event each socket receives, in order, by name and notification id.
    const got = sockets.map(() => [] as string[]);
    let changed = () => {};
    sockets.forEach((s, i) =>
      s.onAny((name: string, body: { notification: { _id: string } }) => {
        got[i]!.push(`${name} ${body.notification._id}`);
        changed();
      }),
    );
    const until = (n: number) =>
      new Promise<void>((resolve) => {
        changed = () => got.every((g) => g.length >= n) && resolve();
        changed();
      });

    const event = {
      name: 'task_created',
      type: 'task',
      message: 'New task: Build a REST API',
      reason: 'because this task is assigned to you',
      payload: { task },
    } as const;
    const reminder = {
      ...event,
      name: 'task_due_reminder',
      payload: { task, minutesBefore: 60 },
    } as const;
    const before = pg.notifies;
    // Three events, as the issue counted: three NOTIFY calls (one per recipient before: 900).
    await instances[0]!.hub.notify(q, recipients, event);
    await instances[1]!.hub.notify(q, recipients, reminder);
    await instances[0]!.hub.notify(q, recipients, event);
    await until(3);
    expect(pg.notifies - before).toBe(3);
    // A last event after the three: a duplicate of any earlier one would have come before it.
    await instances[1]!.hub.notify(q, recipients, event);
    await until(4);
    expect(pg.notifies - before).toBe(4);
    got.forEach((g, i) => {
      const id = idOf(online[i % online.length]!);
      expect(g.sort()).toEqual([
        `task_created ${id}`,
        `task_created ${id}`,
        `task_created ${id}`,
        `task_due_reminder ${id}`,
      ]);
    });
  });

  it('sends each recipient their notification whole, events in the order sent, on every tab', async () => {
    const got = sockets.map(() => [] as [string, unknown][]);
    let changed = () => {};
    const listeners = sockets.map((s, i) => {
      const listener = (name: string, body: unknown) => {
        got[i]!.push([name, body]);
        changed();
      };
      s.onAny(listener);
      return listener;
    });
    const until = (n: number) =>
      new Promise<void>((resolve) => {
        changed = () => got.every((g) => g.length >= n) && resolve();
        changed();
      });
    const event = (message: string) =>
      ({
        name: 'task_created',
        type: 'task',
        message,
        reason: 'because this task is assigned to you',
        payload: { task },
      }) as const;
    // Three events from one instance, one right after the other: each instance writes them in
    // chunks, and the second's first chunk (its recipients in reverse) must not overtake the
    // first's last.
    const hub = instances[0]!.hub;
    await Promise.all([
      hub.notify(q, recipients, event('first')),
      hub.notify(q, [...recipients].reverse(), event('second')),
      hub.notify(q, recipients, event('third')),
    ]);
    await until(3);
    sockets.forEach((s, i) => s.offAny(listeners[i]));
    got.forEach((g, i) => {
      const _id = idOf(online[i % online.length]!);
      expect(g).toEqual(
        ['first', 'second', 'third'].map((message) => [
          'task_created',
          {
            task,
            notification: {
              _id,
              type: 'task',
              event: 'task_created',
              data: { message },
              timestamp: new Date(0).toISOString(),
              read: false,
              reason: 'because this task is assigned to you',
            },
          },
        ]),
      );
    });
  });

  it("resolves written() once this instance has written every local recipient's packet", async () => {
    // A request that set off a fan-out awaits it before building its answer (tasks/authoring.ts).
    const here = instances[0]!;
    const conns = [...here.io.of('/').sockets.values()].map((s) => s.conn);
    const writes = new Map(conns.map((c) => [c, 0]));
    const originals = conns.map((c) => c.write.bind(c));
    conns.forEach((c, i) => {
      c.write = ((...args: Parameters<typeof c.write>) => {
        writes.set(c, (writes.get(c) ?? 0) + 1);
        return originals[i]!(...args);
      }) as typeof c.write;
    });
    try {
      await here.hub.notify(q, recipients, {
        name: 'task_created',
        type: 'task',
        message: 'New task: Build a REST API',
        reason: 'because this task is assigned to you',
        payload: { task },
      });
      // Written in chunks of 7 from the next turn of the event loop on: none yet.
      expect([...writes.values()].filter((n) => n > 0)).toHaveLength(0);
      await here.hub.written();
      // 21 sockets here (20 recipients and the first one's second tab): every one written to.
      expect(conns).toHaveLength(21);
      expect([...writes.values()].every((n) => n === 1)).toBe(true);
    } finally {
      conns.forEach((c, i) => (c.write = originals[i]!));
    }
  });
});
