import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect } from 'storybook/test';
import { Alert } from '../alert';
import { Countdown } from './countdown';

const meta = {
  title: 'Data display/Countdown',
  parameters: {
    docs: {
      description: {
        component:
          'The app uses `formatCountdown` for the login retry wait (spec §8, 429); the component, with its spoken description, is for the live-class "starts in" cards.',
      },
    },
  },
  component: Countdown,
  args: { seconds: 15 * 60 },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FifteenMinutes: Story = {
  name: 'Fifteen minutes',
  play: async ({ canvas }) => {
    await expect(canvas.getByText('15:00')).toBeInTheDocument();
    await expect(canvas.getByText('15 minutes')).toBeInTheDocument();
  },
};

export const LastSeconds: Story = { name: 'Last seconds', args: { seconds: 7 } };

export const Finished: Story = { args: { seconds: 0 } };

function Running() {
  const [left, setLeft] = useState(15 * 60);
  useEffect(() => {
    const tick = window.setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => window.clearInterval(tick);
  }, []);
  return (
    <Alert tone="warning" title="Too many login attempts">
      Please wait before trying again. Try again in <Countdown seconds={left} />.
    </Alert>
  );
}

export const RetryCountdownRunning: Story = {
  name: 'Retry countdown running',
  render: () => <Running />,
};

export const RightToLeft: Story = {
  name: 'Right-to-left',
  render: (args) => (
    <p dir="rtl" lang="ar">
      حاول مرة أخرى بعد <Countdown {...args} />
    </p>
  ),
};
