// Serves the built web app (packages/web/dist) so one process is the whole product: real files as
// they are, and index.html for client routes (/dashboard, /courses/…). Until the app is built, a small
// notice page says how to build it. Uploaded profile images and course and e-book covers are streamed
// from the file storage (local disk or S3, lib/storage.ts), so every instance serves every picture.
//
// Delivery: the built assets are precompressed at build time (.br and .gz beside each file,
// packages/web/vite.config.ts) and served as they are; anything else above 1 KB — JSON answers, the
// few files without a precompressed twin — is compressed on the fly (brotli or gzip, whichever the
// client prefers). Hashed assets are cached for a year as immutable; index.html is revalidated
// (no-cache + ETag), so a new build is seen on the next visit.
//
// Security headers go on every response. The CSP allows scripts from our origin only (the built app
// has no inline scripts) — on a prerendered page also its two inline scripts (theme, loader), by
// hash. Styles allow 'unsafe-inline' on purpose: Radix (react-remove-scroll) injects <style>
// elements at run time; inline styles cannot run code, inline scripts could.
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COVER_FILE, COVER_ROUTE, coverKey } from '../lib/covers';
import { PROFILE_IMAGE_FILE, PROFILE_IMAGE_ROUTE, profileImageKey } from '../lib/images';
import type { FileStorage } from '../lib/storage';

export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  // Lesson and batch videos: the players of YouTube and Vimeo in a frame, and stored
  // files from any https host in the browser's own player. Nothing else may be framed.
  'frame-src https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com',
  "media-src 'self' https:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The headers every response carries: Fastify's (the hook in registerWeb) and socket.io's polling
 * answers, which bypass Fastify (realtime/socket.ts). A response that set one
 * itself keeps its own (a prerendered page's CSP with its script hashes).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CSP,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

const NOTICE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Campus</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>Campus API is running</h1>
<p>The web app is not built yet. Build it with <code>pnpm --filter @campus/web build</code>
(or start everything with <code>pnpm start</code>), then reload this page.</p>
<p>Health: <a href="/api/health">/api/health</a></p>
</body></html>`;

/**
 * The pages the web build wrote as HTML for a fast first paint, from dist/pages/pages.json:
 * which client path is which file, and the hashes of their inline scripts, which their CSP allows
 * (and nothing else inline). No manifest (an older build): every client route gets index.html.
 */
export function readPrerenderedPages(webDist: string) {
  const manifest = join(webDist, 'pages', 'pages.json');
  if (!existsSync(manifest)) return undefined;
  const { routes, scriptHashes } = JSON.parse(readFileSync(manifest, 'utf8')) as {
    routes: Record<string, string>;
    scriptHashes: string[];
  };
  const csp = CSP.replace(
    "script-src 'self'",
    `script-src 'self' ${scriptHashes.map((hash) => `'${hash}'`).join(' ')}`,
  );
  return {
    routes: Object.fromEntries(
      Object.entries(routes).map(([path, file]) => [path, { file: `pages/${file}`, csp }]),
    ),
  };
}

/** Smaller answers are sent as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * On-the-fly compression. Register it before the API routes: it attaches itself to each route as
 * the route is added.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
  });
}

const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

export async function registerWeb(
  app: FastifyInstance,
  opts: { webDist: string; storage: FileStorage },
) {
  app.addHook('onSend', async (req, reply, payload) => {
    // A prerendered page sets its own (this CSP plus the hashes of its inline scripts).
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      if (!reply.hasHeader(name)) reply.header(name, value);
    // An API answer is never cached, unless its handler chose otherwise (downloadFile: `private`).
    if (req.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });

  // Profile pictures and covers: files named by the server, with the extension of their sniffed type.
  const imageFolders = [
    { route: PROFILE_IMAGE_ROUTE, name: PROFILE_IMAGE_FILE, key: profileImageKey },
    { route: COVER_ROUTE, name: COVER_FILE, key: coverKey },
  ];
  for (const folder of imageFolders) {
    app.get<{ Params: { file: string } }>(`${folder.route}/:file`, async (req, reply) => {
      const { file } = req.params;
      const ext = folder.name.exec(file)?.[1];
      const type = ext ? IMAGE_TYPES[ext] : undefined;
      const stored = type ? await opts.storage.get(folder.key(file)) : null;
      if (!type || !stored) return reply.code(404).send({ message: 'Not found.' });
      return (
        reply
          .header('content-type', type)
          .header('content-length', String(stored.size))
          // Files are named by content-type-checked extension; immutable names → long cache is safe.
          .header('cache-control', 'public, max-age=2592000, immutable')
          .send(stored.stream)
      );
    });
  }

  const built = existsSync(join(opts.webDist, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      prefix: '/',
      wildcard: false, // unknown paths fall through to the not-found handler (index.html below)
      // `/` is a client route like the others (sendApp below): it may have a prerendered page.
      index: false,
      // index.html.br / .gz and every asset's twins, written by the web build.
      preCompressed: true,
      setHeaders: (res, path) => {
        // Vite's hashed assets never change; index.html must always be revalidated.
        res.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  const pages = built ? readPrerenderedPages(opts.webDist) : undefined;

  return {
    built,
    /**
     * For GET requests outside /api that matched no file: the page prerendered for that path if the
     * build made one (packages/web/scripts/prerender.mjs), else the app's index (client routing).
     */
    sendApp: (reply: FastifyReply, url = '/') => {
      if (!built) return reply.type('text/html; charset=utf-8').send(NOTICE);
      reply.header('cache-control', 'no-cache');
      const page = pages?.routes[new URL(url, 'http://campus').pathname];
      if (!page) return reply.sendFile('index.html', opts.webDist);
      return reply.header('content-security-policy', page.csp).sendFile(page.file, opts.webDist);
    },
  };
}
