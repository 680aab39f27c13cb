import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

const here = dirname(fileURLToPath(import.meta.url));
// VISUAL_BASELINE_DIR: another folder of pictures (two update runs into two folders, compared,
// prove the pictures do not change from run to run).
export const baselineDir = process.env.VISUAL_BASELINE_DIR ?? resolve(here, '../visual/baselines');
export const resultDir = resolve(here, '../visual/results');

/** `pnpm visual:update` sets it: the pictures taken become the baselines. */
export const updating = process.env.VISUAL_UPDATE === '1';

/**
 * The tolerance. pixelmatch's colour threshold (0–1; 0.1 is its default) and its anti-aliasing
 * detection (AA pixels never count) absorb sub-pixel text rendering; beyond that a picture may
 * differ in at most MAX_DIFF_PIXELS pixels — less than one character, so a moved button, a wrapped
 * label or a changed colour fails.
 */
const THRESHOLD = 0.1;
const MAX_DIFF_PIXELS = 40;

export interface Outcome {
  name: string;
  /** Why it failed, or null. */
  failure: string | null;
}

/** Compares a picture with its baseline; on a difference writes actual and diff to results/. */
export function check(name: string, picture: Buffer): Outcome {
  const baselinePath = join(baselineDir, `${name}.png`);
  if (updating) {
    mkdirSync(baselineDir, { recursive: true });
    writeFileSync(baselinePath, picture);
    return { name, failure: null };
  }
  const fail = (failure: string): Outcome => {
    mkdirSync(resultDir, { recursive: true });
    writeFileSync(join(resultDir, `${name}.actual.png`), picture);
    return { name, failure };
  };
  if (!existsSync(baselinePath))
    return fail('no baseline (make one deliberately: pnpm visual:update)');
  const expected = PNG.sync.read(readFileSync(baselinePath));
  const actual = PNG.sync.read(picture);
  // A page that grew or shrank (the likeliest change of layout) is compared on the larger of the
  // two canvases, so it too fails with a diff image showing where it moved.
  const width = Math.max(expected.width, actual.width);
  const height = Math.max(expected.height, actual.height);
  const resized =
    expected.width !== actual.width || expected.height !== actual.height
      ? `size ${actual.width}×${actual.height}, baseline ${expected.width}×${expected.height}; `
      : '';
  const diff = new PNG({ width, height });
  const count = pixelmatch(
    onCanvas(expected, width, height),
    onCanvas(actual, width, height),
    diff.data,
    width,
    height,
    { threshold: THRESHOLD, includeAA: false },
  );
  if (!resized && count <= MAX_DIFF_PIXELS) return { name, failure: null };
  const failure = fail(
    `${resized}${count} pixels differ (diff: e2e/visual/results/${name}.diff.png)`,
  );
  writeFileSync(join(resultDir, `${name}.diff.png`), PNG.sync.write(diff));
  return failure;
}

/** The picture's pixels at the top left of a width × height canvas (the rest transparent). */
function onCanvas(
  png: { width: number; height: number; data: Buffer },
  width: number,
  height: number,
) {
  if (png.width === width && png.height === height) return png.data;
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < png.height; y++)
    png.data.copy(data, y * width * 4, y * png.width * 4, (y + 1) * png.width * 4);
  return data;
}

/** Starts a run: the results of the last one are removed. */
export function clearResults() {
  rmSync(resultDir, { recursive: true, force: true });
}

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${title}</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 1rem; }
section { margin-block: 1.5rem; }
.row { display: flex; gap: 1rem; align-items: flex-start; overflow-x: auto; }
figure { margin: 0; }
img { border: 1px solid #ccc; max-inline-size: 640px; block-size: auto; }
img.narrow { max-inline-size: 200px; }
</style>
</head>
<body>
<h1>${title}</h1>
${body}
</body>
</html>
`;

/**
 * The designers' gallery (e2e/visual/baselines/index.html): every page's four pictures side by
 * side, grouped by page. Written with the baselines, so it always shows what is committed.
 */
export function writeGallery() {
  if (!existsSync(baselineDir)) return;
  const names = readdirSync(baselineDir)
    .filter((f) => f.endsWith('.png'))
    .map((f) => f.slice(0, -4))
    .sort();
  const groups = new Map<string, string[]>();
  for (const name of names) {
    const key = name.replace(/-(360|1280)-(light|dark)$/, '');
    groups.set(key, [...(groups.get(key) ?? []), name]);
  }
  const body = [...groups]
    .map(
      ([key, shots]) =>
        `<section><h2>${key}</h2><div class="row">${shots
          .map(
            (s) =>
              `<figure><img ${s.includes('-360-') ? 'class="narrow" ' : ''}src="${s}.png" alt="${s}" loading="lazy"><figcaption>${s}</figcaption></figure>`,
          )
          .join('')}</div></section>`,
    )
    .join('\n');
  writeFileSync(join(baselineDir, 'index.html'), page('Campus: every page, as committed', body));
}

/** The failures, baseline beside actual beside diff (e2e/visual/results/index.html). */
export function writeFailureReport(failed: Outcome[]) {
  mkdirSync(resultDir, { recursive: true });
  const body = failed
    .map(
      (f) =>
        `<section><h2>${f.name}</h2><p>${f.failure}</p><div class="row">${['../baselines/', '', '']
          .map((dir, i) => {
            const file = `${dir}${f.name}${['', '.actual', '.diff'][i]}.png`;
            return `<figure><img src="${file}" alt="${file}"><figcaption>${file}</figcaption></figure>`;
          })
          .join('')}</div></section>`,
    )
    .join('\n');
  writeFileSync(join(resultDir, 'index.html'), page('Campus: pictures that changed', body));
}
