import type { Decorator, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { serverFailure, type HandlerGroups } from './handlers/kit';

type StoryPart = Pick<StoryObj, 'beforeEach' | 'play'>;

/**
 * Renders a story at most 360 px wide, a small phone's width, in a wider canvas. In a frame that is
 * itself a 360 px phone (the storybook-360 project) it takes only the room the frame's padding
 * leaves, as the page does in the app: a fixed 360 px there would run past the phone's edge.
 */
export const narrowScreen: Decorator = (Story) => (
  <div style={{ width: 360, maxWidth: '100%' }}>
    <Story />
  </div>
);

/**
 * The states every admin table page shares (users, students, programs, mentors): skeleton rows
 * while loading; the failure with the server's words, then Try again loads `ready`; and at 360 px
 * the page never overflows the phone and every row's buttons are in sight.
 */
export function tableStates({
  table,
  groups,
  api,
  errorTitle,
  ready,
}: {
  /** The table's accessible name. */
  table: string;
  groups: HandlerGroups;
  /** The working API the retry meets. */
  api: () => RequestHandler[];
  errorTitle: string;
  /** Text in the table once loaded. */
  ready: string;
}): { loading: StoryPart; error: StoryPart; narrow: StoryPart & { decorators: Decorator[] } } {
  const find = (el: HTMLElement) => within(el).findByRole('table', { name: table });
  return {
    loading: {
      beforeEach: ({ msw }) => msw.use(...groups.loading),
      play: async ({ canvasElement }) => {
        await waitFor(async () =>
          expect(await find(canvasElement)).toHaveAttribute('aria-busy', 'true'),
        );
      },
    },
    error: {
      beforeEach: ({ msw }) => msw.use(...groups.error),
      play: async ({ canvasElement, msw }) => {
        const canvas = within(canvasElement);
        await canvas.findByText(errorTitle);
        await expect(canvas.getAllByText(serverFailure).length).toBeGreaterThan(0);
        msw.use(...api());
        await userEvent.click(canvas.getAllByRole('button', { name: 'Try again' })[0]!);
        await within(await find(canvasElement)).findAllByText(ready);
      },
    },
    narrow: {
      decorators: [narrowScreen],
      beforeEach: ({ msw }) => msw.use(...groups.full),
      play: async ({ canvasElement }) => {
        const shown = await find(canvasElement);
        await within(shown).findAllByText(ready);
        await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
        // Every row's buttons are in sight: the table folds its columns and pins its actions.
        const region = within(canvasElement).getByRole('region', { name: table });
        await waitFor(() => {
          const box = region.getBoundingClientRect();
          for (const button of within(shown).queryAllByRole('button')) {
            const r = button.getBoundingClientRect();
            expect(r.right, button.textContent ?? '').toBeLessThanOrEqual(box.right + 1);
            expect(r.left, button.textContent ?? '').toBeGreaterThanOrEqual(box.left - 1);
          }
        });
      },
    },
  };
}
