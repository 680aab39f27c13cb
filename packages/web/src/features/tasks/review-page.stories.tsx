import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { serverFailure } from '../../testing/handlers';
import {
  notFoundTask,
  reviewHandlers,
  reviewQueueItems,
  rubricReviewHandlers,
  secondAttempt,
  tasks,
} from '../../testing/handlers/tasks';
import { pageStates, withPage } from '../../testing/page-story';
import { ReviewPage } from './review-page';

/** /mentor-dashboard/review/:taskId/:submissionId: one attempt, its history, the decision. */
const meta = {
  title: 'Web/Pages/Review a submission',
  component: ReviewPage,
  decorators: [withPage],
  parameters: { route: '/mentor-dashboard/review/t-cart/s-2' },
  args: { taskId: 't-cart', submissionId: 's-2', notFound: <h1>Page not found</h1> },
} satisfies Meta<typeof ReviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStates(tasks, { loading: 'Loading the submission' });

export const Loading: Story = { name: 'Loading the submission', ...states.loading };

export const Error: Story = {
  name: 'Could not load, then Try again',
  beforeEach: ({ msw }) => msw.use(...tasks.error),
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(serverFailure);
    msw.use(...reviewHandlers());
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await canvas.findByRole('heading', { name: /Asha Rao/, level: 1 });
  },
};

export const NotFound: Story = {
  name: 'Not the mentor’s: not found',
  beforeEach: ({ msw }) => msw.use(...notFoundTask),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Page not found' });
  },
};

export const SecondAttempt: Story = {
  name: 'Attempt 2 beside attempt 1 and its feedback',
  beforeEach: ({ msw }) => msw.use(...reviewHandlers()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const earlier = await canvas.findByRole('list', { name: /^Earlier attempts/ });
    await within(earlier).findByText(/Totals ignore the discount code/);
    await canvas.findByRole('link', { name: /Next in queue: Kabir Menon/ });
  },
};

export const FeedbackRequired: Story = {
  name: 'Request modification without feedback: refused',
  beforeEach: ({ msw }) => msw.use(...reviewHandlers()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Request modification' }));
    const summary = within(await canvas.findByRole('alert'));
    await expect(summary.getByRole('link', { name: 'Feedback' })).toBeVisible();
    await expect(canvas.getAllByText(/^Write your feedback/)).toHaveLength(1);
  },
};

export const Done: Story = {
  name: "Approved, the queue is empty: You're done!",
  beforeEach: ({ msw }) =>
    msw.use(
      http.post('*/api/tasks/:id/submissions/:sid/feedback', () =>
        HttpResponse.json({ ...secondAttempt, status: 'approved' }),
      ),
      ...reviewHandlers(reviewQueueItems.slice(0, 1)),
    ),
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    msw.use(...reviewHandlers([]));
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve' }));
    await canvas.findByText('Saved: Approved');
    await canvas.findByText("You're done!");
  },
};

/** Picks one criterion's level in the rubric grid. */
async function pickLevel(canvasElement: HTMLElement, criterion: string, level: string) {
  const group = await within(canvasElement).findByRole('group', {
    name: new RegExp(`^${criterion}`),
  });
  await userEvent.click(within(group).getByRole('radio', { name: level }));
}

export const RubricScoring: Story = {
  name: 'Scoring a three-criterion rubric: the total follows',
  tags: ['narrow'],
  beforeEach: ({ msw }) => msw.use(...rubricReviewHandlers()),
  play: async ({ canvasElement }) => {
    await pickLevel(canvasElement, 'Correctness', 'Good · 2 points');
    await pickLevel(canvasElement, 'Code quality', 'Needs work · 0 points');
    await pickLevel(canvasElement, 'Tests', 'Good · 2 points');
    await within(canvasElement).findByText('Total: 4 / 6');
  },
};

export const RubricIncomplete: Story = {
  name: 'Approving with a criterion unscored: refused',
  tags: ['narrow'],
  beforeEach: ({ msw }) => msw.use(...rubricReviewHandlers()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickLevel(canvasElement, 'Correctness', 'Good · 2 points');
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    await canvas.findByText('Choose a level for "Code quality"', { selector: '[role=alert]' });
  },
};
