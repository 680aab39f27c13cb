// `pnpm typecheck [package ...]`: type-checks every workspace package (or the named ones, e.g.
// `pnpm typecheck web`) against its own tsconfig.json with TypeScript 7, the compiler's native port
// (the `typescript-7` alias): all packages in about 15 s on two cores, where TypeScript 5.9's tsc took
// about 55. TypeScript 5.9 (`typescript`) stays the library the tools load through its JavaScript
// API, which TypeScript 7 does not have (typescript-eslint's typed rules, the Vite and Storybook
// plugins, orval); both read the same tsconfig files. Exits non-zero if any package has an error.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = join(
  dirname(createRequire(import.meta.url).resolve('typescript-7/package.json')),
  'bin/tsc',
);

const all = readdirSync(join(root, 'packages')).filter((name) =>
  existsSync(join(root, 'packages', name, 'tsconfig.json')),
);
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !all.includes(name));
if (unknown.length > 0) {
  console.error(`No package named ${unknown.join(', ')}; the packages are ${all.join(', ')}.`);
  process.exit(2);
}

const failed = [];
for (const name of asked.length > 0 ? asked : all) {
  const started = performance.now();
  const result = spawnSync(process.execPath, [tsc, '--noEmit', '-p', join('packages', name)], {
    cwd: root,
    stdio: 'inherit',
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${result.status === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
  if (result.status !== 0) failed.push(name);
}
if (failed.length > 0) {
  console.error(`Type errors in ${failed.join(', ')}.`);
  process.exit(1);
}
