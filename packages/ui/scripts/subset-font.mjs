#!/usr/bin/env node
// Writes the product's font files, Inter (variable, from @fontsource-variable/inter) cut to what the
// product draws, with the weight axis limited to 400–700 (the theme's four weights,
// contract.css.ts fontWeight); layout features (kerning, ligatures, tabular figures) are kept:
//   - src/theme/inter-subset.woff2 (~28 KB instead of 48 KB, preloaded by every first page):
//     printable ASCII, Latin-1 (names such as "José" or "Zoë"), typographic punctuation
//     (– — ‘ ’ “ ” … • ‰ ‹ ›), € ™ ← ↑ → ↓ −;
//   - src/theme/inter-rupee.woff2 (~1 KB, downloaded by the first page that shows a price): ₹, the
//     product's currency, which Inter keeps in its latin-ext file.
// fonts.css's unicode-ranges list the same characters, so the browser reaches for the next font of
// the stack (system-ui) only for anything else.
//
// The results are committed; run this only when the source font or the ranges change. subset-font
// (harfbuzz compiled to wasm) is not a dependency of the workspace, so install it beside the script
// for the run:  npm i --no-save --prefix /tmp/subset subset-font@2.9.0
//               SUBSET_FONT_DIR=/tmp/subset node packages/ui/scripts/subset-font.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const RANGES = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2010, 0x2027],
  [0x2030, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
  [0x2212, 0x2212],
];

const here = dirname(fileURLToPath(import.meta.url));
const ui = join(here, '..');
const fromUi = createRequire(join(ui, 'package.json'));
const finder = createRequire(join(process.env.SUBSET_FONT_DIR ?? ui, 'package.json'));
let subsetFont;
try {
  subsetFont = finder('subset-font');
} catch {
  console.error('subset-font is not installed; see the comment at the top of this script.');
  process.exit(2);
}
const faces = [
  { source: 'inter-latin-wght-normal.woff2', ranges: RANGES, target: 'inter-subset.woff2' },
  {
    source: 'inter-latin-ext-wght-normal.woff2',
    ranges: [[0x20b9, 0x20b9]],
    target: 'inter-rupee.woff2',
  },
];
for (const face of faces) {
  const source = readFileSync(fromUi.resolve(`@fontsource-variable/inter/files/${face.source}`));
  let text = '';
  for (const [from, to] of face.ranges)
    for (let c = from; c <= to; c++) text += String.fromCodePoint(c);
  const out = await subsetFont(source, text, {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: 400, max: 700 } },
  });
  const target = join(ui, 'src', 'theme', face.target);
  writeFileSync(target, out);
  console.log(`${target}: ${source.length} -> ${out.length} bytes`);
}
