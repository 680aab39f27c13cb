import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  longQuestionList,
  questionBatch,
  questions,
  questionSpace,
} from '../../testing/handlers/questions';
import { pageStates, storyUsers, withPage } from '../../testing/page-story';
import { narrowScreen } from '../../testing/table-states';
import { QuestionSpacePage } from './question-space-page';

/** /questions: a batch's question space, as a student of the batch sees it. */
const meta = {
  title: 'Web/Pages/Questions',
  component: QuestionSpacePage,
  decorators: [withPage],
  // Every story again at 360 px, in both themes.
  tags: ['narrow'],
  parameters: { route: '/questions' },
  args: { batch: questionBatch, viewerId: storyUsers.student._id },
} satisfies Meta<typeof QuestionSpacePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (el: HTMLElement) => within(el).findByRole('list', { name: 'Questions of the batch' });

const states = pageStates(questions, {
  loading: 'Loading the questions…',
  empty: 'No question yet',
  ready: (canvas) => canvas.findByText('Why does my useEffect run twice?'),
});

export const Loading: Story = { name: 'Loading the questions', ...states.loading };

export const Empty: Story = { name: 'No question yet', ...states.empty };

export const Error: Story = {
  name: 'Questions could not load, then Try again',
  ...states.error,
};

export const WithUnreadCounts: Story = {
  name: 'New since your last visit: counts and New marks',
  beforeEach: ({ msw }) => msw.use(...questions.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/^2 new questions and 1 new answer since your last visit/),
    ).toBeVisible();
    const rows = within(await list(canvasElement));
    await rows.findByText('Why does my useEffect run twice?');
    // The two asked after the last visit are marked New; the viewer's own and older ones are not.
    await expect(rows.getAllByText('New')).toHaveLength(2);
    await expect(rows.getByText('Answered')).toBeVisible();
    // An anonymous question names no one to a peer.
    await expect(rows.getByText(/^A student of the batch/)).toBeVisible();
    await expect(canvas.getByText(/Times in/)).toBeVisible();
  },
};

export const SimilarBoxOpen: Story = {
  name: 'Typing a title: similar answered questions offered',
  beforeEach: ({ msw }) => msw.use(...questions.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /^Question/ }),
      'recursion limit',
    );
    const similar = await canvas.findByRole('list', { name: 'Similar answered questions' });
    const link = within(similar).getByRole('link', {
      name: 'Maximum recursion depth exceeded in my tree walk',
    });
    await expect(link).toHaveAttribute('href', '/questions/q-3');
    await expect(within(similar).getByText('(2 answers)')).toBeVisible();
  },
};

export const AskRefused: Story = {
  name: 'Ask with a title too short: the contract’s rule on the field',
  beforeEach: ({ msw }) => msw.use(...questions.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /^Question/ }), 'Hi');
    await userEvent.click(canvas.getByRole('button', { name: 'Ask' }));
    await canvas.findByText('The question was not asked');
  },
};

export const LoadMore: Story = {
  name: 'A long space: Load more reads the next page',
  beforeEach: ({ msw }) => msw.use(...questionSpace(longQuestionList)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(await list(canvasElement));
    await rows.findByText('Question number 20 about arrays');
    await expect(rows.queryByText('Question number 21 about arrays')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Load more questions' }));
    await rows.findByText('Question number 40 about arrays');
  },
};

export const OnAPhone: Story = {
  name: 'At 360 px: nothing wider than the phone',
  decorators: [narrowScreen],
  beforeEach: ({ msw }) => msw.use(...questions.full),
  play: async ({ canvasElement }) => {
    const rows = within(await list(canvasElement));
    await rows.findByText('Why does my useEffect run twice?');
    await waitFor(() =>
      expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1),
    );
  },
};
