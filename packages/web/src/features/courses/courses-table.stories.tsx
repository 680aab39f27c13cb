import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { adminCourses, authoringApi } from '../../testing/handlers/admin-courses';
import { serverFailure } from '../../testing/handlers/kit';
import { withPage } from '../../testing/page-story';
import { AdminCoursesPage, MyCourses } from './courses-table';

/** /admin/courses: every course, drafts included; and an instructor's own list. */
const meta = {
  title: 'Web/Pages/Admin courses',
  component: AdminCoursesPage,
  decorators: [withPage],
  parameters: { route: '/admin/courses' },
} satisfies Meta<typeof AdminCoursesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  name: 'Loading the courses',
  beforeEach: ({ msw }) => msw.use(...adminCourses.loading),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Courses' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  name: 'No courses yet',
  beforeEach: ({ msw }) => msw.use(...adminCourses.empty),
  play: async ({ canvas }) => {
    await canvas.findByText('No courses yet');
  },
};

export const LoadError: Story = {
  name: 'Courses could not load, then Try again',
  beforeEach: ({ msw }) => msw.use(...adminCourses.error),
  play: async ({ canvas, msw }) => {
    await canvas.findByText('The courses could not be loaded');
    await expect(canvas.getByText(serverFailure)).toBeInTheDocument();
    msw.use(...authoringApi());
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await canvas.findByRole('link', { name: 'Edit SQL for Analysts' });
  },
};

export const Full: Story = {
  name: 'Published and draft courses',
  beforeEach: ({ msw }) => msw.use(...authoringApi()),
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Edit Full-Stack Web Development' });
    await expect(canvas.getAllByText('Draft').length).toBeGreaterThan(0);
  },
};

export const InstructorsOwn: Story = {
  name: "An instructor's own courses",
  render: () => <MyCourses userId="u-instructor-1" />,
  beforeEach: ({ msw }) => msw.use(...authoringApi()),
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Edit Data Science with Python' });
  },
};
