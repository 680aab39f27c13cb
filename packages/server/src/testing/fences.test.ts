/**
 * The server's import fences (eslint.config.js, `serverFences`) must bite: http/, lib/, db/ and
 * realtime/ importing an area, an area importing another area's inside, and the composition or
 * the seed going past an area's public.ts each fail lint — type-only imports too; the allowed
 * paths pass, and the server reaches no UI code (the kit, the app, React). Snippets are linted as if they lived at the given path (the imports resolve to the
 * real files).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const src = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const repoRoot = path.resolve(src, '../../..');
const eslint = new ESLint({ cwd: repoRoot });

async function ruleIds(relativePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(src, relativePath) });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

const FENCE = 'import-x/no-restricted-paths';

describe('server import fences', { timeout: 120_000 }, () => {
  it('refuses http/, lib/, db/ and realtime/ importing an area', async () => {
    const code = (from: string) =>
      `import { toUser } from '${from}/modules/users/public';\nexport const x = toUser;\n`;
    expect(await ruleIds('http/fence-probe.ts', code('..'))).toContain(FENCE);
    expect(await ruleIds('lib/fence-probe.ts', code('..'))).toContain(FENCE);
    expect(await ruleIds('db/fence-probe.ts', code('..'))).toContain(FENCE);
    expect(await ruleIds('realtime/fence-probe.ts', code('..'))).toContain(FENCE);
  });

  it('refuses a type-only import of an area from below', async () => {
    const ids = await ruleIds(
      'http/fence-probe.ts',
      "import type { UsersService } from '../modules/users/public';\nexport type X = UsersService;\n",
    );
    expect(ids).toContain(FENCE);
  });

  it('fences the event hub like the rest of realtime/ (it depends on its own NotificationStore)', async () => {
    const notifications =
      "import type { NotificationsService } from '../modules/notifications/service';\n" +
      'export type X = NotificationsService;\n';
    expect(await ruleIds('realtime/hub.ts', notifications)).toContain(FENCE);
    expect(await ruleIds('realtime/socket.ts', notifications)).toContain(FENCE);
    expect(
      await ruleIds(
        'realtime/hub.ts',
        "import { toUser } from '../modules/users/public';\nexport const x = toUser;\n",
      ),
    ).toContain(FENCE);
  });

  it("refuses an area importing another area's inside", async () => {
    const ids = await ruleIds(
      'modules/tasks/fence-probe.ts',
      "import { toUser } from '../users/service';\nexport const x = toUser;\n",
    );
    expect(ids).toContain(FENCE);
  });

  it("lets an area import another area's public.ts, lib/ and its own files", async () => {
    const ids = await ruleIds(
      'modules/tasks/fence-probe.ts',
      [
        "import { toUser } from '../users/public';",
        "import { isWorkingMentor } from '../../lib/mentor-review';",
        "import { taskEventTask } from './dto';",
        'export const x = [toUser, isWorkingMentor, taskEventTask];',
        '',
      ].join('\n'),
    );
    expect(ids).toEqual([]);
  });

  it("refuses the composition and the seed going past an area's public.ts", async () => {
    const inside = (from: string) =>
      `import { UsersService } from '${from}/modules/users/service';\nexport const x = UsersService;\n`;
    expect(await ruleIds('fence-probe.ts', inside('.'))).toContain(FENCE);
    expect(await ruleIds('plugins/fence-probe.ts', inside('..'))).toContain(FENCE);
    expect(await ruleIds('seed/fence-probe.ts', inside('..'))).toContain(FENCE);
  });

  it('lets the composition import the registry and public interfaces', async () => {
    const ids = await ruleIds(
      'fence-probe.ts',
      [
        "import { modules } from './modules/index';",
        "import { UsersService } from './modules/users/public';",
        'export const x = [modules, UsersService];',
        '',
      ].join('\n'),
    );
    expect(ids).toEqual([]);
  });

  it('refuses a time written outside the time formatter (@campus/time), and lets the server import it', async () => {
    const RULE = 'no-restricted-properties';
    const ids = await ruleIds(
      'modules/liveclasses/fence-probe.ts',
      [
        "const f = new Intl.DateTimeFormat('en-IN', { timeStyle: 'short' });",
        'export const a = (d: Date) => f.format(d);',
        "export const b = (d: Date) => d.toLocaleString('en-GB');",
        '',
      ].join('\n'),
    );
    expect(ids).toEqual([RULE, RULE]);
    const allowed = await ruleIds(
      'modules/liveclasses/fence-probe.ts',
      [
        "import { formatInstant } from '@campus/time';",
        "export const a = (d: Date) => formatInstant(d, 'list', { timeZone: 'Asia/Kolkata' });",
        "export const n = new Intl.NumberFormat('en-IN').format(1234);",
        '',
      ].join('\n'),
    );
    expect(allowed).toEqual([]);
    // The zone arithmetic's own file may build its formatters.
    expect(
      await ruleIds('lib/time-zone.ts', "export const z = new Intl.DateTimeFormat('en-US');\n"),
    ).toEqual([]);
  });

  it('refuses the UI kit, and lets the server import the colour values', async () => {
    const kit = await ruleIds(
      'modules/payments/fence-probe.ts',
      [
        "import { formatInstant } from '@campus/ui';",
        "import { lightColors } from '@campus/ui/tokens';",
        'export const a = [formatInstant, lightColors];',
        '',
      ].join('\n'),
    );
    expect(kit).toEqual(['no-restricted-imports', 'no-restricted-imports']);
    const tokens = await ruleIds(
      'modules/payments/fence-probe.ts',
      "import { lightColors } from '@campus/tokens';\nexport const a = lightColors;\n",
    );
    expect(tokens).toEqual([]);
  });
});
