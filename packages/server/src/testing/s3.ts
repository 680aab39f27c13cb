// A real S3-compatible server for the storage tests (s3rver, an npm package: CI machines may have
// only Node and npm), started on 127.0.0.1 with a free port and one bucket, and stopped by the test.
// It runs in a child process so that what a test measures of its own process (memory while a large
// file streams) is not the server's.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { S3Settings } from '../config';

export interface TestS3 {
  settings: S3Settings;
  /** The bucket's folder on disk (s3rver keeps one folder per object). */
  directory: string;
  stop(): Promise<void>;
}

const BUCKET = 'campus-files';

const CHILD = `
const S3rver = require(process.env.S3RVER_PATH);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: process.env.S3RVER_DIR,
  configureBuckets: [{ name: '${BUCKET}' }],
});
server.run().then((addr) => process.stdout.write(JSON.stringify({ port: addr.port }) + '\\n'));
process.on('disconnect', () => process.exit(0));
`;

export async function startS3(): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'campus-s3-'));
  const child: ChildProcess = spawn(process.execPath, ['-e', CHILD], {
    env: {
      ...process.env,
      S3RVER_PATH: createRequire(import.meta.url).resolve('s3rver'),
      S3RVER_DIR: directory,
    },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n')[0];
      if (out.includes('\n') && line) resolve((JSON.parse(line) as { port: number }).port);
    });
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code}) before listening`)));
  });
  return {
    settings: {
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      // s3rver's fixed development credentials.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    },
    directory: join(directory, BUCKET),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill();
        await exited;
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
