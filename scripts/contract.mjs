// The contract's sources (openapi.yaml + areas/*.yaml) merged into one document, with every way the
// sources can go wrong listed rather than silently resolved. bundle-contract.mjs writes the result;
// tests call it on small fixture contracts.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * Merges `<dir>/openapi.yaml` and `<dir>/areas/*.yaml` (in file-name order). Each area file is a
 * partial OpenAPI document holding `paths` and `components`, named after the one tag its operations
 * carry (`areas/bookings.yaml` holds the operations tagged `bookings`), as the SDK's endpoint folders
 * are. A key defined twice, another top-level key, or an operation filed under another tag's file is
 * a problem: the caller gets the list and must not use the document.
 */
export function bundleContract(dir) {
  const doc = parse(readFileSync(join(dir, 'openapi.yaml'), 'utf8'));
  doc.paths ??= {};
  doc.components ??= {};
  const areas = readdirSync(join(dir, 'areas'))
    .filter((f) => f.endsWith('.yaml'))
    .sort();
  const problems = [];
  for (const file of areas) {
    const tag = file.slice(0, -'.yaml'.length);
    const part = parse(readFileSync(join(dir, 'areas', file), 'utf8')) ?? {};
    for (const [path, item] of Object.entries(part.paths ?? {})) {
      problems.push(...misfiled(file, tag, path, item));
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
  return { doc, areas, problems };
}

/** The operations of one path item that are not tagged with exactly the tag their file is named after. */
function misfiled(file, tag, path, item) {
  const problems = [];
  for (const method of METHODS) {
    const op = item?.[method];
    if (!op) continue;
    const tags = op.tags ?? [];
    const where = `${file}: operation ${op.operationId ?? '(no operationId)'} (${method.toUpperCase()} ${path})`;
    if (tags.length !== 1)
      problems.push(
        `${where} has tags [${tags.join(', ')}]; an operation carries exactly one tag and is filed in areas/<tag>.yaml`,
      );
    else if (tags[0] !== tag)
      problems.push(`${where} is tagged ${tags[0]}, not ${tag}: file it in areas/${tags[0]}.yaml`);
  }
  return problems;
}
