import { getGetCourseMockHandler } from '@campus/sdk/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { course, courses, enrolledCourse, serverFailure } from '../../testing/handlers';
import { previewCourse } from '../../testing/handlers/courses';
import { pageStates, storyUsers, withPage } from '../../testing/page-story';
import { CourseDetailPage } from './course-detail-page';

/** /courses/:id: one course, its syllabus and the student's enrollment. */
const meta = {
  title: 'Web/Pages/Course detail',
  component: CourseDetailPage,
  decorators: [withPage],
  parameters: { route: '/courses/course-1' },
  args: { courseId: 'course-1', user: storyUsers.student },
} satisfies Meta<typeof CourseDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStates(courses, { loading: 'Loading course…' });

export const Loading: Story = { name: 'Loading the course', ...states.loading };

export const Empty: Story = {
  name: 'New course without syllabus or ratings',
  beforeEach: ({ msw }) => msw.use(...courses.empty),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('The syllabus is being prepared.');
    await expect(canvas.getByText(/No ratings yet/)).toBeInTheDocument();
  },
};

export const Error: Story = {
  name: 'Course could not load',
  beforeEach: ({ msw }) => msw.use(...courses.error),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'This course could not be loaded' });
    await expect(canvas.getByText(serverFailure)).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Back to all courses' })).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  name: 'Course not found',
  beforeEach: ({ msw }) =>
    msw.use(
      http.get('*/api/courses/:id', () =>
        HttpResponse.json({ message: 'Course not found' }, { status: 404 }),
      ),
    ),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Course not found' });
  },
};

export const Full: Story = {
  name: 'Course for a student',
  beforeEach: ({ msw }) => msw.use(...courses.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Data Science with Python' });
    await expect(canvas.getByRole('button', { name: /Enroll for/ })).toHaveAccessibleDescription(
      /adds ₹4,999 to your pending amount/,
    );
  },
};

export const Enrolled: Story = {
  name: 'Enrolled student part-way through',
  beforeEach: ({ msw }) => msw.use(getGetCourseMockHandler(enrolledCourse)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/You are enrolled · 45% done/);
    await expect(canvas.getByRole('link', { name: 'Continue learning' })).toBeInTheDocument();
    // Rating comes with completing the course (not shown before).
    await expect(canvas.queryByRole('form', { name: /rating|How was this course/ })).toBeNull();
  },
};

export const Completed: Story = {
  name: 'Completed course with rating form',
  beforeEach: ({ msw }) =>
    msw.use(
      getGetCourseMockHandler({
        ...enrolledCourse,
        viewer: { ...enrolledCourse.viewer!, progress: 100, enrollmentStatus: 'completed' },
      }),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('form', { name: 'How was this course?' });
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars' }));
    await expect(canvas.getByRole('button', { name: 'Rate course' })).toBeEnabled();
  },
};

export const DraftPreview: Story = {
  name: 'Draft previewed by its instructor',
  args: { user: storyUsers.instructor },
  beforeEach: ({ msw }) => msw.use(getGetCourseMockHandler({ ...course, status: 'draft' })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Draft preview');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(course.title);
  },
};

export const Visitor: Story = {
  name: 'Visitor (not logged in)',
  args: { user: null },
  beforeEach: ({ msw }) => msw.use(...courses.full),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: 'Log in' });
  },
};

export const ConfirmUnenroll: Story = {
  name: 'Unenroll asks for confirmation',
  beforeEach: ({ msw }) => msw.use(getGetCourseMockHandler(enrolledCourse)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Unenroll' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Leave Data Science with Python?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay enrolled' }));
    await expect(canvas.getByText(/You are enrolled/)).toBeInTheDocument();
  },
};

export const PreviewLink: Story = {
  name: 'A visitor finds the free-preview lesson',
  args: { user: null },
  beforeEach: ({ msw }) => msw.use(getGetCourseMockHandler(previewCourse)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: 'Preview “Why pandas”' });
    await expect(link).toHaveAttribute('href', '/courses/course-1/lessons/lesson-preview');
    await expect(canvas.queryByRole('link', { name: 'Preview “Cleaning data”' })).toBeNull();
  },
};
