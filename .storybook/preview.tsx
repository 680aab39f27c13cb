import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { breakpoints, themeNames, type ThemeName } from '../packages/ui/src/theme';
import { ThemeRoot } from './theme-root';

// `findBy…` waits for a condition; on a loaded 2-core machine the first render of a lazily loaded
// chunk (the chat panel, a page) can take longer than testing-library's 1 s default to appear.
// Waiting longer changes nothing when the condition holds sooner.
configure({ asyncUtilTimeout: 15_000 });

/** The story tests pin this global per vitest project (packages/ui/vitest.storybook.config.ts). */
const initialTheme: ThemeName = 'light';

const isThemeName = (value: unknown): value is ThemeName => themeNames.includes(value as ThemeName);

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
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story is an accessibility test: any axe violation fails it.
    a11y: { test: 'error' },
    viewport: {
      options: {
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
