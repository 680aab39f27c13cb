// Course thumbnails and e-book covers are served by Campus itself, so the page's content-security
// policy can stay `img-src 'self'`. An author's link to an image elsewhere is fetched once, when the
// course or e-book is saved, into the file storage (lib/storage.ts) under covers/<hash>.<ext>, and the
// stored value is Campus's own path for it (/uploads/covers/…). A link is refused, in words, when it
// is not http(s), names a host on this machine or a private network (unless the config allows it,
// for tests; the address checked is the one connected to, so a name that re-resolves elsewhere
// cannot slip past), answers anything but 200, says it is anything but a PNG, JPEG or WebP image, is larger
// than MAX_COVER_BYTES or its bytes are not the image it says; nothing is stored then. The demo's
// covers are drawn at seed time (seedCover) and stored the same way.
import { createHash } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { fieldError } from '../http/errors';
import { reencodeImage, sniffImage, type ImageKind } from './images';
import type { FileStorage } from './storage';

/** Where covers are served from (http/web.ts), and what a stored cover's value begins with. */
export const COVER_ROUTE = '/uploads/covers';
/** A stored cover's name: the hash of its bytes and the extension of its sniffed type. */
export const COVER_FILE = /^[0-9a-f]{32}\.(png|jpg|webp)$/;
export const coverKey = (file: string) => `covers/${file}`;
/** A cover is a card's picture: 2 MB is plenty. */
export const MAX_COVER_BYTES = 2 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 10_000;
const COVER_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export interface CoverOptions {
  storage: FileStorage;
  /** Hosts on loopback or private networks may be fetched (tests with a local server only). */
  allowPrivateHosts: boolean;
  /** A host name's addresses; DNS unless a test names them. */
  resolve?: (host: string) => Promise<string[]>;
}

/** Stores an image's bytes (already checked) under their hash; answers Campus's path for it. */
async function storeCover(storage: FileStorage, data: Buffer, kind: ImageKind): Promise<string> {
  const file = `${createHash('sha256').update(data).digest('hex').slice(0, 32)}.${kind.ext}`;
  if (!(await storage.stat(coverKey(file)))) await storage.put(coverKey(file), Readable.from(data));
  return `${COVER_ROUTE}/${file}`;
}

/** Loopback, private, link-local and unspecified addresses: never fetched from a link. */
function isPrivateAddress(address: string): boolean {
  if (isIP(address) === 4) {
    const [a = 0, b = 0] = address.split('.').map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  const v6 = address.toLowerCase();
  if (v6.startsWith('::ffff:')) return isPrivateAddress(v6.slice(7));
  return v6 === '::' || v6 === '::1' || /^f[cd]/.test(v6) || /^fe[89ab]/.test(v6);
}

/** The body, read up to `limit` bytes; null when it is longer. */
async function readCapped(body: AsyncIterable<Uint8Array>, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.byteLength;
    if (size > limit) return null;
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/** A host name's addresses (DNS); none when it does not resolve. */
const resolveHost = (host: string): Promise<string[]> =>
  lookup(host, { all: true }).then(
    (list) => list.map((a) => a.address),
    () => [],
  );

/**
 * GET `url` from exactly `address`: the address that was checked is the one connected to, so a
 * name that resolves to a public address for the check and to a private one a moment later (DNS
 * rebinding) cannot reach this machine's network. The Host header and the TLS name are the link's.
 */
function getFrom(url: URL, address: string, signal: AbortSignal): Promise<IncomingMessage> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      {
        host: address,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        headers: { host: url.host, accept: COVER_TYPES.join(', ') },
        ...(isIP(host) ? {} : { servername: host }),
        signal,
      },
      resolve,
    );
    req.on('error', reject);
    req.end();
  });
}

