// The local mail catcher: a real SMTP server on loopback that keeps what it receives, and
// a small inbox page beside it — for the demo (`npm start` without SMTP_URL runs it in the server
// process and points the outbox's SMTP transport at it), for the end-to-end journeys (they read mails
// over its JSON at /api/mails) and for the server's tests (real SMTP, not a stand-in). Both listen on
// 127.0.0.1 only: the mails hold password links, so nothing beyond this machine may read them. The
// inbox answers only requests addressed to its own loopback names (`Host` 127.0.0.1, localhost or
// [::1] with its port): a web page whose own name was made to resolve to 127.0.0.1 (DNS rebinding)
// sends its own name and is refused, so it cannot read the links from a browser on this machine.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Server as NetServer } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { formatInstant } from '@campus/time';

export interface CaughtMail {
  id: string;
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  messageId: string | undefined;
  /** The mailing-list fields (`list-unsubscribe`, `list-unsubscribe-post`), unfolded, by lower-case name. */
  listHeaders: Record<string, string>;
  receivedAt: string;
}

export interface MailCatcher {
  /** smtp://127.0.0.1:<port> — what SMTP_URL becomes. */
  smtpUrl: string;
  /** http://127.0.0.1:<port> — the inbox page (undefined when started without one). */
  inboxUrl: string | undefined;
  /** Newest first. */
  readonly mails: CaughtMail[];
  /** Resolves with the first mail to `to` (newest first) that `match` accepts, as soon as it arrives. */
  waitFor(to: string, match?: (m: CaughtMail) => boolean): Promise<CaughtMail>;
  /** While set, the SMTP server refuses every mail with this reply (tests of retries). */
  refuse: string | null;
  close(): Promise<void>;
}

/** The most a long-running demo keeps; older mails drop off. */
const KEEP = 500;
const HOST = '127.0.0.1';

const escape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function listen(server: NetServer, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** The `Host` values the inbox answers to: its loopback names with its port. */
const loopbackHosts = (port: number) =>
  new Set([`${HOST}:${port}`, `localhost:${port}`, `[::1]:${port}`]);

function inboxPage(mails: CaughtMail[]): string {
  const rows = mails
    .map(
      (m) =>
        `<li><a href="/mail/${m.id}"><strong>${escape(m.subject)}</strong></a><br><span>to ${escape(m.to.join(', '))} · ${escape(formatInstant(m.receivedAt, 'list'))}</span></li>`,
    )
    .join('');
  return page(
    'Campus mail catcher',
    `<h1>Campus mail catcher</h1><p>Mails the local Campus server sent. Nothing leaves this machine.</p>${
      rows ? `<ul>${rows}</ul>` : '<p>No mail yet.</p>'
    }`,
  );
}

function mailPage(m: CaughtMail): string {
  return page(
    m.subject,
    `<p><a href="/">← Inbox</a></p><h1>${escape(m.subject)}</h1><p>To ${escape(m.to.join(', '))} · from ${escape(m.from)}</p>` +
      // The mail's HTML in a sandbox without scripts; its links open in the top window.
      `<iframe title="The mail" sandbox="allow-top-navigation-by-user-activation allow-popups" srcdoc="${escape(
        m.html.replace(/<head>/i, '<head><base target="_top">'),
      )}"></iframe><h2>Plain text</h2><pre>${escape(m.text)}</pre>`,
  );
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(title)}</title><style>body{font-family:system-ui,sans-serif;max-width:760px;margin:24px auto;padding:0 16px;color:#111827}a{color:#4338ca}li{margin:12px 0}span{color:#4b5563;font-size:14px}iframe{width:100%;height:520px;border:1px solid #e5e7eb;border-radius:8px}pre{white-space:pre-wrap;background:#f3f4f6;padding:12px;border-radius:8px}</style></head><body>${body}</body></html>`;
}

/**
 * Starts the catcher: SMTP on `smtpPort` (0: any free port), the inbox page on `inboxPort` (0: any
 * free port; null: none). A taken inbox port falls back to a free one rather than stopping the demo.
 */
export async function startMailCatcher(
  opts: { smtpPort?: number; inboxPort?: number | null } = {},
): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  const catcher = {
    refuse: null as string | null,
  };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'demo' });
    },
    onData(stream, session, callback) {
      if (catcher.refuse) {
        stream.resume();
        stream.on('end', () => {
          const err = Object.assign(new Error(catcher.refuse ?? 'refused'), { responseCode: 451 });
          callback(err);
        });
        return;
      }
      simpleParser(stream).then(
        (parsed) => {
          mails.unshift({
            id: randomUUID(),
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            messageId: parsed.messageId,
            listHeaders: Object.fromEntries(
              parsed.headerLines
                .filter((h) => h.key.startsWith('list-'))
                .map((h) => [
                  h.key,
                  h.line
                    .slice(h.line.indexOf(':') + 1)
                    .replace(/\r?\n[ \t]+/g, ' ')
                    .trim(),
                ]),
            ),
            receivedAt: new Date().toISOString(),
          });
          mails.splice(KEEP);
          for (const wake of waiters) wake();
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await listen(smtp.server, opts.smtpPort ?? 0);
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  let http: Server | undefined;
  if (opts.inboxPort !== null) {
    let hosts = new Set<string>();
    http = createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      const send = (status: number, type: string, body: string) => {
        res.writeHead(status, {
          'content-type': type,
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
          // The page itself runs no script; a mail's HTML is shown in a sandboxed frame.
          'content-security-policy':
            "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'; img-src data:",
        });
        res.end(body);
      };
      const host = (req.headers.host ?? '').toLowerCase();
      if (!hosts.has(host)) {
        return send(
          421,
          'text/plain; charset=utf-8',
          `This mail catcher answers only at ${[...hosts].map((h) => `http://${h}`).join(', ')}, not at "${host}".`,
        );
      }
      if (req.method !== 'GET') return send(405, 'text/plain', 'Method not allowed');
      if (path === '/api/mails') return send(200, 'application/json', JSON.stringify(mails));
      if (path === '/') return send(200, 'text/html; charset=utf-8', inboxPage(mails));
      const one = /^\/mail\/([\w-]+)$/.exec(path);
      const mail = one && mails.find((m) => m.id === one[1]);
      if (mail) return send(200, 'text/html; charset=utf-8', mailPage(mail));
      send(404, 'text/plain', 'Not found');
    });
    try {
      await listen(http, opts.inboxPort ?? 0);
    } catch {
      await listen(http, 0);
    }
    hosts = loopbackHosts((http.address() as AddressInfo).port);
  }

  const find = (to: string, match?: (m: CaughtMail) => boolean) =>
    mails.find((m) => m.to.includes(to.toLowerCase()) && (!match || match(m)));

  return Object.assign(catcher, {
    smtpUrl: `smtp://${HOST}:${smtpPort}`,
    inboxUrl: http ? `http://${HOST}:${(http.address() as AddressInfo).port}` : undefined,
    mails,
    waitFor(to: string, match?: (m: CaughtMail) => boolean): Promise<CaughtMail> {
      return new Promise<CaughtMail>((resolve) => {
        const check = () => {
          const m = find(to, match);
          if (!m) return;
          waiters.delete(check);
          resolve(m);
        };
        waiters.add(check);
        check();
      });
    },
    async close(): Promise<void> {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      if (http) {
        http.closeAllConnections();
        await new Promise<void>((resolve) => http.close(() => resolve()));
      }
    },
  });
}
