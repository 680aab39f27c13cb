import { defineConfig } from 'tsup';

// The package other teams install: ESM with type declarations, one file per public entry point.
// Dependencies and peers (axios, zod, socket.io-client, msw, faker) stay external.
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    zod: 'src/zod.ts',
    msw: 'src/msw.ts',
    realtime: 'src/realtime.ts',
    model: 'src/model.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
});
