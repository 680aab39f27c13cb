import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { readFileSync } from 'node:fs';
import { defaultClientConditions, mergeConfig } from 'vite';

/**
 * Every runtime dependency of the kit, pre-bundled up front. Vite otherwise discovers some of
 * them mid-run (Radix behind a story, the vanilla-extract runtime injected by its plugin) and
 * reloads the page, which addon-vitest treats as fatal. The `@campus/ui > dep` form resolves
 * them through the kit, where they are installed.
 */
const uiPackage = JSON.parse(
  readFileSync(new URL('../packages/ui/package.json', import.meta.url), 'utf8'),
) as { dependencies: Record<string, string> };
const cssOnly = new Set(['@fontsource-variable/inter', '@vanilla-extract/css']);
const uiRuntimeDeps = Object.keys(uiPackage.dependencies)
  .filter((name) => !cssOnly.has(name))
  .map((name) => `@campus/ui > ${name}`);
// The web app's stories import these; pre-bundling them up front avoids Vite's mid-run reload on a
// cold cache (fatal under addon-vitest, TOOLING.md).
const webRuntimeDeps = [
  ...[
    'xstate',
    '@xstate/react',
    '@faker-js/faker',
    '@tanstack/react-virtual',
    '@tanstack/react-query',
    '@tanstack/react-table',
    'react-hook-form',
    '@hookform/resolvers/zod',
    'wouter',
    'msw',
    // The attendance report's chart, which its page loads on demand.
    'uplot',
  ],
  // zod: the forms validate with the SDK's generated schemas (@campus/sdk/zod).
  ...['@campus/sdk > axios', '@campus/sdk > socket.io-client', '@campus/sdk > zod'],
].map((name) => `@campus/web > ${name}`);

/**
 * One Storybook for the kit and the web app. Designers review every state here, and
 * `@storybook/addon-vitest` runs the same stories as tests in Chromium (see packages/ui/vitest.config.ts).
 */
const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.tsx', '../packages/web/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Only Storybook serves the MSW worker: it must never land in the app's dist/.
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // Workspace packages resolve to their TypeScript source, as in the web app's own build.
      resolve: { conditions: ['campus-source', ...defaultClientConditions] },
      optimizeDeps: {
        include: [
          ...uiRuntimeDeps,
          ...webRuntimeDeps,
          '@vanilla-extract/recipes/createRuntimeFn',
          '@vanilla-extract/sprinkles/createRuntimeSprinkles',
        ],
      },
    }),
};

export default config;
