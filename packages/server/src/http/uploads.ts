// How uploads reach the server without holding them in memory (20 concurrent
// refused uploads of 5 × 10 MB took the server from 503 MB to 1,434 MB):
//   - each file part streams to a temporary file under DATA_DIR/uploads/.incoming (never a Buffer);
//     a service copies what it keeps into the file storage (lib/storage.ts), and every temporary
//     file is removed when the answer has gone out (or the client went away), so a refused or
//     failed upload leaves nothing behind;
//   - reading stops at the first refused part (too large, too many, unexpected field), and the
//     connection closes with the refusal instead of reading the rest;
//   - a user has at most UPLOAD_LIMITS.inFlight uploads running at once (429 in plain words), and
//     every upload attempt, accepted or refused, takes a token from the user's upload bucket.
import { randomUUID } from 'node:crypto';
import { mkdir, open, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { KeyedBuckets } from '../lib/rate-limit';
import { HttpError, tooManyRequests } from './errors';

export const UPLOAD_LIMITS = {
  /** Uploads of one user running at once, on one instance. */
  inFlight: 2,
  /** Upload attempts of one user (accepted or refused): 30 at once, then one every 20 s. */
  attempts: { capacity: 30, perSecond: 1 / 20 },
};

export class UploadGate {
  readonly dir: string;
  private readonly running = new Map<string, number>();
  private readonly attempts: KeyedBuckets;

  constructor(dataDir: string, clock: () => number) {
    this.dir = join(dataDir, 'uploads', '.incoming');
    this.attempts = new KeyedBuckets(UPLOAD_LIMITS.attempts, clock);
  }

  /**
   * Admits one upload of `key` (the user, or the address for an anonymous caller) or throws a 429;
   * when admitted, the slot and the request's temporary files are released once the answer is sent.
   */
  admit(req: FastifyRequest, reply: FastifyReply, key: string): void {
    // A refusal here comes before the body is read: the connection closes with it, so the sender's
    // unread megabytes neither flow in nor hold the socket open.
    const refuse = (err: HttpError) => {
      reply.header('connection', 'close');
      return err;
    };
    const wait = this.attempts.take(key);
    if (wait > 0)
      throw refuse(
        tooManyRequests(
          'Too many uploads in a short time. Please wait a moment and try again.',
          wait,
        ),
      );
    const n = this.running.get(key) ?? 0;
    if (n >= UPLOAD_LIMITS.inFlight)
      throw refuse(
        new HttpError(
          429,
          `You already have ${UPLOAD_LIMITS.inFlight} uploads in progress. Wait for them to finish, then try again.`,
          { headers: { 'retry-after': '5' } },
        ),
      );
    this.running.set(key, n + 1);
    const temps = { paths: [] as string[], closed: false };
    req.uploadTemps = temps;
    reply.raw.once('close', () => {
      const left = (this.running.get(key) ?? 1) - 1;
      if (left > 0) this.running.set(key, left);
      else this.running.delete(key);
      temps.closed = true;
      for (const t of temps.paths) void unlink(t).catch(() => {});
    });
  }

  /** Streams one file part to a temporary file; answers its path and size. */
  async receive(req: FastifyRequest, file: Readable): Promise<{ path: string; size: number }> {
    await mkdir(this.dir, { recursive: true });
    const path = join(this.dir, randomUUID());
    // Made before any byte flows (and before the size counter starts the part flowing), so the
    // unlink once the answer is sent always finds it: a write stream given only a path opens its file
    // in the background, after a failed part may already have been answered (lib/storage-local.ts).
    const out = await open(path, 'wx', 0o600);
    if (req.uploadTemps.closed) {
      // The client went away while the file was being made: the answer's cleanup has already run.
      await out.close();
      await unlink(path);
      throw new Error('upload: the client went away');
    }
    req.uploadTemps.paths.push(path);
    let size = 0;
    file.on('data', (chunk: Buffer) => (size += chunk.length));
    await pipeline(file, out.createWriteStream());
    return { path, size };
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Temporary files of this request's uploads, removed once the answer is sent (or the client went
     * away: `closed`, after which no new one is kept).
     */
    uploadTemps: { paths: string[]; closed: boolean };
  }
}
