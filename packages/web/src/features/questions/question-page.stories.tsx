import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  answeredThread,
  questionList,
  questions,
  questionSpace,
} from '../../testing/handlers/questions';
import { pageStates, withPage } from '../../testing/page-story';
import { narrowScreen } from '../../testing/table-states';
import { QuestionPage } from './question-page';

/** /questions/:id: one question with its answers, the accepted one first. */
const meta = {
  title: 'Web/Pages/Question',
  component: QuestionPage,
  decorators: [withPage],
  // Every story again at 360 px, in both themes.
  tags: ['narrow'],
  parameters: { route: '/questions/q-3' },
  args: { id: 'q-3', role: 'mentor' },
} satisfies Meta<typeof QuestionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStates(questions, {
  loading: 'Loading the question…',
  ready: (canvas) =>
    canvas.findByRole('heading', { level: 1, name: answeredThread.question.title }),
});

export const Loading: Story = { name: 'Loading the question', ...states.loading };

export const Error: Story = { name: 'Question could not load, then Try again', ...states.error };

export const WithAcceptedAnswer: Story = {
  name: 'Answered: the accepted answer first, Accept on the other',
  beforeEach: ({ msw }) => msw.use(...questions.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const answers = within(await canvas.findByRole('list', { name: 'Answers' }));
    const [first, second] = answers.getAllByRole('article');
    await expect(within(first!).getByText('Accepted answer')).toBeVisible();
    await expect(within(first!).getByText('Meera Iyer')).toBeVisible();
    await expect(within(first!).queryByRole('button', { name: 'Accept this answer' })).toBeNull();
    await expect(within(second!).getByRole('button', { name: 'Accept this answer' })).toBeVisible();
  },
};

export const MarkdownInert: Story = {
  name: 'Markdown with a script, an onerror image and a javascript: link, shown inert',
  beforeEach: ({ msw }) => msw.use(...questions.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: answeredThread.question.title });
    await expect(canvasElement.querySelector('main script, main img, main iframe')).toBeNull();
    await expect(canvas.getByText(/<script>alert\("xss"\)<\/script>/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'click me' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'the docs' })).toHaveAttribute(
      'href',
      'https://developer.mozilla.org/',
    );
    await expect(canvasElement.querySelector('pre code')?.textContent).toBe(
      '<iframe src="javascript:alert(1)"></iframe>',
    );
  },
};

export const AsAPeer: Story = {
  name: 'A peer student: no Accept on another’s question',
  args: { role: 'student' },
  beforeEach: ({ msw }) =>
    msw.use(
      ...questionSpace(questionList, {
        ...answeredThread,
        question: { ...answeredThread.question, mine: false },
      }),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Answers' });
    await expect(canvas.queryByRole('button', { name: 'Accept this answer' })).toBeNull();
    await expect(canvas.getByRole('button', { name: /^Upvote/ })).toBeVisible();
  },
};

export const OnAPhone: Story = {
  name: 'At 360 px: the code block scrolls, the page does not',
  decorators: [narrowScreen],
  beforeEach: ({ msw }) => msw.use(...questions.full),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: 'Answers' });
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
