// Runs once before the server tests: creates one PGlite data directory as a template, as a server's
// first start leaves it (migrated, with the job queue's schema and a queue per background job; no
// demo data). Each test file copies it (a fraction of a second) instead of running initdb and the
// setup again (seconds).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../app';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'campus-template-'));
  const campus = await buildApp({
    logger: false,
    env: {
      NODE_ENV: 'test',
      DATA_DIR: dir,
      JWT_SECRET: 'test-secret-that-is-at-least-32-characters-long',
      PAYMENT_WEBHOOK_SECRET: 'test-webhook-secret',
      PUBLIC_URL: 'http://campus.test',
      WEB_DIST: join(dir, 'no-web-build'),
    },
  });
  await campus.close();
  project.provide('pgliteTemplate', join(dir, 'pglite'));
  return () => rmSync(dir, { recursive: true, force: true });
}
