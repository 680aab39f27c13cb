// socket.io on the API's HTTP server (realtime/socket.ts) with the hub attached to it, and the
// batch room's admission rule. Open sockets are dropped before the HTTP server closes (they would
// keep it open); the adapter closes before the database it may use.
import fp from 'fastify-plugin';
import { batchMembership } from '../lib/batch-members';
import { createSocketServer, type CampusIo } from '../realtime/socket';

declare module 'fastify' {
  interface FastifyInstance {
    io: CampusIo;
  }
}

export const realtimePlugin = fp(
  async (app) => {
    const { ctx } = app;
    // The batch room: its staff and its students (lib/batch-members.ts).
    ctx.hub.registerRoomPolicy('batch', async (user, rest) => {
      const [monthYear, domain] = rest.split(':');
      if (!monthYear || !domain) return false;
      return (await batchMembership(ctx, user, { monthYear, domain })) !== null;
    });

    const io = createSocketServer(app.server, ctx);
    ctx.hub.attach(io, { clustered: Boolean(ctx.database.pool), log: ctx.log });
    app.decorate('io', io);

    // Only this instance's connections, and as a dropped transport: socket.io clients
    // reconnect after that — to this server once restarted, or another instance — and reconcile.
    // A disconnectSockets() here told every instance's clients (through the adapter) to stay away.
    app.addHook('preClose', async () => {
      io.engine.close();
    });
    app.addHook('onClose', async () => {
      await (io.of('/').adapter as { close?: () => Promise<void> | void }).close?.();
    });
  },
  { name: 'campus-realtime', dependencies: ['campus-database'] },
);
