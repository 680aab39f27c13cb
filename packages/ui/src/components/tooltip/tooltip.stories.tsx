import type { Meta, StoryObj } from '@storybook/react-vite';
import { Info } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IconButton } from '../icon-button';
import { Tooltip } from './tooltip';

const meta = {
  title: 'Overlays/Tooltip',
  parameters: {
    docs: {
      description: {
        component: 'Not used by the app yet: for icon-only actions in tables and toolbars.',
      },
    },
  },
  component: Tooltip,
  args: {
    content: 'Amount still to pay for your programme',
    children: <IconButton label="About pending amount" icon={<Info size={18} />} />,
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '4rem', display: 'flex', justifyContent: 'center' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Hidden: Story = {};

export const ShownOnKeyboardFocus: Story = {
  name: 'Shown on keyboard focus, Escape hides',
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'About pending amount' })).toHaveFocus();
    await expect(await body().findByRole('tooltip')).toHaveTextContent(
      'Amount still to pay for your programme',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('tooltip')).toBeNull());
  },
};

export const LongText: Story = {
  name: 'Long text wraps',
  args: {
    defaultOpen: true,
    content:
      'This is the amount still to pay for the Advanced Full-stack Web Development programme, including the November instalment.',
  },
};

export const RightToLeft: Story = {
  name: 'Right-to-left',
  args: { defaultOpen: true, content: 'المبلغ المتبقي للدفع' },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        <Story />
      </div>
    ),
  ],
};
