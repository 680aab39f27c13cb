// Secrets stay out of logs (signed file URLs, tokens, mailed links), and mail
// goes through SMTP when SMTP_URL is set.
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../testing/server';

/** Just enough of an SMTP server to receive one message per connection (RFC 5321 happy path). */
function smtpSink(): Promise<{ server: Server; port: number; messages: string[] }> {
  const messages: string[] = [];
  const server = createServer((sock) => {
    let data = false;
    let buf = '';
    sock.write('220 sink ESMTP\r\n');
    sock.on('data', (chunk) => {
      buf += chunk.toString('utf8');
      for (;;) {
        if (data) {
          const end = buf.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push(buf.slice(0, end));
          buf = buf.slice(end + 5);
          data = false;
          sock.write('250 queued\r\n');
          continue;
        }
        const nl = buf.indexOf('\r\n');
        if (nl < 0) return;
        const line = buf.slice(0, nl).toUpperCase();
        buf = buf.slice(nl + 2);
        if (line.startsWith('EHLO')) sock.write('250-sink\r\n250 8BITMIME\r\n');
        else if (line.startsWith('DATA')) {
          data = true;
          sock.write('354 go on\r\n');
        } else if (line.startsWith('QUIT')) sock.end('221 bye\r\n');
        else sock.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port;
      resolve({ server, port, messages });
    }),
  );
}

describe('secrets in logs and mail transport', () => {
  const lines: string[] = [];
  const logStream = { write: (line: string) => void lines.push(line) };

  describe('production without SMTP_URL', () => {
    let s: TestServer;
    beforeAll(async () => {
      s = await startServer('pglite', {
        logger: true,
        logStream,
        mailer: undefined,
        config: { env: 'production' },
      });
    });
    afterAll(() => s.close());

    it('says at start that mail is not sent, and never logs a reset link', async () => {
      expect(lines.join('')).toMatch(/SMTP_URL is not set/);
      const u = await s.user('student');
      const res = await s.api('POST', '/api/auth/forgot-password', { body: { email: u.email } });
      expect(res.status).toBe(200);
      const log = lines.join('');
      expect(log).toContain(u.email); // the held mail is visible as an event…
      expect(log).not.toMatch(/reset-password\?token=/); // …but its link is not
    });

    it('redacts sig= and token= in request logs', async () => {
      const sig = 'SIGSECRET' + Date.now();
      await s.api(
        'GET',
        `/api/files/00000000-0000-4000-8000-000000000000?exp=9999999999&sig=${sig}`,
      );
      await s.api('GET', `/password-setup?token=TOKSECRET${sig}`);
      const log = lines.join('');
      expect(log).toContain('sig=[redacted]');
      expect(log).toContain('token=[redacted]');
      expect(log).not.toContain(sig);
    });
  });

  describe('SMTP_URL set', () => {
    let s: TestServer;
    let sink: Awaited<ReturnType<typeof smtpSink>>;
    beforeAll(async () => {
      sink = await smtpSink();
      s = await startServer('pglite', {
        mailer: undefined,
        config: {
          env: 'production',
          smtpUrl: `smtp://127.0.0.1:${sink.port}`,
          mailFrom: 'Campus <no-reply@campus.test>',
        },
      });
    });
    afterAll(async () => {
      await s.close();
      sink.server.close();
    });

    it('sends the reset mail through the SMTP server', async () => {
      const u = await s.user('student');
      const res = await s.api('POST', '/api/auth/forgot-password', { body: { email: u.email } });
      expect(res.status).toBe(200);
      expect(sink.messages).toHaveLength(1);
      expect(sink.messages[0]).toContain(u.email);
      expect(sink.messages[0]).toMatch(/reset-password\?token=/);
    });
  });
});
