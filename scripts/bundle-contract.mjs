// Merges the contract's sources (openapi/openapi.yaml + openapi/areas/<tag>.yaml) into one document,
// openapi/dist/openapi.json — the file that is linted, generated from and served. The merge and its
// refusals (a key defined twice, an operation filed under another tag's file) are in contract.mjs.
import { writeFileSync, mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleContract } from './contract.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'openapi');
const { doc, areas, problems } = bundleContract(root);
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
mkdirSync(join(root, 'dist'), { recursive: true });
writeFileSync(join(root, 'dist', 'openapi.json'), JSON.stringify(doc, null, 2) + '\n');
console.log(
  `Bundled ${areas.length} areas, ${Object.keys(doc.paths).length} paths into openapi/dist/openapi.json`,
);
