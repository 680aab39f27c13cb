import type { Meta, StoryObj } from '@storybook/react-vite';
import { BellOff, BookOpen } from 'lucide-react';
import { expect } from 'storybook/test';
import { Button } from '../button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Feedback/EmptyState',
  parameters: {
    docs: {
      description: {
        component:
          'Not used by the app yet: for the empty states of the work-area panels (task desk, review queue, bookings, admin lists).',
      },
    },
  },
  component: EmptyState,
  args: {
    title: 'No courses yet',
    description: 'Enroll in a programme to see your courses here.',
    icon: <BookOpen size={24} />,
    action: <Button>Browse courses</Button>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoCourses: Story = {
  name: 'No courses',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No courses yet' })).toBeInTheDocument();
  },
};

export const NoNotifications: Story = {
  name: 'No notifications',
  args: {
    title: 'You are all caught up',
    description: undefined,
    icon: <BellOff size={24} />,
    action: undefined,
  },
};

export const LongText: Story = {
  name: 'Long text',
  args: {
    title: 'No mentor updates for the Advanced Full-stack Web Development November batch yet',
    description:
      'Your mentors post updates about live classes, assignments and reviews here. Check back after your first session, or turn on reminders to hear about them as soon as they are posted.',
  },
};

export const RightToLeft: Story = {
  name: 'Right-to-left',
  args: {
    title: 'لا توجد دورات بعد',
    description: 'سجّل في برنامج لترى دوراتك هنا.',
    action: <Button>تصفح الدورات</Button>,
  },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        <Story />
      </div>
    ),
  ],
};
