import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Menu, Send, X } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { IconButton, iconButtonSizes, iconButtonVariants } from './icon-button';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { label: 'Open notifications', icon: <Bell size={20} />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: iconButtonVariants },
    size: { control: 'inline-radio', options: iconButtonSizes },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Open notifications' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', label: 'Open menu', icon: <Menu size={20} /> },
};

export const PrimaryRound: Story = {
  name: 'Primary, round (send message)',
  args: { variant: 'primary', round: true, label: 'Send message', icon: <Send size={18} /> },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
      {iconButtonSizes.map((size) => (
        <IconButton
          key={size}
          {...args}
          size={size}
          variant="secondary"
          label={`Close (${size})`}
          icon={<X size={18} />}
        />
      ))}
    </div>
  ),
};

export const KeyboardFocus: Story = {
  name: 'Focused with the keyboard',
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
  },
};

export const Disabled: Story = { args: { disabled: true } };
