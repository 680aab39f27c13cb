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
 * The tolerance, in three parts, so a picture does not depend on how one browser build draws the
 * edges of letters and shapes, yet a block moved by one pixel fails:
 * - per pixel, pixelmatch's colour threshold (0–1; 0.1 is its default) and its anti-aliasing
 *   detection (a pixel it takes for a smoothed edge never counts);
 * - what still differs is grouped into clusters of touching pixels: rasterising noise is specks of
 *   a few pixels along edges, while a block that moved differs along a whole edge (a 1 px shift of
 *   a button or a line of text is a run of pixels as long as its side or its letters are tall), so
 *   one cluster larger than MAX_CLUSTER fails;
 * - and at most MAX_DIFF_PIXELS specks in all (a whole page of slightly different text is noise;
 *   more is a change of colour or weight).
 */
const THRESHOLD = 0.1;
const MAX_CLUSTER = 6;
const MAX_DIFF_PIXELS = 200;

interface Picture {
  width: number;
  height: number;
  data: Buffer | Uint8Array;
}

export interface Comparison {
  /** Why the pictures differ beyond the tolerance, or null. */
  failure: string | null;
  /** The differing pixels marked in red over the expected picture (pixelmatch's diff image). */
  diff: Buffer;
  width: number;
  height: number;
}

/** Compares two pictures (RGBA) under the tolerance above. */
export function compare(expected: Picture, actual: Picture): Comparison {
  // A page that grew or shrank (the likeliest change of layout) is compared on the larger of the
  // two canvases, so it too fails with a diff image showing where it moved.
  const width = Math.max(expected.width, actual.width);
  const height = Math.max(expected.height, actual.height);
  const diff = Buffer.alloc(width * height * 4);
  pixelmatch(
    onCanvas(expected, width, height),
    onCanvas(actual, width, height),
    diff,
    width,
    height,
    { threshold: THRESHOLD, includeAA: false },
  );
  // The diff image is the expected picture in grey (red, green and blue equal), anti-aliased
  // pixels in yellow and the differing ones in pure red: those are the pixels that count.
  const differs = new Uint8Array(width * height);
  for (let i = 0; i < differs.length; i++)
    if (diff[i * 4] === 255 && diff[i * 4 + 1] === 0 && diff[i * 4 + 2] === 0) differs[i] = 1;
  const { count, largest } = clusters(differs, width, height);
  const reasons = [
    expected.width !== actual.width || expected.height !== actual.height
      ? `size ${actual.width}×${actual.height}, baseline ${expected.width}×${expected.height}`
      : null,
    largest > MAX_CLUSTER
      ? `a patch of ${largest} touching pixels differs (more than ${MAX_CLUSTER}: something moved or changed)`
      : null,
    count > MAX_DIFF_PIXELS ? `${count} pixels differ (more than ${MAX_DIFF_PIXELS})` : null,
  ].filter((r): r is string => r !== null);
  return { failure: reasons.length ? reasons.join('; ') : null, diff, width, height };
}

/** How many pixels are marked, and the size of the largest group of touching (8-way) ones. */
function clusters(marked: Uint8Array, width: number, height: number) {
  const seen = new Uint8Array(marked.length);
  const stack: number[] = [];
  let count = 0;
  let largest = 0;
  for (let start = 0; start < marked.length; start++) {
    if (!marked[start] || seen[start]) continue;
    let size = 0;
    seen[start] = 1;
    stack.push(start);
    while (stack.length) {
      const i = stack.pop()!;
      size++;
      const x = i % width;
      const y = (i - x) / width;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const n = ny * width + nx;
          if (marked[n] && !seen[n]) {
            seen[n] = 1;
            stack.push(n);
          }
        }
    }
    count += size;
    largest = Math.max(largest, size);
  }
  return { count, largest };
}

/** Names the browser that drew the baselines (e2e/visual/baselines/browser.txt). */
const browserFile = join(baselineDir, 'browser.txt');

/**
 * Writes down the browser an update ran in, beside the baselines it drew; on a check, says so when
 * the baselines come from another browser (the tolerance is meant to absorb that, and a failure
 * is then easier to read). Returns that note, or null.
 */
export function recordBrowser(browser: string): string | null {
  if (updating) {
    mkdirSync(baselineDir, { recursive: true });
    writeFileSync(browserFile, `${browser}\n`);
    return null;
  }
  const drewThem = existsSync(browserFile) ? readFileSync(browserFile, 'utf8').trim() : 'unknown';
  return drewThem === browser ? null : `baselines drawn by ${drewThem}; this run: ${browser}`;
}

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
  const baseline = readFileSync(baselinePath);
  // The same browser build draws the same bytes: nothing to decode or compare.
  if (baseline.equals(picture)) return { name, failure: null };
  const result = compare(PNG.sync.read(baseline), PNG.sync.read(picture));
  if (!result.failure) return { name, failure: null };
  const outcome = fail(`${result.failure} (diff: e2e/visual/results/${name}.diff.png)`);
  const diff = new PNG({ width: result.width, height: result.height });
  result.diff.copy(diff.data);
  writeFileSync(join(resultDir, `${name}.diff.png`), PNG.sync.write(diff));
  return outcome;
}

/** The picture's pixels at the top left of a width × height canvas (the rest transparent). */
function onCanvas(png: Picture, width: number, height: number) {
  const source = Buffer.from(png.data.buffer, png.data.byteOffset, png.data.byteLength);
  if (png.width === width && png.height === height) return source;
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < png.height; y++)
    source.copy(data, y * width * 4, y * png.width * 4, (y + 1) * png.width * 4);
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
