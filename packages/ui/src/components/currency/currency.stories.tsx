import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../layout';
import { Text } from '../text';
import { Currency } from './currency';

const meta = {
  title: 'Data display/Currency',
  component: Currency,
  args: { amount: 1250000 },
} satisfies Meta<typeof Currency>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Lakhs: Story = {
  name: 'Twelve and a half lakh',
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₹12,50,000')).toBeInTheDocument();
  },
};

export const Zero: Story = { name: 'Nothing pending', args: { amount: 0 } };

export const WithPaise: Story = { name: 'With paise', args: { amount: 499.5, paise: true } };

export const PendingAmount: Story = {
  name: 'Pending amount in a sentence',
  render: (args) => (
    <Stack gap="xs">
      <Text>
        Pending amount: <Currency {...args} amount={12500} />
      </Text>
      <Text size="sm" tone="muted">
        Large values keep Indian grouping: <Currency amount={123456789} />
      </Text>
    </Stack>
  ),
};

export const RightToLeft: Story = {
  name: 'Right-to-left',
  render: (args) => (
    <p dir="rtl" lang="ar">
      المبلغ المستحق: <Currency {...args} />
    </p>
  ),
};
