import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { adminCourses, authoredCourse, authoringApi } from '../../testing/handlers/admin-courses';
import { course } from '../../testing/handlers/courses';
import { serverFailure } from '../../testing/handlers/kit';
import { getGetCourseMockHandler } from '@campus/sdk/msw';
import { withPage } from '../../testing/page-story';
import { CourseEditorPage } from './course-editor';

const draftKeyOf = (id: string) => `campus.course-draft.${id}`;

/** /create-course: create a course, or edit one (`?course=<id>`). */
const meta = {
  title: 'Web/Pages/Course editor',
  component: CourseEditorPage,
  decorators: [withPage],
  parameters: { route: '/create-course' },
  // Drafts live in localStorage, which outlives a story: every story starts without one.
  beforeEach: () => {
    localStorage.removeItem(draftKeyOf('new'));
    localStorage.removeItem(draftKeyOf(authoredCourse._id));
  },
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

export const MarkdownPreview: Story = {
  name: 'Writing a lesson in Markdown, then its Preview tab',
  tags: ['narrow'],
  args: { courseId: authoredCourse._id },
  beforeEach: ({ msw }) => msw.use(...authoringApi()),
  play: async ({ canvas }) => {
    const content = await canvas.findByLabelText(/^Content of lesson 1\.1/);
    await expect(content).toHaveAccessibleDescription(/Markdown: ## heading/);
    await userEvent.clear(content);
    await userEvent.type(content, '## Why pandas{enter}Tables in **memory**.');
    await userEvent.click(canvas.getByRole('tab', { name: 'Preview' }));
    const panel = await canvas.findByRole('tabpanel');
    await within(panel).findByRole('heading', { level: 3, name: 'Why pandas' });
    await expect(within(panel).getByText('DataFrame')).toBeInTheDocument();
    await expect(within(panel).getByText('import pandas as pd')).toBeInTheDocument();
  },
};

export const DraftRestored: Story = {
  name: 'A draft restored after a reload',
  args: { courseId: authoredCourse._id },
  beforeEach: ({ msw }) => {
    msw.use(...authoringApi());
    const c = authoredCourse;
    localStorage.setItem(
      draftKeyOf(c._id),
      JSON.stringify({
        title: `${c.title}, second edition`,
        description: c.description,
        category: c.category,
        level: c.level,
        price: c.price,
        thumbnailUrl: '',
        status: c.status,
        modules: [],
      }),
    );
  },
  play: async ({ canvas }) => {
    await canvas.findByText('Draft restored');
    const courseTitle = () => canvas.getAllByLabelText(/^Title/)[0];
    await expect(courseTitle()).toHaveValue(`${authoredCourse.title}, second edition`);
    await userEvent.click(canvas.getByRole('button', { name: 'Discard draft' }));
    await expect(courseTitle()).toHaveValue(authoredCourse.title);
    await expect(canvas.queryByText('Draft restored')).toBeNull();
    await expect(localStorage.getItem(draftKeyOf(authoredCourse._id))).toBeNull();
  },
};

export const UnsavedChanges: Story = {
  name: 'Leaving with unsaved changes asks first',
  tags: ['narrow'],
  args: { courseId: authoredCourse._id },
  beforeEach: ({ msw }) => msw.use(...authoringApi()),
  play: async ({ canvas }) => {
    const title = await canvas.findByLabelText(/^Title of lesson 1\.1/);
    await userEvent.type(title, ' (updated)');
    await userEvent.click(canvas.getByRole('link', { name: 'Preview as a student' }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Leave with unsaved changes?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay and save' }));
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
    await expect(canvas.getByLabelText(/^Title of lesson 1\.1/)).toHaveValue(
      'Why pandas (updated)',
    );
  },
};
