import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { importCycles } from './import-cycles.mjs';

const dirs = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A source tree on disk: path → file text. */
function tree(files) {
  const dir = mkdtempSync(join(tmpdir(), 'campus-cycles-'));
  dirs.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, dirname(path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const area = [
  "import type { AppContext } from '../../context';",
  'export class UsersService {',
  '  constructor(readonly ctx: AppContext) {}',
  '}',
  '',
].join('\n');

describe('importCycles (pnpm lint: scripts/import-cycles.mjs)', { timeout: 60_000 }, () => {
  it('finds a cycle made of type-only imports (the context naming an area that imports it)', async () => {
    const dir = tree({
      'context.ts': [
        "import type { UsersService } from './modules/users/service';",
        'export interface AppContext { users: UsersService }',
        '',
      ].join('\n'),
      'modules/users/service.ts': area,
    });
    expect(await importCycles(dir)).toEqual([['context.ts', 'modules/users/service.ts']]);
  });

  it('counts inline type specifiers and type re-exports as edges too', async () => {
    const dir = tree({
      'context.ts': [
        "import { type UsersService } from './modules/users/public';",
        'export interface AppContext { users: UsersService }',
        '',
      ].join('\n'),
      'modules/users/public.ts': "export type { UsersService } from './service';\n",
      'modules/users/service.ts': area,
    });
    expect(await importCycles(dir)).toEqual([
      ['context.ts', 'modules/users/public.ts', 'modules/users/service.ts'],
    ]);
  });

  it('passes when the context owns the interface the area implements', async () => {
    const dir = tree({
      'services.ts': 'export interface UserRecords { byId(id: string): Promise<unknown> }\n',
      'context.ts': [
        "import type { UserRecords } from './services';",
        'export interface AppContext { users: UserRecords }',
        '',
      ].join('\n'),
      'modules/users/service.ts': [
        "import type { AppContext } from '../../context';",
        "import type { UserRecords } from '../../services';",
        'export class UsersService implements UserRecords {',
        '  constructor(readonly ctx: AppContext) {}',
        '  async byId(id: string) { return id; }',
        '}',
        '',
      ].join('\n'),
    });
    expect(await importCycles(dir)).toEqual([]);
  });
});
