// The catcher's inbox answers only requests addressed to its own loopback names, so a page that
// rebinds its own name to 127.0.0.1 cannot read the mails from a browser on this machine.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from './mail-catcher';

/** GET `path` from the inbox with this `Host` header (node:http sends it as given). */
function get(inboxUrl: string, path: string, host: string) {
  const { hostname, port } = new URL(inboxUrl);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ hostname, port, path, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('mail catcher inbox', () => {
  let catcher: MailCatcher;
  let inbox: string;
  let port: string;
  beforeAll(async () => {
    catcher = await startMailCatcher({ inboxPort: 0 });
    inbox = catcher.inboxUrl ?? '';
    port = new URL(inbox).port;
  });
  afterAll(() => catcher.close());

  it('answers at its loopback names with its port', async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]) {
      const res = await get(inbox, '/api/mails', host);
      expect(res.status, host).toBe(200);
      expect(JSON.parse(res.body)).toEqual([]);
    }
  });

  it('refuses any other Host in plain words', async () => {
    for (const host of [
      'attacker.example',
      `attacker.example:${port}`,
      '127.0.0.1',
      `localhost:1`,
    ]) {
      for (const path of ['/api/mails', '/']) {
        const res = await get(inbox, path, host);
        expect(res.status, host).toBe(421);
        expect(res.body).toBe(
          `This mail catcher answers only at http://127.0.0.1:${port}, http://localhost:${port}, http://[::1]:${port}, not at "${host}".`,
        );
      }
    }
  });
});
