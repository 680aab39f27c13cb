import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { updates } from '../../testing/handlers/updates';
import { pageStates, withPage } from '../../testing/page-story';
import { UpdatesFeed } from './updates-feed';

/** /mentor-updates: the student's feed of their mentors' updates. */
const meta = {
  title: 'Web/Pages/Mentor updates',
  component: UpdatesFeed,
  decorators: [withPage],
  parameters: { route: '/mentor-updates' },
} satisfies Meta<typeof UpdatesFeed>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStates(updates, {
  loading: 'Loading updates',
  empty: 'No update yet',
  ready: (canvas) => canvas.findByRole('heading', { name: 'Demo day is on Friday' }),
});

export const Loading: Story = { name: 'Loading updates', ...states.loading };

export const Empty: Story = { name: 'No update yet', ...states.empty };

export const Error: Story = { name: 'Updates could not load, then Try again', ...states.error };

export const NewSinceLastVisit: Story = {
  name: 'Pinned first; what is new since the last visit marked',
  beforeEach: ({ msw }) => {
    // The last visit was a day ago: the 2-hour-old update is new, the pinned 30-hour-old one not.
    localStorage.setItem(
      'campus.mentor-updates.last-visit',
      String(new Date('2026-11-21T12:00:00.000Z').getTime()),
    );
    msw.use(...updates.full);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const articles = await canvas.findAllByRole('article');
    await expect(articles[0]).toHaveTextContent('Pinned');
    await expect(articles[0]).not.toHaveTextContent('New');
    await expect(articles[1]).toHaveTextContent('New');
    await expect(within(articles[1]!).getByText('chapter 4').tagName).toBe('STRONG');
  },
};
