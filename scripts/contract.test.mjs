import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { bundleContract } from './contract.mjs';

const dirs = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A contract on disk: a minimal openapi.yaml and the given area files (name → partial document). */
function contract(areas) {
  const dir = mkdtempSync(join(tmpdir(), 'campus-contract-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'areas'));
  writeFileSync(
    join(dir, 'openapi.yaml'),
    stringify({ openapi: '3.1.0', info: { title: 'Fixture', version: '0' }, paths: {} }),
  );
  for (const [file, part] of Object.entries(areas))
    writeFileSync(join(dir, 'areas', file), stringify(part));
  return dir;
}

const op = (operationId, tags) => ({
  operationId,
  tags,
  responses: { 200: { description: 'OK' } },
});

describe('bundleContract', () => {
  it('merges each area file whose operations carry its tag', () => {
    const { doc, problems } = bundleContract(
      contract({
        'bookings.yaml': {
          paths: { '/api/bookings': { get: op('listBookings', ['bookings']) } },
          components: { schemas: { Booking: { type: 'object' } } },
        },
        'tasks.yaml': { paths: { '/api/tasks': { post: op('createTask', ['tasks']) } } },
      }),
    );
    expect(problems).toEqual([]);
    expect(Object.keys(doc.paths)).toEqual(['/api/bookings', '/api/tasks']);
    expect(doc.components.schemas.Booking).toEqual({ type: 'object' });
  });

  it('refuses an operation filed under another tag’s file, naming the operation, its tag and the file', () => {
    const { problems } = bundleContract(
      contract({
        'tasks.yaml': {
          paths: {
            '/api/tasks': { get: op('listTasks', ['tasks']) },
            '/api/bookings/{id}': {
              parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
              delete: op('cancelBooking', ['bookings']),
            },
          },
        },
      }),
    );
    expect(problems).toEqual([
      'tasks.yaml: operation cancelBooking (DELETE /api/bookings/{id}) is tagged bookings, not tasks: file it in areas/bookings.yaml',
    ]);
  });

  it('refuses an operation with no tag or several, since it then has no one file', () => {
    const { problems } = bundleContract(
      contract({
        'tasks.yaml': {
          paths: {
            '/api/tasks': { get: op('listTasks', ['tasks', 'bookings']), post: op('createTask') },
          },
        },
      }),
    );
    expect(problems).toEqual([
      'tasks.yaml: operation listTasks (GET /api/tasks) has tags [tasks, bookings]; an operation carries exactly one tag and is filed in areas/<tag>.yaml',
      'tasks.yaml: operation createTask (POST /api/tasks) has tags []; an operation carries exactly one tag and is filed in areas/<tag>.yaml',
    ]);
  });

  it('refuses a path or a component defined twice', () => {
    const { problems } = bundleContract(
      contract({
        'bookings.yaml': {
          paths: { '/api/bookings': { get: op('listBookings', ['bookings']) } },
          components: { schemas: { Booking: { type: 'object' } } },
        },
        'tasks.yaml': {
          paths: { '/api/bookings': { get: op('listTaskBookings', ['tasks']) } },
          components: { schemas: { Booking: { type: 'string' } } },
        },
      }),
    );
    expect(problems).toEqual([
      'tasks.yaml: path /api/bookings is already defined',
      'tasks.yaml: components.schemas.Booking is already defined',
    ]);
  });

  it('finds the committed contract filed by tag', () => {
    const openapi = join(dirname(fileURLToPath(import.meta.url)), '..', 'openapi');
    const { doc, areas, problems } = bundleContract(openapi);
    expect(problems).toEqual([]);
    expect(areas).toEqual(doc.tags.map((t) => `${t.name}.yaml`).sort());
  });
});
