// The .br (quality 11) and .gz (level 9) twins the server sends instead of a file
// (@fastify/static `preCompressed`): written by the web build for every text asset
// (vite.config.ts) and by scripts/prerender.mjs for the prerendered pages.
import { writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Writes `file` compressed beside it; a twin that would not be smaller is not written. Small files
 * get twins too: compressing at build time costs a request nothing, and a 1 KB chunk is ~40 %
 * smaller gzipped (the on-the-fly threshold of the server, COMPRESS_THRESHOLD, is about CPU per
 * request, which does not apply here).
 */
export function writeCompressedTwins(file, body) {
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gz = gzipSync(body, { level: 9 });
  if (br.length < body.length) writeFileSync(`${file}.br`, br);
  if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
}
