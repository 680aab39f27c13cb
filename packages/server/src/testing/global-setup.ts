// Runs once before the server tests: creates the databases a server's first start leaves (migrated,
// with the job queue's schema and a queue per background job; no demo data) as templates. Each test
// server copies one instead of running the migrations again: a PGlite data directory is copied as
// files (a fraction of a second instead of initdb and the setup's seconds), and on the PostgreSQL of
// TEST_DATABASE_URL a fresh database is `CREATE DATABASE … TEMPLATE` of a migrated one.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../app';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** The migrated template database on TEST_DATABASE_URL's server ('' without one). */
    postgresTemplate: string;
  }
}

async function firstStart(dataDir: string, databaseUrl?: string) {
  const campus = await buildApp({
    logger: false,
    env: {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'test-secret-that-is-at-least-32-characters-long',
      PAYMENT_WEBHOOK_SECRET: 'test-webhook-secret',
      PUBLIC_URL: 'http://campus.test',
      WEB_DIST: join(dataDir, 'no-web-build'),
    },
  });
  await campus.close();
}

async function onAdmin(adminUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'campus-template-'));
  await firstStart(dir);
  project.provide('pgliteTemplate', join(dir, 'pglite'));

  const adminUrl = process.env.TEST_DATABASE_URL;
  const postgresTemplate = adminUrl ? `campus_template_${randomBytes(6).toString('hex')}` : '';
  if (adminUrl) {
    await onAdmin(adminUrl, `CREATE DATABASE ${postgresTemplate}`);
    const url = new URL(adminUrl);
    url.pathname = `/${postgresTemplate}`;
    // The server's own files (keys, uploads) of that first start are not part of the template.
    const scratch = mkdtempSync(join(tmpdir(), 'campus-template-pg-'));
    await firstStart(scratch, url.toString());
    rmSync(scratch, { recursive: true, force: true });
  }
  project.provide('postgresTemplate', postgresTemplate);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (adminUrl)
      await onAdmin(adminUrl, `DROP DATABASE IF EXISTS ${postgresTemplate} WITH (FORCE)`);
  };
}
