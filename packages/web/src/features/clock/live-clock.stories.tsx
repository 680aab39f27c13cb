import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LiveClock } from './live-clock';

const meta = {
  title: 'Web/Navigation/Live clock',
  component: LiveClock,
} satisfies Meta<typeof LiveClock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The real clock: it ticks every second. */
export const Ticking: Story = {};

export const Afternoon: Story = {
  name: 'Afternoon (12-hour, en-US)',
  args: { now: () => new Date(2026, 10, 22, 15, 7, 9) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('live-clock')).toHaveTextContent('3:07:09 PM');
  },
};

export const Midnight: Story = {
  args: { now: () => new Date(2026, 10, 22, 0, 0, 5) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('live-clock')).toHaveTextContent('12:00:05 AM');
  },
};
