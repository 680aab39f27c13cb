import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../layout';
import { Heading, Text, headingLevels, textSizes, textTones } from './text';

const meta = {
  title: 'Typography/Text and Heading',
  component: Text,
  args: { children: 'Mentor-led cohorts meet around courses, tasks and live classes.' },
  argTypes: {
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'select', options: textTones },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Body: Story = {};

export const Tones: Story = {
  render: (args) => (
    <Stack gap="sm">
      {textTones.map((tone) => (
        <Text key={tone} {...args} tone={tone}>
          {tone}: {args.children}
        </Text>
      ))}
    </Stack>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="sm">
      {textSizes.map((size) => (
        <Text key={size} {...args} size={size}>
          {size}: {args.children}
        </Text>
      ))}
    </Stack>
  ),
};

export const HeadingScale: Story = {
  name: 'Heading scale',
  render: () => (
    <Stack gap="sm">
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          Heading level {level}
        </Heading>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading')).toHaveLength(6);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Heading level 1');
  },
};

export const LongUnbrokenText: Story = {
  name: 'Long unbroken text wraps',
  args: {
    children:
      'https://campus.example/batch/2026-11/advanced-fullstack-web-development/videos/lesson-introduction-to-distributed-systems',
  },
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <Text {...args} />
    </div>
  ),
};

export const Truncated: Story = {
  name: 'Truncated to one line',
  args: {
    truncate: true,
    title: 'A very long course title that cannot fit on one line in a narrow card',
    children: 'A very long course title that cannot fit on one line in a narrow card',
  },
  render: (args) => (
    <div style={{ maxWidth: 220 }}>
      <Text {...args} />
    </div>
  ),
};

export const RightToLeft: Story = {
  name: 'Right-to-left',
  render: () => (
    <Stack dir="rtl" lang="ar" gap="sm">
      <Heading level={2}>الدورات المتاحة</Heading>
      <Text tone="muted">يلتقي الطلاب والمرشدون حول الدورات والمهام والفصول المباشرة.</Text>
    </Stack>
  ),
};
