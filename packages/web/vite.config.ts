import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/** The API server of `pnpm dev` (packages/server); the app itself calls its own origin. */
const apiServer = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  // Workspace packages (@campus/sdk, @campus/ui) resolve to their TypeScript source.
  resolve: { conditions: ['campus-source', ...defaultClientConditions] },
  server: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: true },
      '/socket.io': { target: apiServer, ws: true, changeOrigin: true },
    },
  },
  build: { outDir: 'dist', sourcemap: true },
});