/** Fetches an author's image link once into Campus's storage; a refusal is a 400 on `field`. */
export async function fetchCover(field: string, link: string, opts: CoverOptions): Promise<string> {
  const refuse = (why: string) =>
    fieldError(field, `The image at this link cannot be used: ${why}.`);
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw refuse('it is not a web address');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw refuse('give an https:// link to the image');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : await (opts.resolve ?? resolveHost)(host);
  const [address] = addresses;
  if (!address) throw refuse(`the host ${url.hostname} was not found`);
  if (!opts.allowPrivateHosts && addresses.some(isPrivateAddress))
    throw refuse('it points at a private network, not a public site');
  const signal = AbortSignal.timeout(FETCH_TIMEOUT_MS);
  let res: IncomingMessage;
  try {
    // No redirects are followed: a public link that redirects to a private address would get past
    // the check.
    res = await getFrom(url, address, signal);
  } catch {
    throw refuse('the site did not answer');
  }
  const status = res.statusCode ?? 0;
  if (status !== 200) {
    res.destroy();
    throw refuse(
      status >= 300 && status < 400
        ? 'it redirects elsewhere; link to the image itself'
        : `the site answered ${status}`,
    );
  }
  const declared = (res.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (!(COVER_TYPES as readonly string[]).includes(declared)) {
    res.destroy();
    throw refuse(`it is ${declared || 'of no stated type'}, not a PNG, JPEG or WebP image`);
  }
  const tooLarge = `it is larger than ${MAX_COVER_BYTES / 1024 / 1024} MB`;
  if (Number(res.headers['content-length'] ?? 0) > MAX_COVER_BYTES) {
    res.destroy();
    throw refuse(tooLarge);
  }
  let data: Buffer | null;
  try {
    data = await readCapped(res, MAX_COVER_BYTES);
  } catch {
    throw refuse('the site did not answer');
  } finally {
    res.destroy();
  }
  if (!data) throw refuse(tooLarge);
  const kind = sniffImage(data);
  if (!kind || kind.contentType !== declared)
    throw refuse(`its bytes are not the ${declared.slice(6).toUpperCase()} image it says it is`);
  const clean = await reencodeImage(data, kind);
  if (!clean) throw refuse('it does not decode as an image');
  return storeCover(opts.storage, clean, kind);
}

/**
 * What a course's thumbnail or an e-book's cover is saved as: null stays null, Campus's own cover
 * path stays as it is (the editor sends it back unchanged), a link elsewhere is fetched once.
 */
export async function resolveCover(
  field: string,
  value: string | null | undefined,
  opts: CoverOptions,
): Promise<string | null | undefined> {
  if (value === undefined || value === null) return value;
  if (value.startsWith(`${COVER_ROUTE}/`)) {
    const file = value.slice(COVER_ROUTE.length + 1);
    if (COVER_FILE.test(file) && (await opts.storage.stat(coverKey(file)))) return value;
    throw fieldError(field, 'This cover is not stored on Campus; upload it again by its link.');
  }
  return fetchCover(field, value, opts);
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Words of `title` in lines of at most `width` characters (at most three lines). */
function lines(title: string, width: number): string[] {
  const out: string[] = [];
  for (const word of title.split(/\s+/)) {
    const last = out.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width)
      out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out.slice(0, 3);
}

/**
 * A demo cover, drawn (the title on a two-colour field picked from `key`) and stored as a PNG:
 * 640×360 for a course card, 360×480 for an e-book.
 */
export async function seedCover(
  storage: FileStorage,
  key: string,
  title: string,
  shape: 'course' | 'ebook',
): Promise<string> {
  const hue = [...key].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);
  const [w, h, size, width] = shape === 'course' ? [640, 360, 38, 24] : [360, 480, 32, 16];
  const text = lines(title, width)
    .map(
      (line, i) =>
        `<text x="32" y="${h / 2 - 24 + i * (size + 10)}" font-family="DejaVu Sans, sans-serif" font-size="${size}" font-weight="700" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue},55%,32%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360},60%,45%)"/>
</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${text}
<text x="32" y="${h - 32}" font-family="DejaVu Sans, sans-serif" font-size="18" fill="#fff" opacity="0.8">Campus</text></svg>`;
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
  return storeCover(storage, png, { contentType: 'image/png', ext: 'png' });
}
