import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { afterEach, describe, expect, it } from 'vitest';
import {
  configure,
  connectRealtime,
  type CampusSocket,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type TaskEvent,
} from '../src/index';

// A real socket.io server on loopback: the client's options are checked by what actually happens.
interface Running {
  http: HttpServer;
  io: Server<ClientToServerEvents, ServerToClientEvents>;
  url: string;
  tokens: unknown[];
  transports: string[];
}

const cleanup: Array<() => unknown> = [];
afterEach(async () => {
  while (cleanup.length) await cleanup.pop()?.();
});

async function startServer(port = 0): Promise<Running> {
  const http = createServer();
  const io = new Server<ClientToServerEvents, ServerToClientEvents>(http);
  const running: Running = { http, io, url: '', tokens: [], transports: [] };
  io.use((socket, next) => {
    running.tokens.push(socket.handshake.auth.token);
    running.transports.push(socket.conn.transport.name);
    next();
  });
  await new Promise<void>((resolve) => http.listen(port, '127.0.0.1', resolve));
  running.url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  cleanup.push(() => new Promise((resolve) => io.close(() => resolve(undefined))));
  return running;
}

function track(socket: CampusSocket): CampusSocket {
  cleanup.push(() => socket.disconnect());
  return socket;
}

const once = <T>(register: (resolve: (value: T) => void) => void) => new Promise<T>(register);

const taskEvent: TaskEvent = {
  notification: {
    _id: '6f1f5a5e-1d1c-4c55-9a51-64b7c3b1a001',
    type: 'task',
    event: 'task_created',
    data: { message: 'New task: Build a REST API', link: '/dashboard' },
    timestamp: '2026-11-22T10:00:00.000Z',
    read: false,
  },
  task: {
    _id: '6f1f5a5e-1d1c-4c55-9a51-64b7c3b1a002',
    title: 'Build a REST API',
    dueDate: '2026-11-29T18:30:00.000Z',
    timezone: 'Asia/Kolkata',
  },
};

describe('connectRealtime', () => {
  it('authenticates with the token, prefers websocket, and receives typed events', async () => {
    const server = await startServer();
    server.io.on('connection', (socket) => socket.emit('task_created', taskEvent));
    const socket = track(connectRealtime('secret-token', { url: server.url }));
    const received = await once<TaskEvent>((resolve) => socket.on('task_created', resolve));
    expect(received).toEqual(taskEvent);
    expect(server.tokens).toEqual(['secret-token']);
    expect(server.transports).toEqual(['websocket']);
  });

  it('says whether its tab is visible: in each handshake, and on every change', async () => {
    const server = await startServer();
    const handshakes: unknown[] = [];
    const reports: unknown[] = [];
    server.io.on('connection', (socket) => {
      handshakes.push(socket.handshake.auth.visible);
      socket.on('visibility', (state) => reports.push(state));
    });
    // A page's document, as far as the socket reads it.
    const page = Object.assign(new EventTarget(), { visibilityState: 'hidden' });
    Object.assign(globalThis, { document: page });
    cleanup.push(() => delete (globalThis as { document?: unknown }).document);
    const socket = track(connectRealtime('secret-token', { url: server.url }));
    await once((resolve) => socket.on('connect', () => resolve(undefined)));
    expect(handshakes).toEqual([false]);
    expect(server.tokens).toEqual(['secret-token']);

    page.visibilityState = 'visible';
    page.dispatchEvent(new Event('visibilitychange'));
    await expect.poll(() => reports).toEqual([{ visible: true }]);
    // A reconnection's handshake says how the tab is then.
    socket.disconnect().connect();
    await expect.poll(() => handshakes).toEqual([false, true]);
  });

  it('connects to the configured realtime address when none is passed', async () => {
    const server = await startServer();
    configure({ realtimeURL: server.url });
    const socket = track(connectRealtime('t'));
    await once<void>((resolve) => socket.on('connect', () => resolve()));
    expect(socket.connected).toBe(true);
  });

  it('uses the spec §9 reconnection settings and reconnects after the server comes back', async () => {
    const first = await startServer();
    const port = Number(new URL(first.url).port);
    const socket = track(connectRealtime('t', { url: first.url }));
    await once<void>((resolve) => socket.on('connect', () => resolve()));

    expect(socket.io.reconnectionAttempts()).toBe(5);
    expect(socket.io.reconnectionDelay()).toBe(1000);
    expect(socket.io.opts.transports).toEqual(['websocket', 'polling']);

    const attempts: number[] = [];
    socket.io.on('reconnect_attempt', (n) => attempts.push(n));
    const disconnected = once<void>((resolve) => socket.on('disconnect', () => resolve()));
    first.io.close();
    await disconnected;
    const second = await startServer(port);
    const reconnected = once<number>((resolve) => socket.io.on('reconnect', resolve));
    const connectedAgain = once<void>((resolve) => socket.on('connect', () => resolve()));
    expect(await reconnected).toBeGreaterThanOrEqual(1);
    await connectedAgain;
    expect(attempts[0]).toBe(1);
    expect(second.tokens).toEqual(['t']);
  }, 15_000);
});
