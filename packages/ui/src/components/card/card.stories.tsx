import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../badge';
import { Button } from '../button';
import { Link } from '../link';
import { Text } from '../text';
import { Card, CardFooter, CardHeader, cardPaddings } from './card';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: { as: 'article', padding: 'md' },
  argTypes: { padding: { control: 'inline-radio', options: cardPaddings } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CourseCard: Story = {
  name: 'Course card',
  render: (args) => (
    <Card {...args}>
      <CardHeader
        title="Data Engineer"
        description="12 weeks · Mentor-led"
        action={<Badge tone="success">Open</Badge>}
      />
      <Text size="sm" tone="muted">
        Pipelines, warehousing and streaming, with a capstone reviewed by industry mentors.
      </Text>
      <CardFooter>
        <Button size="sm">Enroll</Button>
        <Link href="#syllabus">View syllabus</Link>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Data Engineer' }),
    ).toBeInTheDocument();
  },
};

export const Interactive: Story = {
  name: 'Interactive (hover lifts it)',
  args: { interactive: true },
  render: (args) => (
    <Card {...args}>
      <CardHeader
        title={
          <Link href="#course" underline="hover">
            Cloud Developer
          </Link>
        }
      />
      <Text size="sm" tone="muted">
        Build and ship on managed cloud services.
      </Text>
    </Card>
  ),
};

export const LongTitle: Story = {
  name: 'Long title',
  render: (args) => (
    <Card {...args}>
      <CardHeader
        title="Advanced Full-stack Web Development with Distributed Systems and Cloud-native Deployment"
        action={<Badge tone="warning">Waitlist</Badge>}
      />
    </Card>
  ),
};

export const RightToLeft: Story = {
  name: 'Right-to-left',
  render: (args) => (
    <div dir="rtl" lang="ar">
      <Card {...args}>
        <CardHeader
          title="مهندس بيانات"
          description="١٢ أسبوعاً"
          action={<Badge tone="success">مفتوح</Badge>}
        />
        <CardFooter>
          <Button size="sm">سجّل</Button>
        </CardFooter>
      </Card>
    </div>
  ),
};
