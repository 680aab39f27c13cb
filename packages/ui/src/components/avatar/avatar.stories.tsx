import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../layout';
import { Text } from '../text';
import { Avatar, avatarSizes } from './avatar';

// A self-contained image: stories load nothing from the network.
const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#c7d2fe"/><circle cx="32" cy="26" r="12" fill="#4338ca"/><rect x="12" y="42" width="40" height="22" rx="11" fill="#4338ca"/></svg>',
  );

const meta = {
  title: 'Data display/Avatar',
  component: Avatar,
  args: { name: 'Asha Rao' },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Asha Rao' })).toHaveTextContent('AR');
  },
};

export const WithImage: Story = { name: 'With image', args: { src: photo } };

export const BrokenImageFallsBack: Story = {
  name: 'Broken image falls back to initials',
  args: { src: '/missing-avatar.png', name: 'Ravi Kumar' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('RK')).toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="md">
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </Inline>
  ),
};

export const BesideName: Story = {
  name: 'Beside a name (decorative)',
  render: (args) => (
    <Inline gap="sm">
      <Avatar {...args} decorative />
      <Text weight="medium">{args.name}</Text>
    </Inline>
  ),
};

export const RightToLeftName: Story = {
  name: 'Right-to-left name',
  args: { name: 'آشا راو', size: 'lg' },
  render: (args) => (
    <div dir="rtl" lang="ar">
      <Avatar {...args} />
    </div>
  ),
};
