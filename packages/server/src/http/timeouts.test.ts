// Over a raw TCP socket: the server closes connections that stay silent, and
// keep-alive connections left idle after an answer.
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { testDatabases, useServer } from '../testing/server';

/** Resolves with how long the server took to close the connection (the client never does). */
function closedByServer(socket: Socket): Promise<number> {
  const start = Date.now();
  return new Promise((resolve) => socket.once('close', () => resolve(Date.now() - start)));
}

describe('connection timeouts by default', () => {
  it('are set', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'campus-timeouts-cfg-'));
    try {
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
      expect(config.timeouts).toEqual({ idleMs: 40_000, keepAliveMs: 61_000, requestMs: 300_000 });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

for (const db of testDatabases()) {
  describe(`connection timeouts [${db}]`, () => {
    const t = useServer(db, {
      config: { timeouts: { idleMs: 1500, keepAliveMs: 1500, requestMs: 10_000 } },
    });

    it('closes a silent connection, a half request and an idle keep-alive connection', async () => {
      const server = t.campus.app.server;
      expect([server.timeout, server.keepAliveTimeout, server.requestTimeout]).toEqual([
        1500, 1500, 10_000,
      ]);
      const { port } = new URL(t.url);
      const silent = connect(Number(port), '127.0.0.1');
      const waited = await closedByServer(silent);
      expect(waited).toBeGreaterThanOrEqual(1000);

      // Half a request, then nothing: closed too.
      const half = connect(Number(port), '127.0.0.1');
      half.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
      await closedByServer(half);

      // One answered request, then idle on keep-alive: closed.
      const idle = connect(Number(port), '127.0.0.1');
      let answer = '';
      idle.on('data', (d: Buffer) => (answer += d.toString()));
      const closed = closedByServer(idle);
      idle.write('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n');
      await closed;
      expect(answer).toMatch(/^HTTP\/1\.1 200/);
    });
  });
}
