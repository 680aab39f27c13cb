/**
 * No hand-written .ts file in packages/server/src runs past 400 lines: a file that grows past it is
 * split by meaning (a module per concern, tests per behaviour with their testbed in a helper beside
 * them). Generated code (a `generated` folder or a `.generated.ts` file) is exempt.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MAX_LINES = 400;
const src = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

const isGenerated = (relative: string) =>
  relative.split(path.sep).includes('generated') || relative.endsWith('.generated.ts');

/** Lines as `wc -l` counts them (newlines), so the number matches what a reader measures. */
const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** Each hand-written .ts file under `root` longer than MAX_LINES, as "path (n lines)". */
function oversized(root: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const full = path.join(entry.parentPath, entry.name);
    const relative = path.relative(root, full);
    if (isGenerated(relative)) continue;
    const lines = lineCount(readFileSync(full, 'utf8'));
    if (lines > MAX_LINES) found.push(`${relative} (${lines} lines)`);
  }
  return found.sort();
}

describe('server source file size', () => {
  it(`keeps every hand-written file in src at ${MAX_LINES} lines or fewer`, () => {
    expect(oversized(src)).toEqual([]);
  });

  it('flags a file one line over the limit and exempts generated code', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'file-size-'));
    try {
      const lines = (n: number) => 'export {};\n'.repeat(n);
      writeFileSync(path.join(root, 'at-limit.ts'), lines(MAX_LINES));
      writeFileSync(path.join(root, 'over.ts'), lines(MAX_LINES + 1));
      writeFileSync(path.join(root, 'client.generated.ts'), lines(MAX_LINES + 1));
      expect(oversized(root)).toEqual([`over.ts (${MAX_LINES + 1} lines)`]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
