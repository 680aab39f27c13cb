import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Textarea } from './textarea';

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  args: { label: 'Update for your students', name: 'update' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Update for your students' });
    await userEvent.click(box);
    await userEvent.keyboard('Live class moves to 6 pm.');
    await expect(box).toHaveValue('Live class moves to 6 pm.');
  },
};

export const WithCounter: Story = {
  name: 'With character count',
  args: { maxLength: 280, showCount: true, defaultValue: 'Remember to submit task 3 by Friday.' },
};

export const WithError: Story = {
  name: 'With error',
  args: { error: 'Write something before posting.', required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeInvalid();
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Posting…' } };

export const LongText: Story = {
  name: 'Long text',
  args: {
    defaultValue:
      'This week we cover distributed systems: consistency models, consensus, replication and partitioning. Please read chapters 5 to 9 before Thursday and bring your questions to the live class. '.repeat(
        3,
      ),
  },
};

export const RightToLeft: Story = {
  name: 'Right-to-left',
  args: { label: 'تحديث لطلابك', defaultValue: 'ينتقل الفصل المباشر إلى الساعة السادسة مساءً.' },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        <Story />
      </div>
    ),
  ],
};
