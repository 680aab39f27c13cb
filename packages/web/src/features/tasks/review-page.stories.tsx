import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { serverFailure } from '../../testing/handlers';
import {
  handOffReviewHandlers,
  handOffRoster,
  notFoundTask,
  queuePage,
  reviewHandlers,
  reviewQueueItems,
  reviewRoster,
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

/** Opens Hand to… beside the decisions; the dialog, named for whose work it is. */
async function openHandOff(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Hand to… · Asha Rao' }));
  return within(
    await screen.findByRole('dialog', {
      name: 'Hand Asha Rao’s “Week 3: shopping cart page” to another mentor',
    }),
  );
}

export const HandOffAvailable: Story = {
  name: 'Hand to… beside the decisions',
  beforeEach: ({ msw }) => msw.use(...handOffReviewHandlers()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const decision = await canvas.findByRole('region', { name: 'Decision' });
    await expect(
      await within(decision).findByRole('button', { name: 'Hand to… · Asha Rao' }),
    ).toBeVisible();
  },
};

export const HandOffDialogOpen: Story = {
  name: 'Hand to…: the batch’s other mentors, the reviewer left out',
  tags: ['narrow'],
  beforeEach: ({ msw }) => msw.use(...handOffReviewHandlers()),
  play: async ({ canvasElement }) => {
    const dialog = await openHandOff(canvasElement);
    const mentor = await dialog.findByRole('combobox', { name: 'Mentor' });
    const offered = within(mentor)
      .getAllByRole('option')
      .map((o) => o.textContent);
    await expect(offered).toEqual(['Choose a mentor', 'Arjun Menon', 'Nisha Verma (away)']);
    await expect(dialog.getByRole('button', { name: 'Hand over' })).toBeDisabled();
    await userEvent.selectOptions(mentor, 'u-mentor-2');
    await expect(dialog.getByRole('button', { name: 'Hand to Arjun Menon' })).toBeEnabled();
  },
};

export const HandOffRosterEmpty: Story = {
  name: 'Hand to…: no other mentor routes the batch',
  beforeEach: ({ msw }) => msw.use(...handOffReviewHandlers(reviewRoster.slice(0, 1))),
  play: async ({ canvasElement }) => {
    const dialog = await openHandOff(canvasElement);
    await dialog.findByText(/^No other mentor is in .* · fullstack’s routing\.$/);
    await expect(dialog.getByRole('button', { name: 'Hand over' })).toBeDisabled();
  },
};

export const HandOffRosterError: Story = {
  name: 'Hand to…: the mentors could not be loaded, then Try again',
  beforeEach: ({ msw }) => msw.use(...handOffReviewHandlers('error')),
  play: async ({ canvasElement, msw }) => {
    const dialog = await openHandOff(canvasElement);
    await dialog.findByText(serverFailure);
    msw.use(...handOffRoster());
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    await dialog.findByRole('combobox', { name: 'Mentor' });
  },
};

export const HandedOn: Story = {
  name: 'Handed to another mentor: it left the queue',
  beforeEach: ({ msw }) => msw.use(...handOffReviewHandlers()),
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    const dialog = await openHandOff(canvasElement);
    await userEvent.selectOptions(
      await dialog.findByRole('combobox', { name: 'Mentor' }),
      'u-mentor-2',
    );
    // Handed on, the attempt leaves this mentor's queue (and the task is no longer theirs to read).
    msw.use(...notFoundTask);
    msw.use(
      http.get('*/api/tasks/review-queue', () =>
        HttpResponse.json(queuePage(reviewQueueItems.slice(1))),
      ),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Hand to Arjun Menon' }));
    const handed = await canvas.findByText('Handed to Arjun Menon');
    await canvas.findByText(/now waits on Arjun Menon’s review/);
    await waitFor(() => expect(handed.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(canvas.queryByRole('button', { name: 'Approve' })).toBeNull();
    await canvas.findByRole('link', { name: /Next in queue: Kabir Menon/ });
  },
};
