// A push service on loopback for the tests, standing in for the browsers' (FCM, Mozilla's autopush):
// it hands out subscriptions as a browser would have them (an endpoint on it, the browser's P-256
// key and auth secret), and for each push it receives checks the VAPID header and decrypts the body
// with the subscription's private key (aes128gcm, RFC 8291) — what a browser does before its service
// worker sees the payload. A subscription can be told to answer 410 Gone, as a push service does for
// one the browser dropped.
import { createECDH, randomBytes, randomUUID, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import { decrypt } from 'http_ece';

/** One push as the browser would read it. */
export interface ReceivedPush {
  payload: unknown;
  /** The `k=` of the VAPID Authorization header: the server's public key. */
  vapidKey: string | undefined;
  ttl: string | undefined;
}

export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  received: ReceivedPush[];
  /** From now on the push service answers 410 Gone for it. */
  expire(): void;
}

interface Browser {
  ecdh: ECDH;
  auth: string;
  gone: boolean;
  received: ReceivedPush[];
}

export interface LoopbackPushService {
  subscribe(): BrowserSubscription;
  /** Requests that failed to decrypt or named no subscription (a test expects none). */
  problems: string[];
  close(): Promise<void>;
}

const body = (req: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

export async function startPushService(): Promise<LoopbackPushService> {
  const browsers = new Map<string, Browser>();
  const problems: string[] = [];
  const server = createServer((req, res) => {
    void body(req).then((raw) => {
      const browser = browsers.get(req.url ?? '');
      if (!browser || req.method !== 'POST') {
        problems.push(`${req.method} ${req.url}: no such subscription`);
        return res.writeHead(404).end();
      }
      if (browser.gone) return res.writeHead(410).end();
      try {
        if (req.headers['content-encoding'] !== 'aes128gcm')
          throw new Error(`content-encoding ${req.headers['content-encoding']}`);
        const plain = decrypt(raw, {
          version: 'aes128gcm',
          privateKey: browser.ecdh,
          authSecret: browser.auth,
        });
        browser.received.push({
          payload: JSON.parse(plain.toString('utf8')),
          vapidKey: /\bk=([\w-]+)/.exec(req.headers.authorization ?? '')?.[1],
          ttl: req.headers.ttl as string | undefined,
        });
        res.writeHead(201).end();
      } catch (err) {
        problems.push(`${req.url}: ${err instanceof Error ? err.message : String(err)}`);
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    problems,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const path = `/push/${randomUUID()}`;
      const browser: Browser = {
        ecdh,
        auth: randomBytes(16).toString('base64url'),
        gone: false,
        received: [],
      };
      browsers.set(path, browser);
      return {
        endpoint: `http://127.0.0.1:${port}${path}`,
        keys: { p256dh: ecdh.getPublicKey('base64url'), auth: browser.auth },
        received: browser.received,
        expire: () => void (browser.gone = true),
      };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
