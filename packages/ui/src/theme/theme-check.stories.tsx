import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import preview from '../../../../.storybook/preview';
import { lightTheme, vars } from '.';

/**
 * The story tests' axe check in the second theme (the afterEach in .storybook/preview.tsx) fails a
 * story that only the dark theme breaks, says so, and leaves the page light. Not a design: hidden
 * from Storybook's sidebar and docs, run by the story tests only.
 */
const meta: Meta = {
  title: 'Tests/Axe check in the dark theme',
  tags: ['!dev', '!autodocs'],
};
export default meta;

export const FailsOnlyInDark: StoryObj = {
  // The theme's text colour on a fixed white: dark on white in light, light on white in dark.
  render: () => (
    <p data-dark-only-failure style={{ background: '#ffffff', color: vars.color.text.default }}>
      Readable in the light theme only
    </p>
  ),
  play: async (context) => {
    const { canvasElement, globals } = context;
    const checkInSecondTheme = preview.afterEach;
    if (typeof checkInSecondTheme !== 'function')
      throw new Error('preview.afterEach: one function');
    // Its reports would mark this story's a11y result failed; only the thrown error matters here.
    const quiet = { ...context, reporting: { reports: [], addReport: () => {} } };

    // Without the global (Storybook's UI) there is no second check.
    await expect(
      checkInSecondTheme({ ...quiet, globals: { ...globals, a11yAlsoInTheme: undefined } }),
    ).resolves.toBeUndefined();
    // The story tests set it.
    if (globals['a11yAlsoInTheme'] !== 'dark') return;

    await expect(checkInSecondTheme(quiet)).rejects.toThrow(
      /^In the dark theme: [\s\S]*color-contrast/,
    );
    const root = document.documentElement;
    await expect(root.dataset['theme']).toBe('light');
    await expect(root.classList.contains(lightTheme)).toBe(true);
    // The wrapper around the story (.storybook/theme-root.tsx) too.
    await expect(canvasElement.querySelector(`.${lightTheme}`)).not.toBeNull();

    // Hidden, the text no longer fails, so the story's own checks in both themes pass.
    canvasElement.querySelector<HTMLElement>('[data-dark-only-failure]')!.hidden = true;
    await expect(checkInSecondTheme(quiet)).resolves.toBeUndefined();
  },
};
