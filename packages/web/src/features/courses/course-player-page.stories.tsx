import { getGetCourseMockHandler } from '@campus/sdk/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import {
  completedLearningCourse,
  learning,
  learningCourseAs,
  serverFailure,
} from '../../testing/handlers';
import { pageStates, withPage } from '../../testing/page-story';
import { CoursePlayerPage } from './course-player-page';

/** /student/learning/:courseId: the outline beside the lesson, progress kept on the server. */
const meta = {
  title: 'Web/Pages/Course player',
  component: CoursePlayerPage,
  decorators: [withPage],
  parameters: { route: '/student/learning/course-1' },
  args: { courseId: 'course-1' },
} satisfies Meta<typeof CoursePlayerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStates(learning, { loading: 'Loading course…' });

export const Loading: Story = { name: 'Loading the course', ...states.loading };

export const Error: Story = {
  name: 'Course could not load (retry)',
  beforeEach: ({ msw }) => msw.use(...learning.error),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'This course could not be loaded' });
    await expect(canvas.getByText(serverFailure)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
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

export const Empty: Story = {
  name: 'Course without lessons yet',
  beforeEach: ({ msw }) => msw.use(...learning.empty),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'No lessons yet' });
  },
};

export const Resumed: Story = {
  name: 'Resumed at the third lesson',
  beforeEach: ({ msw }) => msw.use(...learning.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: 'DataFrames in pandas' });
    await expect(canvas.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    const outline = canvas.getByRole('navigation', { name: 'Course outline' });
    await expect(
      within(outline).getByRole('button', { name: /Setting up Jupyter\W+done/ }),
    ).toBeInTheDocument();
    await expect(
      within(outline).getByRole('button', { name: /DataFrames in pandas\W+not done/ }),
    ).toHaveAttribute('aria-current', 'step');
  },
};

export const MarkComplete: Story = {
  name: 'Marking a lesson complete',
  beforeEach: ({ msw }) => msw.use(...learning.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Mark as complete' }));
    await canvas.findByText(/Marked complete · 75% of the course done/);
    await expect(canvas.getByRole('button', { name: 'Mark as not done' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next lesson' }));
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Quiz: pandas basics' }),
    ).toHaveFocus();
  },
};

export const VideoLesson: Story = {
  name: 'A video lesson',
  beforeEach: ({ msw }) => msw.use(...learning.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Why Python for data/ }));
    await canvas.findByRole('heading', { level: 2, name: 'Why Python for data' });
    await expect(canvas.getByRole('button', { name: /Previous lesson/ })).toBeDisabled();
    await expect(canvasElement.querySelector('video')).not.toBeNull();
  },
};

export const Completed: Story = {
  name: 'Completed, pointed to the certificate, invited to rate',
  beforeEach: ({ msw }) =>
    msw.use(getGetCourseMockHandler(completedLearningCourse), ...learning.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('You completed this course');
    await expect(canvas.getByRole('link', { name: 'your certificates' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await userEvent.click(canvas.getByRole('radio', { name: '5 stars' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Rate course' }));
    await canvas.findByText('Thanks for rating this course.');
  },
};

export const NotEnrolled: Story = {
  name: 'Not enrolled',
  beforeEach: ({ msw }) => msw.use(getGetCourseMockHandler(learningCourseAs('none'))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('You are not enrolled in this course');
    await expect(canvas.getByRole('link', { name: 'Go to the course page' })).toHaveAttribute(
      'href',
      '/courses/course-1',
    );
  },
};

export const Expired: Story = {
  name: 'Enrollment expired',
  beforeEach: ({ msw }) => msw.use(getGetCourseMockHandler(learningCourseAs('expired'))),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Your access to this course has expired');
  },
};

export const Cancelled: Story = {
  name: 'Enrollment cancelled',
  beforeEach: ({ msw }) => msw.use(getGetCourseMockHandler(learningCourseAs('cancelled'))),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('You left this course');
  },
};
