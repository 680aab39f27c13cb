import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withPage } from '../../testing/page-story';
import { AreaPage } from './area-page';

/**
 * The student, mentor, admin and instructor work areas until their own screens arrive: the area's
 * name and what this user can already open. No data of its own: its states are its links.
 */
const meta = {
  title: 'Web/Pages/Work area',
  component: AreaPage,
  decorators: [withPage],
  parameters: { route: '/mentor-dashboard' },
  args: {
    title: 'Mentor dashboard',
    intro: 'Your batches, tasks and sessions at a glance.',
    links: [
      {
        label: 'Dashboard',
        href: '/dashboard',
        description: 'What is due, what is next, what changed.',
      },
      { label: 'Live classes', href: '/live-class', description: 'Today’s and upcoming classes.' },
      { label: 'Skill_Up e-books', href: '/ebookstudent', description: 'E-book courses to read.' },
      { label: 'My profile', href: '/profile', description: 'Your details and numbers.' },
    ],
  },
} satisfies Meta<typeof AreaPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  name: 'Mentor area',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Mentor dashboard' }),
    ).toBeInTheDocument();
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
  },
};

export const Empty: Story = {
  name: 'Area with nothing available yet',
  args: {
    title: 'Admin',
    intro: 'Manage users, courses, mentors, programs and batches.',
    links: [],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('link')).toHaveLength(0);
  },
};
