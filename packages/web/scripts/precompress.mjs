// The .br (quality 11) and .gz twins the server sends instead of a file
// (@fastify/static `preCompressed`): written by the web build for every text asset
// (vite.config.ts) and by scripts/prerender.mjs for the prerendered pages.
import { writeFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';

/**
 * Writes `file` compressed beside it; a twin that would not be smaller is not written. Small files
 * get twins too: compressing at build time costs a request nothing, and a 1 KB chunk is ~40 %
 * smaller gzipped (the on-the-fly threshold of the server, COMPRESS_THRESHOLD, is about CPU per
 * request, which does not apply here).
 *
 * The gzip twin is Zopfli's: ordinary gzip that any client inflates, ~3.5 % smaller than zlib's
 * level 9 (the entry: 92.5 KB against 95.8 KB), for ~10 ms of build time per 1 KB. Five
 * iterations: fifteen, Zopfli's default, gain 40 B more on the entry for half as much time again.
 */
export async function writeCompressedTwins(file, body) {
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gz = await gzipAsync(body, { numiterations: 5 });
  if (br.length < body.length) writeFileSync(`${file}.br`, br);
  if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
}
