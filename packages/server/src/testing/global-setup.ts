// Runs once before the server tests: creates one migrated PGlite data directory, with the job
// queue's schema, as a template. Each test file copies it (a fraction of a second) instead of running
// initdb again (seconds).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { JobQueue } from '../lib/job-queue';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'campus-template-'));
  const database = await openDatabase({ dataDir: dir });
  await migrate(database);
  const queue = new JobQueue(database, () => console as unknown as FastifyBaseLogger);
  await queue.open([]);
  await queue.stop();
  await database.close();
  project.provide('pgliteTemplate', join(dir, 'pglite'));
  return () => rmSync(dir, { recursive: true, force: true });
}
