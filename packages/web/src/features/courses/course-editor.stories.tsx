import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { adminCourses, authoredCourse, authoringApi } from '../../testing/handlers/admin-courses';
import { course } from '../../testing/handlers/courses';
import { serverFailure } from '../../testing/handlers/kit';
import { getGetCourseMockHandler } from '@campus/sdk/msw';
import { withPage } from '../../testing/page-story';
import { CourseEditorPage } from './course-editor';

/** /create-course: create a course, or edit one (`?course=<id>`). */
const meta = {
  title: 'Web/Pages/Course editor',
  component: CourseEditorPage,
  decorators: [withPage],
  parameters: { route: '/create-course' },
} satisfies Meta<typeof CourseEditorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewCourse: Story = {
  name: 'A new course: checked, then created as a draft',
  beforeEach: ({ msw }) => msw.use(...authoringApi()),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create course' }));
    await canvas.findAllByText('Give it a title of 3 to 150 characters');
    await userEvent.type(canvas.getByLabelText(/^Title/), 'SQL for Analysts');
    await userEvent.type(canvas.getByLabelText(/^Category/), 'Data');
    await userEvent.click(canvas.getByRole('button', { name: 'Add module' }));
    await userEvent.type(canvas.getByLabelText(/^Title of module 1/), 'Basics');
    await userEvent.type(canvas.getByLabelText(/^Title of lesson 1\.1/), 'SELECT');
    await userEvent.click(canvas.getByRole('button', { name: 'Create course' }));
    await within(document.body).findByText('SQL for Analysts is saved as a draft.', {
      selector: 'div',
    });
  },
};

export const Loading: Story = {
  name: 'Loading a course to edit',
  args: { courseId: authoredCourse._id },
  beforeEach: ({ msw }) => msw.use(...adminCourses.loading),
  play: async ({ canvas }) => {
    await canvas.findByRole('status');
  },
};

export const LoadError: Story = {
  name: 'The course could not load',
  args: { courseId: authoredCourse._id },
  beforeEach: ({ msw }) => msw.use(...adminCourses.error),
  play: async ({ canvas }) => {
    await canvas.findByText('This course could not be loaded');
    await expect(canvas.getByText(serverFailure)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

export const NotYours: Story = {
  name: "Someone else's course",
  args: { courseId: 'course-1' },
  beforeEach: ({ msw }) => msw.use(getGetCourseMockHandler(course)),
  play: async ({ canvas }) => {
    await canvas.findByText('You cannot edit this course');
  },
};

export const Editing: Story = {
  name: 'Editing: reorder lessons and publish',
  args: { courseId: authoredCourse._id },
  beforeEach: ({ msw }) => msw.use(...authoringApi()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText(/^Title of lesson 1\.1/)).toHaveValue('Why pandas');
    await userEvent.click(canvas.getByRole('button', { name: 'Move lesson 1.2 up' }));
    await expect(canvas.getByLabelText(/^Title of lesson 1\.1/)).toHaveValue('Your first notebook');
    await userEvent.selectOptions(canvas.getByLabelText(/^Visibility/), 'published');
    await userEvent.click(canvas.getByRole('button', { name: 'Save course' }));
    await within(document.body).findByText('Data Science with Python is saved and published.', {
      selector: 'div',
    });
  },
};
