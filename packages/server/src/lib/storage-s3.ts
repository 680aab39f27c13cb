// The storage driver for several instances (lib/storage.ts): objects in one bucket of any
// S3-compatible service (AWS S3, MinIO, Ceph, R2…) through the AWS SDK v3, under the same keys as
// the local driver. Writes stream as a multipart upload (lib-storage), holding at most one 5 MB part
// in memory, and abort on error so nothing is left under the key; reads stream the object's body.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import type { S3Settings } from '../config';
import { checkKey, holdSource, type FileStorage, type StoredObject } from './storage';

/** The smallest part S3 accepts; also the most a write holds in memory at once. */
const PART_BYTES = 5 * 1024 * 1024;

function isMissing(err: unknown): boolean {
  return err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404;
}

export class S3Storage implements FileStorage {
  readonly kind = 's3';
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
      // Checksums only where the API requires them: the SDK's newer default (a CRC32 on every
      // request and answer) is refused or ignored by several S3-compatible servers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** Fails at start, in plain words, when the bucket cannot be reached with these settings. */
  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (err) {
      const status = err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined;
      const why =
        status === 404
          ? 'it does not exist'
          : status === 403 || status === 401
            ? 'these credentials may not use it'
            : `it could not be reached (${err instanceof Error ? err.message : String(err)})`;
      throw new Error(
        `storage: the S3 bucket "${this.bucket}" cannot be used: ${why}. Check S3_BUCKET, S3_ENDPOINT, S3_REGION and the credentials.`,
        { cause: err },
      );
    }
  }

  async put(key: string, body: Readable): Promise<number> {
    const release = holdSource(body);
    try {
      let size = 0;
      body.on('data', (chunk: Buffer) => (size += chunk.length));
      const upload = new Upload({
        client: this.client,
        params: { Bucket: this.bucket, Key: checkKey(key), Body: body },
        partSize: PART_BYTES,
        queueSize: 1,
        leavePartsOnError: false,
      });
      await upload.done();
      return size;
    } finally {
      release();
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const res = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }),
      );
      // In Node the SDK answers the HTTP response itself: a stream, read as it is sent on.
      if (!(res.Body instanceof Readable)) throw new Error('storage: S3 answered no stream');
      return { stream: res.Body, size: res.ContentLength ?? 0 };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      const res = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }),
      );
      return { size: res.ContentLength ?? 0 };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
  }

  close(): void {
    this.client.destroy();
  }
}
