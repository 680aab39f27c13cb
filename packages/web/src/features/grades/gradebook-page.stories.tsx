import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { failing, pending, serverFailure } from '../../testing/handlers';
import {
  answerBatches,
  answerGradebook,
  gradeBatches,
  gradebook,
  gradeRoutes,
} from '../../testing/handlers/grades';
import { withPage } from '../../testing/page-story';
import { GradebookPage } from './gradebook-page';

/** /gradebook: a batch's students × its tasks and quizzes, with ₹ paid and pending. */
const meta = {
  title: 'Web/Pages/Gradebook',
  // Narrow screens: every state also runs (play and axe) at 360 px, in both themes.
  tags: ['narrow'],
  component: GradebookPage,
  decorators: [withPage],
  parameters: { route: '/gradebook' },
  args: { workHref: (taskId: string, submissionId: string) => `/review/${taskId}/${submissionId}` },
} satisfies Meta<typeof GradebookPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  name: 'Loading the gradebook',
  beforeEach: ({ msw }) =>
    msw.use(answerBatches(gradeBatches), ...pending([gradeRoutes.gradebook])),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table');
  },
};

export const NoBatch: Story = {
  name: 'No batch yet',
  beforeEach: ({ msw }) => msw.use(answerBatches({ ...gradeBatches, items: [] })),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No batch yet');
  },
};

export const EmptyBatch: Story = {
  name: 'A batch without students',
  beforeEach: ({ msw }) =>
    msw.use(answerBatches(gradeBatches), answerGradebook({ ...gradebook, items: [] })),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No student in this batch');
  },
};

export const Error: Story = {
  name: 'Could not load, then Try again',
  beforeEach: ({ msw }) =>
    msw.use(answerBatches(gradeBatches), ...failing([gradeRoutes.gradebook])),
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(serverFailure);
    msw.use(answerGradebook(gradebook));
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await canvas.findByText('Asha Rao');
  },
};

export const Data: Story = {
  name: 'Tasks and a quiz, scores, late work and ₹',
  beforeEach: ({ msw }) => msw.use(answerBatches(gradeBatches), answerGradebook(gradebook)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Asha Rao');
    await expect(
      canvas.getByRole('columnheader', { name: /Landing page \(\/12\)/ }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('columnheader', { name: /Quiz: TypeScript basics/ }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('link', {
        name: 'Asha Rao, Landing page: Approved · 11 / 12 · late · 2 attempts',
      }),
    ).toHaveAttribute('href', '/review/t-landing/s-2');
    await expect(canvas.getByText('80% · passed · 2 attempts')).toBeInTheDocument();
  },
};
