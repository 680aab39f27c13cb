import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Progress } from './progress';

const meta = {
  title: 'Feedback/Progress',
  parameters: {
    docs: {
      description: {
        component:
          'Not used by the app yet: for upload progress and course progress in the player.',
      },
    },
  },
  component: Progress,
  args: { label: 'Course progress', value: 42 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PartWay: Story = {
  name: 'Part way',
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Course progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
  },
};

export const NotStarted: Story = { name: 'Not started', args: { value: 0 } };
export const Complete: Story = { args: { value: 100 } };
export const Indeterminate: Story = {
  name: 'Uploading, no estimate',
  args: { label: 'Uploading video', value: undefined },
};
export const HiddenLabel: Story = { name: 'Label hidden', args: { hideLabel: true } };

export const RightToLeft: Story = {
  name: 'Right-to-left',
  args: { label: 'تقدم الدورة', value: 70 },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        <Story />
      </div>
    ),
  ],
};
