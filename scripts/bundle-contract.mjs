// Merges the contract's sources (openapi/openapi.yaml + openapi/areas/*.yaml) into one document,
// openapi/dist/openapi.json — the file that is linted, generated from and served.
// Each area file is a partial OpenAPI document holding `paths` and `components`; a key defined twice
// is an error, so two areas can never silently overwrite each other.
import { readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'openapi');
const doc = parse(readFileSync(join(root, 'openapi.yaml'), 'utf8'));
doc.paths ??= {};
doc.components ??= {};

const areas = readdirSync(join(root, 'areas'))
  .filter((f) => f.endsWith('.yaml'))
  .sort();
const problems = [];
for (const file of areas) {
  const part = parse(readFileSync(join(root, 'areas', file), 'utf8')) ?? {};
  for (const [path, item] of Object.entries(part.paths ?? {})) {
    if (doc.paths[path]) problems.push(`${file}: path ${path} is already defined`);
    else doc.paths[path] = item;
  }
  for (const [section, entries] of Object.entries(part.components ?? {})) {
    doc.components[section] ??= {};
    for (const [name, value] of Object.entries(entries ?? {})) {
      if (doc.components[section][name])
        problems.push(`${file}: components.${section}.${name} is already defined`);
      else doc.components[section][name] = value;
    }
  }
  for (const key of Object.keys(part)) {
    if (key !== 'paths' && key !== 'components')
      problems.push(`${file}: only paths and components belong in an area file (found ${key})`);
  }
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
mkdirSync(join(root, 'dist'), { recursive: true });
writeFileSync(join(root, 'dist', 'openapi.json'), JSON.stringify(doc, null, 2) + '\n');
console.log(
  `Bundled ${areas.length} areas, ${Object.keys(doc.paths).length} paths into openapi/dist/openapi.json`,
);
