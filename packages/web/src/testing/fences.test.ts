/**
 * The web app's import fences (eslint.config.js, `webFences`) must bite: a feature importing
 * another feature, a feature importing the app, lib or the data layer importing up, an SDK call in
 * the data layer, a query key spelled outside it, an import cycle and a date formatted outside the
 * time formatter (@campus/time) each fail lint. Snippets are
 * linted as if they lived at the given path; the cycle uses two real files.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const src = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const repoRoot = path.resolve(src, '../../..');
// `ignore: false` so the deliberate fixtures, ignored in ordinary runs, are linted here.
const eslint = new ESLint({ cwd: repoRoot, ignore: false });

async function ruleIds(relativePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(src, relativePath) });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

describe('web import fences', { timeout: 60_000 }, () => {
  it('refuses a feature importing another feature', async () => {
    const ids = await ruleIds(
      'features/courses/fence-probe.ts',
      "import { HomePage } from '../home/home-page';\nexport const x = HomePage;\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('refuses a feature importing the app', async () => {
    const ids = await ruleIds(
      'features/courses/fence-probe.ts',
      "import { appNavigate } from '../../app/navigation';\nexport const x = appNavigate;\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('refuses lib importing a feature or the app', async () => {
    const feature = await ruleIds(
      'lib/fence-probe.ts',
      "import { formatPrice } from '../features/courses/format';\nexport const x = formatPrice;\n",
    );
    const app = await ruleIds(
      'lib/fence-probe.ts',
      "import { appNavigate } from '../app/navigation';\nexport const x = appNavigate;\n",
    );
    expect(feature).toContain('import-x/no-restricted-paths');
    expect(app).toContain('import-x/no-restricted-paths');
  });

  it('refuses the data layer importing a feature or the app, and lib importing the data layer', async () => {
    const feature = await ruleIds(
      'data/courses/fence-probe.ts',
      "import { coursesQuery } from '../../features/courses/courses.api';\nexport const x = coursesQuery;\n",
    );
    const app = await ruleIds(
      'data/courses/fence-probe.ts',
      "import { appNavigate } from '../../app/navigation';\nexport const x = appNavigate;\n",
    );
    const lib = await ruleIds(
      'lib/fence-probe.ts',
      "import { courseKeys } from '../data/courses/keys';\nexport const x = courseKeys;\n",
    );
    expect(feature).toContain('import-x/no-restricted-paths');
    expect(app).toContain('import-x/no-restricted-paths');
    expect(lib).toContain('import-x/no-restricted-paths');
  });

  it('keeps the data layer plain data: packages as types only', async () => {
    const call = await ruleIds(
      'data/courses/fence-probe.ts',
      "import { listCourses } from '@campus/sdk';\nexport const x = listCourses;\n",
    );
    const query = await ruleIds(
      'data/courses/fence-probe.ts',
      "import { queryOptions } from '@tanstack/react-query';\nexport const x = queryOptions;\n",
    );
    const type = await ruleIds(
      'data/courses/fence-probe.ts',
      "import type { ListCoursesParams } from '@campus/sdk';\nexport const x = (p: ListCoursesParams) => ['courses', p] as const;\n",
    );
    expect(call).toContain('@typescript-eslint/no-restricted-imports');
    expect(query).toContain('@typescript-eslint/no-restricted-imports');
    expect(type).toEqual([]);
  });

  it('refuses a query key spelled by hand outside the data layer', async () => {
    const read = await ruleIds(
      'features/courses/fence-probe.ts',
      "export const q = { queryKey: ['courses', 'list'] as const };\n",
    );
    const invalidate = await ruleIds(
      'app/fence-probe.ts',
      [
        "import type { QueryClient } from '@tanstack/react-query';",
        "export const f = (c: QueryClient) => c.invalidateQueries({ queryKey: ['dashboard'] });",
        "export const g = (c: QueryClient) => c.setQueryData(['me'], null);",
        '',
      ].join('\n'),
    );
    expect(read).toEqual(['no-restricted-syntax']);
    expect(invalidate).toEqual(['no-restricted-syntax', 'no-restricted-syntax']);
  });

  it('lets a feature import config, lib, the data layer and its own files', async () => {
    const ids = await ruleIds(
      'features/courses/fence-probe.ts',
      [
        "import { paths } from '../../config/paths';",
        "import { courseKeys } from '../../data/courses/keys';",
        "import { countOf } from '../../lib/plural';",
        "import { formatPrice } from './format';",
        'export const x = [paths, countOf, formatPrice];',
        'export const q = { queryKey: courseKeys.detail(String(x.length)) };',
        '',
      ].join('\n'),
    );
    expect(ids).toEqual([]);
  });

  it('refuses a date written outside the time formatter (@campus/time)', async () => {
    const RULE = 'no-restricted-properties';
    const ids = await ruleIds(
      'features/courses/fence-probe.ts',
      [
        "const joined = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });",
        'export const a = (iso: string) => joined.format(new Date(iso));',
        "export const b = (d: Date) => d.toLocaleDateString('en-US');",
        "export const c = (d: Date) => d.toLocaleTimeString('en-US');",
        "export const d = (d: Date) => d.toLocaleString('en-GB');",
        'export const { DateTimeFormat } = Intl;',
        '',
      ].join('\n'),
    );
    expect(ids).toEqual([RULE, RULE, RULE, RULE, RULE]);
    // The kit's own components are held to it too; only the formatter's file (@campus/time) is not.
    const kit = path.resolve(src, '../../ui/src');
    const [inKit] = await eslint.lintText(
      "export const t = (d: Date) => new Intl.DateTimeFormat('en-US').format(d);\n",
      { filePath: path.join(kit, 'components/clock/fence-probe.ts') },
    );
    expect(inKit!.messages.map((m) => m.ruleId)).toEqual([RULE]);
    const [formatter] = await eslint.lintText(
      "export const t = (d: Date) => new Intl.DateTimeFormat('en-US').format(d);\n",
      { filePath: path.resolve(src, '../../time/src/date-time.ts') },
    );
    expect(formatter!.messages).toEqual([]);
  });

  it('lets dates go through the formatter and numbers through Intl.NumberFormat', async () => {
    const ids = await ruleIds(
      'features/courses/fence-probe.ts',
      [
        "import { formatInstant } from '@campus/time';",
        "export const a = (iso: string) => formatInstant(iso, 'adminTable');",
        "export const n = new Intl.NumberFormat('en-IN').format(1234);",
        'export type O = Intl.DateTimeFormatOptions;',
        '',
      ].join('\n'),
    );
    expect(ids).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    const results = await eslint.lintFiles([path.join(src, 'testing/lint-fixtures/cycle-a.ts')]);
    expect(results[0]!.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });
});
