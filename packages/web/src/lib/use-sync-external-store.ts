/**
 * React 19 has `useSyncExternalStore`. wouter and @xstate/react import it through the
 * `use-sync-external-store` shim, which carries a fallback for React 16/17 (CommonJS, ~1.4 KiB
 * gzipped in everyone's first load): vite.config.ts points the shim's imports here, and
 * @xstate/react's selector hook at the package's non-shim build, which uses React's own.
 */
export { useSyncExternalStore } from 'react';
