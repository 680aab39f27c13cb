import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { tasks } from '../../testing/handlers/tasks';
import { pageStates, withPage } from '../../testing/page-story';
import { narrowScreen } from '../../testing/table-states';
import { ReviewQueue } from './review-queue';

/** The review queue panel of /mentor-dashboard. */
const meta = {
  title: 'Web/Panels/Review queue',
  component: ReviewQueue,
  decorators: [withPage],
  parameters: { route: '/mentor-dashboard' },
} satisfies Meta<typeof ReviewQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStates(tasks, {
  empty: 'Nothing to review',
  ready: (canvas) => canvas.findByRole('link', { name: 'Asha Rao' }),
});

export const Loading: Story = {
  name: 'Loading the queue',
  beforeEach: ({ msw }) => msw.use(...tasks.loading),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('region', { name: 'To review' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = { name: 'Nothing to review', ...states.empty };

export const EmptyOnAPhone: Story = {
  name: 'Nothing to review, at 360 px: the sentence wraps in sight',
  decorators: [narrowScreen],
  beforeEach: ({ msw }) => msw.use(...tasks.empty),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sentence = await canvas.findByText('When a student submits, it appears here at once.');
    const region = canvas.getByRole('region', { name: /^Submissions/ });
    await waitFor(() =>
      expect(sentence.getBoundingClientRect().right).toBeLessThanOrEqual(
        region.getBoundingClientRect().right,
      ),
    );
  },
};

export const Error: Story = { name: 'Queue could not load, then Try again', ...states.error };

export const Full: Story = {
  name: 'Two submissions, oldest first, count in the title',
  beforeEach: ({ msw }) => msw.use(...tasks.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'To review (2)' });
    const links = canvas.getAllByRole('link');
    await expect(links.map((l) => l.textContent)).toEqual(['Asha Rao', 'Kabir Menon']);
    await expect(links[0]).toHaveAttribute('href', '/mentor-dashboard/review/t-cart/s-2');
  },
};

export const Filtered: Story = {
  name: 'Filtered by batch (kept in the URL)',
  parameters: { route: '/mentor-dashboard?batch=2026-11+%C2%B7+fullstack' },
  beforeEach: ({ msw }) => msw.use(...tasks.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: 'Batch' })).toHaveValue(
      '2026-11 · fullstack',
    );
  },
};
