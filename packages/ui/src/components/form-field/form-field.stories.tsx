import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../layout';
import { FieldMessage, fieldMessageTones } from './form-field';

const meta = {
  title: 'Forms/Field messages',
  component: FieldMessage,
  args: { children: 'Use at least 6 characters.' },
  argTypes: { tone: { control: 'inline-radio', options: fieldMessageTones } },
} satisfies Meta<typeof FieldMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hint: Story = {};
export const Error: Story = { args: { tone: 'error', children: 'Password is required.' } };
export const Success: Story = {
  args: { tone: 'success', children: 'Password changed successfully!' },
};

export const AllTones: Story = {
  name: 'All tones',
  render: (args) => (
    <Stack gap="sm">
      {fieldMessageTones.map((tone) => (
        <FieldMessage key={tone} {...args} tone={tone}>
          {tone}: {args.children}
        </FieldMessage>
      ))}
    </Stack>
  ),
};

export const LongMessage: Story = {
  name: 'Long message wraps',
  args: {
    tone: 'error',
    children:
      'Validation failed: email must be a valid address, password must be at least 6 characters, name is required',
  },
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <FieldMessage {...args} />
    </div>
  ),
};
