import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { breakpoints, themeNames, type ThemeName } from '../packages/ui/src/theme';
import { switchThemeInPlace, ThemeRoot } from './theme-root';

// `findBy…` waits for a condition; on a loaded 2-core machine the first render of a lazily loaded
// chunk (the chat panel, a page) can take longer than testing-library's 1 s default to appear.
// Waiting longer changes nothing when the condition holds sooner.
configure({ asyncUtilTimeout: 15_000 });

/** The story tests pin this global per vitest project (packages/ui/vitest.storybook.config.ts). */
const initialTheme: ThemeName = 'light';

/**
 * The global by which the story tests ask for the axe check in a second theme as well
 * (packages/ui/vitest.storybook.config.ts). The Storybook UI never sets it.
 */
const a11yAlsoInThemeGlobal = 'a11yAlsoInTheme';

const isThemeName = (value: unknown): value is ThemeName => themeNames.includes(value as ThemeName);

/**
 * Resolves once no finite CSS transition or animation is running, so axe never reads a colour
 * half-way between two themes (a spinner's endless loop does not count). `getAnimations` applies
 * pending style changes first, so the transitions a class swap starts are already listed.
 */
async function animationsSettled(timeoutMs = 5_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const running = document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' &&
          animation.effect?.getComputedTiming().endTime !== Infinity,
      );
    if (running.length === 0) return;
    const left = deadline - performance.now();
    if (left <= 0)
      throw new Error(`${running.length} animations still running after ${timeoutMs} ms`);
    await Promise.race([
      Promise.allSettled(running.map((animation) => animation.finished)),
      new Promise((resolve) => setTimeout(resolve, left)),
    ]);
  }
}

/**
 * The axe rules whose outcome depends on the colours: all a second theme can change. The other rules
 * (names, roles, structure) read the same DOM in either theme and have had their check.
 */
const colourRules = ['color-contrast', 'link-in-text-block'];

/** The story's context with its a11y parameters narrowed to `colourRules` (its own config kept). */
function onlyColourRules<T extends { parameters: Record<string, unknown> }>(context: T): T {
  const a11y = (context.parameters['a11y'] ?? {}) as { options?: Record<string, unknown> };
  return {
    ...context,
    parameters: {
      ...context.parameters,
      a11y: {
        ...a11y,
        options: { ...a11y.options, runOnly: { type: 'rule', values: colourRules } },
      },
    },
  };
}

/** The error of a check made in `theme`, saying so at the start of its message. */
function inTheme(theme: ThemeName, error: unknown): Error {
  const prefix = `In the ${theme} theme: `;
  if (!(error instanceof Error)) return new Error(prefix + String(error));
  if (error.message && error.stack?.includes(error.message)) {
    error.stack = error.stack.replace(error.message, prefix + error.message);
  }
  error.message = prefix + error.message;
  return error;
}

const preview: Preview = {
  tags: ['autodocs'],
  loaders: [mswLoader()],
  initialGlobals: { theme: initialTheme },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  decorators: [
    (Story, context) => {
      const theme = isThemeName(context.globals['theme']) ? context.globals['theme'] : initialTheme;
      return (
        <ThemeRoot theme={theme} fullHeight={context.viewMode === 'story'}>
          <Story />
        </ThemeRoot>
      );
    },
  ],
  /**
   * With the global `a11yAlsoInTheme` set (the story tests set it), the story, once rendered and
   * played, is axe-checked in that theme too: the page switches to it in place, the addon's own
   * check runs again with the rules a theme can change (a story's other a11y parameters apply
   * alike), and the page switches back for the full check in the story's theme. Storybook runs the preview's afterEach before the addon's, so a
   * story failing in both themes reports the second theme first.
   */
  afterEach: async (context) => {
    const alsoIn = context.globals[a11yAlsoInThemeGlobal];
    const theme = isThemeName(context.globals['theme']) ? context.globals['theme'] : initialTheme;
    if (!isThemeName(alsoIn) || alsoIn === theme) return;
    // Imported here, not at the top, so Storybook's UI (which never gets here) keeps the addon's
    // module to the one copy Storybook loads.
    const { afterEach: a11yCheck } = await import('@storybook/addon-a11y/preview');
    const restore = switchThemeInPlace(theme, alsoIn);
    try {
      await animationsSettled();
      await a11yCheck(onlyColourRules(context));
    } catch (error) {
      throw inTheme(alsoIn, error);
    } finally {
      restore();
    }
    await animationsSettled();
  },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story is an accessibility test: any axe violation fails it. axe lists every node only
    // for violations (the panel's passes and incomplete checks name one node per rule): the
    // nodes that pass are what a check spends most of its time serialising.
    a11y: { test: 'error', options: { resultTypes: ['violations'] } },
    viewport: {
      options: {
        // The narrowest phone we support; the storybook-360 story tests render in it.
        phone: { name: 'Phone 360', styles: { width: '360px', height: '800px' }, type: 'mobile' },
        mobile: { name: 'Mobile', styles: { width: '375px', height: '740px' }, type: 'mobile' },
        tablet: {
          name: 'Tablet',
          styles: { width: `${breakpoints.tablet}px`, height: '1024px' },
          type: 'tablet',
        },
        desktop: {
          name: 'Desktop',
          styles: { width: `${breakpoints.desktop + 256}px`, height: '800px' },
          type: 'desktop',
        },
      },
    },
    docs: { codePanel: true },
  },
};

export default preview;
