import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Select } from './select';

const domains = [
  { value: 'fullstack', label: 'Fullstack Web Engineer' },
  { value: 'data', label: 'Data Engineer' },
  { value: 'ml', label: 'Machine Learning Engineer' },
  { value: 'cloud', label: 'Associate Cloud Engineer', disabled: true },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Programme',
    options: domains,
    placeholder: 'Choose a programme…',
    name: 'programme',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {
  name: 'Nothing chosen yet',
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Programme' });
    await userEvent.selectOptions(select, 'data');
    await expect(select).toHaveValue('data');
  },
};

export const KeyboardFocus: Story = {
  name: 'Focused with the keyboard',
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Programme' })).toHaveFocus();
  },
};

export const Chosen: Story = { args: { defaultValue: 'ml', placeholder: undefined } };

export const WithError: Story = {
  name: 'With error',
  args: {
    error: 'Choose a programme to continue.',
    required: true,
    hint: 'You can change it later.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toBeInvalid();
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const LongOptions: Story = {
  name: 'Long option labels',
  args: {
    options: [
      {
        value: 'a',
        label: 'Advanced Full-stack Web Development with Distributed Systems (Weekend batch)',
      },
      { value: 'b', label: 'Generative AI Leader' },
    ],
    defaultValue: 'a',
    placeholder: undefined,
  },
};

export const RightToLeft: Story = {
  name: 'Right-to-left',
  args: {
    label: 'البرنامج',
    placeholder: 'اختر برنامجاً…',
    options: [{ value: 'd', label: 'مهندس بيانات' }],
  },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        <Story />
      </div>
    ),
  ],
};
