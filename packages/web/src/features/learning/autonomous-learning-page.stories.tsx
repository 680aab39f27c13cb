import type { LearningOverview } from '@campus/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { courseList, failing, pending, serverFailure } from '../../testing/handlers';
import { readerBook, readerProgress } from '../../testing/handlers/ebooks';
import { learningCourse } from '../../testing/handlers/learning';
import { withPage } from '../../testing/page-story';
import { AutonomousLearningPage } from './autonomous-learning-page';

const route = ['get', '*/api/learning/overview'] as const;
const { modules: _modules, viewer, ...summary } = learningCourse;
const full: LearningOverview = {
  program: { slug: 'data-engineer', title: 'Data Engineer' } as LearningOverview['program'],
  courses: [
    {
      course: summary,
      enrollment: {
        _id: viewer?.enrollmentId ?? 'enrollment-1',
        status: 'active',
        progress: viewer?.progress ?? 50,
        completedLessonIds: viewer?.completedLessonIds ?? [],
        enrolledAt: '2026-11-01T09:00:00.000Z',
        expiresAt: null,
        completedAt: null,
      },
      nextLesson: { _id: 'lesson-3', title: 'Joins', moduleTitle: 'SQL in practice' },
    },
  ],
  ebooks: [
    {
      ebook: readerBook,
      progress: readerProgress(),
      lastModule: readerBook.modules[1],
    },
  ],
  suggestions: { courses: courseList.items.slice(0, 2), ebooks: [] },
};
const answer = (data: LearningOverview) =>
  http.get('*/api/learning/overview', () => HttpResponse.json(data));

/** /autonomous-learning (student): the self-paced hub. */
const meta = {
  title: 'Web/Pages/Self-paced learning',
  component: AutonomousLearningPage,
  decorators: [withPage],
  parameters: { route: '/autonomous-learning' },
} satisfies Meta<typeof AutonomousLearningPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {
  name: 'Courses, e-books and suggestions',
  beforeEach: ({ msw }) => msw.use(answer(full)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Next: Joins (SQL in practice)');
    await expect(
      canvas.getByRole('link', { name: `Continue reading: ${readerBook.title}` }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('list', { name: 'Suggestions' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  name: 'Nothing started yet',
  beforeEach: ({ msw }) =>
    msw.use(answer({ courses: [], ebooks: [], suggestions: { courses: [], ebooks: [] } })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('No course yet');
    await expect(canvas.getByText(/not opened a Skill_Up e-book/)).toBeInTheDocument();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(...pending([route])),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Loading your learning…');
  },
};

export const Error: Story = {
  name: 'Could not be loaded (retry)',
  beforeEach: ({ msw }) => msw.use(...failing([route])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(serverFailure);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};
