import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, Plus } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button, buttonSizes, buttonVariants } from './button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Enroll now', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Enroll now' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'View course' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancel' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Deactivate account' } };

export const AllVariantsAndSizes: Story = {
  name: 'All variants and sizes',
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {buttonSizes.map((size) => (
        <div key={size} style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
          {buttonVariants.map((variant) => (
            <Button key={variant} {...args} variant={variant} size={size}>
              {variant} {size}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
};

export const WithIcons: Story = {
  name: 'With icons',
  args: {
    children: 'Add task',
    iconStart: <Plus size={16} aria-hidden />,
  },
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.75rem' }}>
      <Button {...args} />
      <Button
        {...args}
        variant="secondary"
        iconStart={undefined}
        iconEnd={<ArrowRight size={16} aria-hidden />}
      >
        Continue
      </Button>
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

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button')).toBeDisabled();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  name: 'Loading (submitting)',
  args: { loading: true, children: 'Log in' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Log in' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const FullWidth: Story = {
  name: 'Full width',
  args: { fullWidth: true, children: 'Log in' },
};

export const LongLabel: Story = {
  name: 'Long label',
  args: {
    children: 'Complete the Advanced Full-stack Web Development assessment and submit for review',
  },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <Button {...args} />
    </div>
  ),
};

export const RightToLeft: Story = {
  name: 'Right-to-left',
  args: { children: 'سجّل الآن', iconEnd: <ArrowRight size={16} aria-hidden /> },
  render: (args) => (
    <div dir="rtl" lang="ar">
      <Button {...args} />
    </div>
  ),
};
