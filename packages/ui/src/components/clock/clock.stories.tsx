import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../layout';
import { Clock } from './clock';
import { RelativeTime } from './relative-time';

const evening = new Date('2026-11-22T12:35:09Z');

const meta = {
  title: 'Data display/Clock',
  component: Clock,
  args: { time: evening, timeZone: 'Asia/Kolkata' },
} satisfies Meta<typeof Clock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FixedTime: Story = {
  name: 'Evening, 12-hour',
  play: async ({ canvas }) => {
    await expect(canvas.getByText('6:05:09 PM')).toBeInTheDocument();
  },
};

export const Morning: Story = { args: { time: new Date('2026-11-22T03:30:00Z') } };

export const Live: Story = {
  name: 'Live (ticks every second)',
  args: { time: undefined },
};

export const RelativeTimes: Story = {
  name: 'Relative times',
  render: () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const ago = (ms: number) => new Date(now.getTime() - ms);
    return (
      <Stack gap="xs">
        <RelativeTime date={ago(20_000)} now={now} />
        <RelativeTime date={ago(5 * 60_000)} now={now} />
        <RelativeTime date={ago(3 * 3600_000)} now={now} />
        <RelativeTime date={ago(26 * 3600_000)} now={now} />
        <RelativeTime date={new Date(now.getTime() + 2 * 3600_000)} now={now} />
      </Stack>
    );
  },
  play: async ({ canvas }) => {
    // Spec §4's wording, the one relative-time format of the product.
    await expect(canvas.getByText('5m ago')).toBeInTheDocument();
    await expect(canvas.getByText('1d ago')).toBeInTheDocument();
  },
};

export const RightToLeft: Story = {
  name: 'Right-to-left',
  render: (args) => (
    <div dir="rtl" lang="ar">
      الوقت: <Clock {...args} />
    </div>
  ),
};
