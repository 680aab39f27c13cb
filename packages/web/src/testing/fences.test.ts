/**
 * The web app's import fences (eslint.config.js, `webFences`) must bite: a feature importing
 * another feature, a feature importing the app, lib importing up, and an import cycle each fail
 * lint. Snippets are linted as if they lived at the given path; the cycle uses two real files.
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

  it('lets a feature import config, lib and its own files', async () => {
    const ids = await ruleIds(
      'features/courses/fence-probe.ts',
      [
        "import { paths } from '../../config/paths';",
        "import { countOf } from '../../lib/plural';",
        "import { formatPrice } from './format';",
        'export const x = [paths, countOf, formatPrice];',
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
