import { getGetCourseMockHandler } from '@campus/sdk/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { courses } from '../../testing/handlers';
import { previewCourse } from '../../testing/handlers/courses';
import { pageStates, withPage } from '../../testing/page-story';
import { CourseLessonPage } from './course-lesson-page';

/** /courses/:id/lessons/:lessonId: one lesson opened from the course page, by anyone. */
const meta = {
  title: 'Web/Pages/Course lesson',
  component: CourseLessonPage,
  decorators: [withPage],
  parameters: { route: '/courses/course-1/lessons/lesson-preview' },
  args: { courseId: 'course-1', lessonId: 'lesson-preview' },
  beforeEach: ({ msw }) => msw.use(getGetCourseMockHandler(previewCourse)),
} satisfies Meta<typeof CourseLessonPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStates(courses, { loading: 'Loading lesson…' });

export const Loading: Story = { name: 'Loading the lesson', ...states.loading };

export const FreePreview: Story = {
  name: 'A visitor reads a free preview',
  tags: ['narrow'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: 'Why pandas' });
    await expect(canvas.getByText('Free preview')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Before you watch' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Series',
      'DataFrame',
    ]);
    await expect(canvas.getByText('import pandas as pd')).toBeVisible();
    await expect(canvas.getByTitle('Video: Why pandas')).toBeInTheDocument();
  },
};

export const EmbedLink: Story = {
  name: 'The video’s own page offered beside the frame (if the embed fails)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/Video not playing here\?/);
    const link = canvas.getByRole('link', { name: 'Watch “Why pandas” on YouTube' });
    await expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=8aGhZQkoFbQ');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

export const EmbedFailed: Story = {
  name: 'The video embed fails: a warning with the video’s own page',
  tags: ['narrow'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = await canvas.findByTitle<HTMLIFrameElement>('Video: Why pandas');
    // What YouTube's player posts for a video that is removed, private or not embeddable.
    canvasElement.ownerDocument.defaultView?.dispatchEvent(
      new MessageEvent('message', {
        data: JSON.stringify({ event: 'onError', info: 150 }),
        source: frame.contentWindow,
      }),
    );
    await canvas.findByText('This video cannot be played here');
    await expect(canvas.queryByTitle('Video: Why pandas')).toBeNull();
    await expect(
      canvas.getByRole('link', { name: 'Watch “Why pandas” on YouTube' }),
    ).toHaveAttribute('href', 'https://www.youtube.com/watch?v=8aGhZQkoFbQ');
  },
};

export const Locked: Story = {
  name: 'A paid lesson a visitor may not open yet',
  args: { lessonId: 'lesson-paid' },
  parameters: { route: '/courses/course-1/lessons/lesson-paid' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('This lesson opens when you enroll');
    await expect(
      canvas.getByRole('link', { name: 'See the whole course and enroll' }),
    ).toBeInTheDocument();
  },
};

export const Error: Story = { name: 'The lesson could not load', ...states.error };
