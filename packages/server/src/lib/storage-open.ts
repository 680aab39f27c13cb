// Opens the storage driver the configuration names (lib/storage.ts). The S3 bucket is checked at
// start, so a wrong name or credential stops the server with a readable reason instead of failing
// the first upload.
import { join } from 'node:path';
import type { Config } from '../config';
import type { FileStorage } from './storage';
import { LocalDiskStorage } from './storage-local';
import { S3Storage } from './storage-s3';

export async function openStorage(
  config: Pick<Config, 'storage' | 'dataDir'>,
): Promise<{ storage: FileStorage; close: () => void }> {
  if (config.storage.kind === 'local') {
    return { storage: new LocalDiskStorage(join(config.dataDir, 'uploads')), close: () => {} };
  }
  const s3 = new S3Storage(config.storage);
  try {
    await s3.check();
  } catch (err) {
    s3.close();
    throw err;
  }
  return { storage: s3, close: () => s3.close() };
}
