// Where uploaded files live ("past one machine"): one interface for every area that keeps
// files (task and submission files, profile images), with two drivers chosen by STORAGE (config.ts):
//   - local (the default, one instance): files under DATA_DIR/uploads/<key>, the paths of before;
//   - s3 (several instances): objects in one S3-compatible bucket, under the same keys.
// Either way the app stays the only door: downloads stream through its own signed or public routes,
// the bucket is never exposed to browsers.
//
// The order of a write and its row, the same in every area:
//   - create: the object is written first, then the row is committed; if the row fails, the object
//     is deleted again (a crash between the two leaves an object no row points at: invisible, and
//     harmless but for its bytes);
//   - delete: the row is deleted (committed) first, then the object; a failed object delete is
//     logged and leaves the same kind of invisible orphan, never a row without its file.
// A write that fails halfway leaves nothing under its key: the local driver writes a temporary file
// and renames it, the S3 driver's multipart upload is aborted on error.
import type { Readable } from 'node:stream';

export interface StoredObject {
  /** The bytes, streamed (never held whole in memory). */
  stream: Readable;
  size: number;
}

export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Stores `body` under `key` (replacing what was there); answers the bytes written. */
  put(key: string, body: Readable): Promise<number>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  stat(key: string): Promise<{ size: number } | null>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Removes what writes interrupted by a crash left behind, older than `olderThanMs`. Only the local
   * driver has such leftovers (temporary files); an S3 bucket needs a lifecycle rule that aborts
   * incomplete multipart uploads (README).
   */
  removeStalePartials?(olderThanMs: number): Promise<void>;
}

/** `<area>/<name>`: a lower-case area folder and a file name of our own making (never a client's). */
const KEY = /^[a-z0-9][a-z0-9-]*\/[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Throws on a key that could leave its folder or name something the server did not make. */
export function checkKey(key: string): string {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`storage: invalid key ${key}`);
  return key;
}

/**
 * Takes charge of a put's source before the driver's first wait (a folder, a file, a connection): a
 * source that fails meanwhile (a read stream whose file was removed) would otherwise emit an error
 * nobody listens to, and end the process. The error stays on the stream (`errored`), so the driver's
 * pipeline rejects with it once it starts. Answers a release for when the driver is done, which also
 * destroys a source the driver never read (its file descriptor is not left open).
 */
export function holdSource(body: Readable): () => void {
  const hold = () => {};
  body.on('error', hold);
  return () => {
    body.off('error', hold);
    if (!body.readableEnded) body.destroy();
  };
}
