import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Forms/Checkbox',
  parameters: {
    docs: {
      description: {
        component:
          'Not used by the app yet: for row selection in the admin tables and bulk actions and consent boxes in forms.',
      },
    },
  },
  component: Checkbox,
  args: { label: 'Email me about live classes', name: 'live-class-emails' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Email me about live classes' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const Indeterminate: Story = {
  name: 'Some chosen',
  args: { label: 'Select all students', indeterminate: true },
};

export const WithDescription: Story = {
  name: 'With description',
  args: { description: 'At most one email a day, never on weekends.' },
};

export const WithError: Story = {
  name: 'With error',
  args: {
    id: 'terms',
    label: 'I accept the programme terms',
    error: 'Accept the terms to enroll.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(
      'Accept the terms to enroll.',
    );
  },
};

export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };

export const RightToLeft: Story = {
  name: 'Right-to-left',
  args: { label: 'أرسل لي رسائل عن الفصول المباشرة' },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        <Story />
      </div>
    ),
  ],
};
