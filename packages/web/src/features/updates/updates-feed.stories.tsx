import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { serverFailure } from '../../testing/handlers';
import { updates } from '../../testing/handlers/updates';
import { withPage } from '../../testing/page-story';
import { UpdatesFeed } from './updates-feed';

/** /mentor-updates: the student's feed of their mentors' updates (issue 11). */
const meta = {
  title: 'Web/Pages/Mentor updates',
  component: UpdatesFeed,
  decorators: [withPage],
  parameters: { route: '/mentor-updates' },
} satisfies Meta<typeof UpdatesFeed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  name: 'Loading updates',
  beforeEach: ({ msw }) => msw.use(...updates.loading),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Loading updates');
  },
};

export const Empty: Story = {
  name: 'No update yet',
  beforeEach: ({ msw }) => msw.use(...updates.empty),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No update yet');
  },
};

export const Error: Story = {
  name: 'Updates could not load, then Try again',
  beforeEach: ({ msw }) => msw.use(...updates.error),
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(serverFailure);
    msw.use(...updates.full);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await canvas.findByRole('heading', { name: 'Demo day is on Friday' });
  },
};

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
