// The storage drivers' contract (lib/storage.ts): the same cases against the local disk and against a
// real S3-compatible server (s3rver on 127.0.0.1, testing/s3.ts), plus the configuration that picks
// one. No database: this runs the same on PGlite and PostgreSQL runs.
import { createHash, randomUUID } from 'node:crypto';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { startS3, type TestS3 } from '../testing/s3';
import type { FileStorage } from './storage';
import { LocalDiskStorage } from './storage-local';
import { openStorage } from './storage-open';
import { S3Storage } from './storage-s3';

const MB = 1024 * 1024;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

const CHUNK = 64 * 1024;

/**
 * `mb` megabytes made as they are read, 64 KB at a time (never the whole file); `made` hears how
 * many bytes have been made each time a chunk is.
 */
function generated(mb: number, made?: (bytes: number) => void): Readable {
  return Readable.from(
    (function* () {
      for (let i = 0; i < (mb * MB) / CHUNK; i++) {
        made?.((i + 1) * CHUNK);
        yield Buffer.alloc(CHUNK, i % 251);
      }
    })(),
  );
}

/** The size of every file under `dir`, added up. */
function bytesUnder(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .reduce((sum, e) => sum + statSync(join(e.parentPath, e.name)).size, 0);
}

function expectedDigest(mb: number): string {
  const h = createHash('sha256');
  for (let i = 0; i < (mb * MB) / CHUNK; i++) h.update(Buffer.alloc(CHUNK, i % 251));
  return h.digest('hex');
}

/** Runs `work` while sampling this process's resident memory; answers the peak above the start. */
async function peakGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growthMb: number }> {
  const start = process.memoryUsage().rss;
  let peak = start;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, growthMb: Math.round((peak - start) / MB) };
  } finally {
    clearInterval(timer);
  }
}

interface Driver {
  name: string;
  open(): Promise<FileStorage>;
  /** Everything the driver holds on disk, to prove a refused write left nothing anywhere. */
  leftovers(): string[];
  /** How many bytes the store has written to its disk, staged parts included. */
  storedBytes(): number;
  close(): Promise<void>;
}

function localDriver(): Driver {
  let root = '';
  return {
    name: 'local',
    async open() {
      root = mkdtempSync(join(tmpdir(), 'campus-storage-'));
      return new LocalDiskStorage(root);
    },
    leftovers: () =>
      readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => join(e.parentPath, e.name)),
    storedBytes: () => bytesUnder(root),
    async close() {
      rmSync(root, { recursive: true, force: true });
    },
  };
}

function s3Driver(): Driver {
  let s3: TestS3 | undefined;
  let storage: S3Storage | undefined;
  return {
    name: 's3',
    async open() {
      s3 = await startS3();
      storage = new S3Storage(s3.settings);
      await storage.check();
      return storage;
    },
    // s3rver keeps each object as files named after its key. Its staging folder of multipart parts
    // is left out: s3rver does not implement AbortMultipartUpload (a real S3 drops the parts when
    // the driver aborts; a bucket lifecycle rule catches a crash), so only the objects are compared.
    leftovers: () =>
      s3
        ? readdirSync(s3.directory, { recursive: true })
            .map(String)
            .filter((p) => !p.startsWith('._S3rver_uploads'))
        : [],
    storedBytes: () => (s3 ? bytesUnder(s3.directory) : 0),
    async close() {
      storage?.close();
      await s3?.stop();
    },
  };
}

