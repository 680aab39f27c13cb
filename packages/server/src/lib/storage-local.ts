// The embedded storage driver (lib/storage.ts): files under one folder of the data directory, at
// <root>/<key>. A write streams to a temporary file beside its target and is renamed into place once
// complete, so a reader never sees half a file and a failed write leaves nothing under the key.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, rename, stat, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkKey, holdSource, type FileStorage, type StoredObject } from './storage';

const TEMP_PREFIX = '.tmp-';

export class LocalDiskStorage implements FileStorage {
  readonly kind = 'local';

  constructor(readonly root: string) {}

  private path(key: string): string {
    return join(this.root, checkKey(key));
  }

  async put(key: string, body: Readable): Promise<number> {
    const release = holdSource(body);
    try {
      const final = this.path(key);
      await mkdir(dirname(final), { recursive: true });
      const temp = join(dirname(final), `${TEMP_PREFIX}${randomUUID()}`);
      // The temporary file is made before any byte flows: a write stream given only a path opens its
      // file in the background, so after a source that failed first, the unlink below could run
      // before that open and leave an empty temporary file behind (seen once in CI). (It is opened
      // before the size counter below starts the source flowing.)
      const file = await open(temp, 'wx', 0o600);
      let size = 0;
      body.on('data', (chunk: Buffer) => (size += chunk.length));
      try {
        await pipeline(body, file.createWriteStream());
        await rename(temp, final);
      } catch (err) {
        await file.close().catch(() => {});
        await unlink(temp).catch(() => {});
        throw err;
      }
      return size;
    } finally {
      release();
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const path = this.path(key);
    const st = await stat(path).catch(() => null);
    if (!st?.isFile()) return null;
    return { stream: createReadStream(path), size: st.size };
  }

  async stat(key: string): Promise<{ size: number } | null> {
    const st = await stat(this.path(key)).catch(() => null);
    return st?.isFile() ? { size: st.size } : null;
  }

  async delete(key: string): Promise<void> {
    await unlink(this.path(key)).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') throw err;
    });
  }

  async removeStalePartials(olderThanMs: number): Promise<void> {
    const cutoff = Date.now() - olderThanMs;
    const areas = await readdir(this.root, { withFileTypes: true }).catch(() => []);
    for (const area of areas) {
      // `.incoming` is the request's own temporary folder (http/uploads.ts), not an area.
      if (!area.isDirectory() || area.name.startsWith('.')) continue;
      const dir = join(this.root, area.name);
      const names = await readdir(dir).catch(() => [] as string[]);
      for (const n of names) {
        if (!n.startsWith(TEMP_PREFIX)) continue;
        const st = await stat(join(dir, n)).catch(() => null);
        if (st && st.mtimeMs < cutoff) await unlink(join(dir, n)).catch(() => {});
      }
    }
  }
}
