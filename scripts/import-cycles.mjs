// Fails `pnpm lint` on an import cycle in the server, type-only imports counted. ESLint's
// import-x/no-cycle skips `import type` edges, and those are the ones that let context.ts name an
// area's service while the area imports the context: the shared layer then depends on what it
// serves. dpdm reads the TypeScript sources as they are (no transform, so type imports stay edges).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCircular, parseDependencyTree } from 'dpdm';

const root = dirname(dirname(fileURLToPath(import.meta.url)));

/** The folders checked, relative to the repository root. */
export const CHECKED = ['packages/server/src'];

/**
 * The import cycles among the `.ts` files under `dir` (absolute), each as the files on it (paths
 * relative to `dir`). Imports of packages are left out: only the files under `dir` are followed.
 */
export async function importCycles(dir) {
  const escaped = dir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const tree = await parseDependencyTree(['**/*.ts'], {
    cwd: dir,
    context: dir,
    include: new RegExp(`^${escaped}/`),
    exclude: /node_modules/,
    transform: false,
    skipDynamicImports: false,
  });
  return parseCircular(tree);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let found = 0;
  for (const folder of CHECKED) {
    const cycles = await importCycles(join(root, folder));
    found += cycles.length;
    for (const cycle of cycles)
      console.error(`${folder}: import cycle, type-only imports counted:\n  ${cycle.join(' -> ')}`);
  }
  if (found > 0) {
    console.error(
      `\n${found} import cycle(s). The shared code (context.ts, http/, lib/, db/, realtime/) names ` +
        'interfaces it owns, which the areas implement; it never imports an area, even for a type.',
    );
    process.exit(1);
  }
  console.log(`No import cycles in ${CHECKED.join(', ')} (type-only imports counted).`);
}