for (const driver of [localDriver(), s3Driver()]) {
  describe(`file storage contract [${driver.name}]`, () => {
    let storage: FileStorage;
    beforeAll(async () => {
      storage = await driver.open();
    });
    afterAll(() => driver.close());

    it('stores a stream and answers it back with its size', async () => {
      const data = Buffer.from('Read chapter 3, then answer the questions.');
      expect(await storage.put('task-files/a.txt', Readable.from([data]))).toBe(data.length);
      expect(await storage.stat('task-files/a.txt')).toEqual({ size: data.length });
      const got = await storage.get('task-files/a.txt');
      expect(got?.size).toBe(data.length);
      expect((await readAll(got!.stream)).equals(data)).toBe(true);
    });

    it('replaces an object written again under the same key', async () => {
      await storage.put('task-files/b.txt', Readable.from([Buffer.from('first version')]));
      await storage.put('task-files/b.txt', Readable.from([Buffer.from('second')]));
      const got = await storage.get('task-files/b.txt');
      expect((await readAll(got!.stream)).toString()).toBe('second');
    });

    it('answers null for a missing key, and deleting one is not an error', async () => {
      expect(await storage.get('task-files/missing.pdf')).toBeNull();
      expect(await storage.stat('task-files/missing.pdf')).toBeNull();
      await expect(storage.delete('task-files/missing.pdf')).resolves.toBeUndefined();
    });

    it('deletes an object', async () => {
      await storage.put('profile-images/c.png', Readable.from([Buffer.from('png bytes')]));
      await storage.delete('profile-images/c.png');
      expect(await storage.get('profile-images/c.png')).toBeNull();
      expect(await storage.stat('profile-images/c.png')).toBeNull();
    });

    it('leaves nothing behind when the source fails halfway (small and multipart)', async () => {
      const before = driver.leftovers().sort();
      for (const mb of [1, 12]) {
        const failing = Readable.from(
          (function* () {
            for (let i = 0; i < mb; i++) yield Buffer.alloc(MB, 1);
            throw new Error('the client went away');
          })(),
        );
        await expect(storage.put(`task-files/broken-${mb}.bin`, failing)).rejects.toThrow();
        expect(await storage.stat(`task-files/broken-${mb}.bin`)).toBeNull();
      }
      expect(driver.leftovers().sort()).toEqual(before);
    });

    it('rejects a source that fails before it is read, and leaves nothing behind', async () => {
      // A read stream whose file is gone (a request's temporary upload removed when its client went
      // away) fails while the driver still prepares its write: put must reject, not end the process.
      const before = driver.leftovers().sort();
      const gone = createReadStream(join(tmpdir(), `campus-storage-gone-${randomUUID()}`));
      await expect(storage.put('task-files/gone.bin', gone)).rejects.toThrow(/ENOENT/);
      expect(await storage.stat('task-files/gone.bin')).toBeNull();
      expect(driver.leftovers().sort()).toEqual(before);
    });

    it('refuses keys the server did not make (no way out of the folder)', async () => {
      for (const key of ['../x.txt', 'task-files/../x.txt', '/etc/passwd', 'Task/x', 'x.txt']) {
        await expect(storage.put(key, Readable.from([Buffer.from('x')]))).rejects.toThrow(
          /invalid key/,
        );
        await expect(storage.get(key)).rejects.toThrow(/invalid key/);
      }
    });

    it('streams a 50 MB file in and out without holding it in memory', async () => {
      // A write's hold is what it has taken from the source and not yet stored, read each time the
      // source makes a chunk: a driver that held the file would reach 50 MB; a streamed write holds
      // a part or two (S3's parts are 5 MB). Counted, not sampled from the process's memory, which
      // holds whatever the garbage collector has not yet freed.
      const storedBefore = driver.storedBytes();
      let held = 0;
      const written = await storage.put(
        'task-files/large.bin',
        generated(50, (made) => {
          held = Math.max(held, made - (driver.storedBytes() - storedBefore));
        }),
      );
      expect(written).toBe(50 * MB);
      const got = await storage.get('task-files/large.bin');
      expect(got?.size).toBe(50 * MB);
      const read = await peakGrowth(async () => {
        const h = createHash('sha256');
        for await (const c of got!.stream) h.update(c as Buffer);
        return h.digest('hex');
      });
      expect(read.result).toBe(expectedDigest(50));
      console.log(
        `storage [${driver.name}]: 50 MB put held ${(held / MB).toFixed(1)} MB at most, get +${read.growthMb} MB RSS at peak`,
      );
      expect(held).toBeLessThan(20 * MB);
      // Reading the file whole would take 50 MB or more; a streamed read holds a few chunks.
      expect(read.growthMb).toBeLessThan(40);
      await storage.delete('task-files/large.bin');
    });
  });
}

describe('local storage after a crash', () => {
  it('removes temporary files older than the cut-off, and only those', async () => {
    const root = mkdtempSync(join(tmpdir(), 'campus-storage-'));
    try {
      const storage = new LocalDiskStorage(root);
      await storage.put('task-files/kept.txt', Readable.from([Buffer.from('kept')]));
      const old = join(root, 'task-files', '.tmp-old');
      const fresh = join(root, 'task-files', '.tmp-fresh');
      const incoming = join(root, '.incoming', 'request-upload');
      mkdirSync(join(root, '.incoming'));
      for (const f of [old, fresh, incoming]) writeFileSync(f, 'partial');
      const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
      utimesSync(old, twoHoursAgo, twoHoursAgo);
      utimesSync(incoming, twoHoursAgo, twoHoursAgo);
      await storage.removeStalePartials(60 * 60 * 1000);
      expect(existsSync(old)).toBe(false);
      expect(existsSync(fresh)).toBe(true);
      // The request's own temporary folder is http/uploads.ts's business.
      expect(existsSync(incoming)).toBe(true);
      expect(await storage.stat('task-files/kept.txt')).toEqual({ size: 4 });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('storage configuration', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'campus-storage-cfg-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig({ DATA_DIR: dataDir, ...env });
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      return (err as ConfigError).problems;
    }
    return [];
  };

  it('keeps files on the local disk under DATA_DIR/uploads by default', async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.storage).toEqual({ kind: 'local' });
    const { storage } = await openStorage(config);
    expect(storage).toBeInstanceOf(LocalDiskStorage);
    expect((storage as LocalDiskStorage).root).toBe(join(dataDir, 'uploads'));
  });

  it('names every missing S3 setting in plain words', () => {
    expect(problems({ STORAGE: 's3', S3_ACCESS_KEY_ID: 'k' })).toEqual([
      expect.stringMatching(/^S3_BUCKET: required with STORAGE=s3/),
      expect.stringMatching(/^S3_REGION: required with STORAGE=s3/),
      expect.stringMatching(/^S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither/),
    ]);
    expect(problems({ STORAGE: 'disk' })).toEqual([expect.stringMatching(/^STORAGE: /)]);
    expect(
      problems({ STORAGE: 's3', S3_BUCKET: 'b', S3_REGION: 'r', S3_ENDPOINT: 'nope' }),
    ).toEqual([expect.stringMatching(/^S3_ENDPOINT: /)]);
  });

  it('refuses S3 settings while files stay local, rather than ignoring them', () => {
    expect(problems({ S3_BUCKET: 'campus-files' })).toEqual([
      expect.stringMatching(/^S3_BUCKET: set only with STORAGE=s3/),
    ]);
  });

  it('reads the S3 settings', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      STORAGE: 's3',
      S3_BUCKET: 'campus-files',
      S3_REGION: 'eu-west-1',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'campus-files',
      region: 'eu-west-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
  });

  it('stops at start, in plain words, when the bucket cannot be used', async () => {
    const s3 = await startS3();
    try {
      await expect(
        openStorage({ dataDir, storage: { kind: 's3', ...s3.settings, bucket: 'no-such-bucket' } }),
      ).rejects.toThrow(/the S3 bucket "no-such-bucket" cannot be used: it does not exist/);
    } finally {
      await s3.stop();
    }
  });
});
