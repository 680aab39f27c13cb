import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inbox } from '../../testing/handlers/inbox';
import { storyNow } from '../../testing/handlers/kit';
import { pageStates, withPage } from '../../testing/page-story';
import { narrowScreen } from '../../testing/table-states';
import { NeedsYouNow } from './needs-you-now';

/** The card /mentor-dashboard leads with: the head of the mentor's inbox. */
const meta = {
  title: 'Web/Panels/Needs you now',
  component: NeedsYouNow,
  decorators: [withPage],
  parameters: { route: '/mentor-dashboard' },
  args: { now: () => storyNow.getTime() },
} satisfies Meta<typeof NeedsYouNow>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStates(inbox, {
  loading: 'Loading your inbox',
  empty: 'Nothing waits on you. New work appears here at once.',
  ready: (canvas) => canvas.findByText('late by 40 min'),
});

export const Loading: Story = { name: 'Loading', ...states.loading };
export const Empty: Story = { name: 'Nothing waits', ...states.empty };
export const Error: Story = { name: 'Could not load, then Try again', ...states.error };

export const EarliestFirst: Story = {
  name: 'The three earliest deadlines, and the way to the inbox',
  beforeEach: ({ msw }) => msw.use(...inbox.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Earliest deadlines' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getByText('late by 40 min')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open your inbox' })).toHaveAttribute(
      'href',
      '/inbox',
    );
  },
};

export const OnAPhone: Story = {
  name: 'At 360 px',
  decorators: [narrowScreen],
  beforeEach: ({ msw }) => msw.use(...inbox.full),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('late by 40 min');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
