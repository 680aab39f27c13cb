import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { serverFailure } from '../../testing/handlers';
import {
  gradedAttempt,
  held,
  openAttempt,
  quizFixture,
  quizHandlers,
  quizLessonId,
  quizzes,
} from '../../testing/handlers/quizzes';
import { withPage } from '../../testing/page-story';
import { QuizPlayer } from './quiz-player';

/** A quiz lesson in the course player, state by state of the player machine. */
const meta = {
  title: 'Web/Quizzes/Quiz player',
  // Narrow screens: every state also runs (play and axe) at 360 px, in both themes.
  tags: ['narrow'],
  component: QuizPlayer,
  decorators: [withPage],
  parameters: { route: '/student/learning/course-1' },
  args: { lessonId: quizLessonId },
} satisfies Meta<typeof QuizPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

export const Loading: Story = {
  name: 'Loading the quiz',
  parameters: { machineState: ['quizPlayer.loading'] },
  beforeEach: ({ msw }) => msw.use(...quizzes.loading),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Loading quiz…');
  },
};

export const Failed: Story = {
  name: 'Quiz could not load (retry)',
  parameters: { machineState: ['quizPlayer.failed'] },
  beforeEach: ({ msw }) => msw.use(...quizzes.error),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(serverFailure);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

export const NotStarted: Story = {
  name: 'Not started: the introduction and the settings',
  parameters: { machineState: ['quizPlayer.notStarted'] },
  beforeEach: ({ msw }) =>
    msw.use(
      ...quizHandlers({
        quiz: quizFixture({
          settings: { ...quizFixture().settings, timeLimitMinutes: 15 },
        }),
      }),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const facts = await canvas.findByRole('list', { name: 'About this quiz' });
    await expect(facts).toHaveTextContent('Pass mark: 60 %');
    await expect(facts).toHaveTextContent('Attempts: 2 of 2 left');
    await expect(facts).toHaveTextContent('Time limit: 15 minutes');
  },
};

export const NoQuestions: Story = {
  name: 'Not started: no questions yet',
  beforeEach: ({ msw }) => msw.use(...quizzes.empty),
  args: { whenEmpty: <button type="button">Mark as complete</button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('This quiz has no questions yet.');
    await expect(canvas.getByRole('button', { name: 'Mark as complete' })).toBeInTheDocument();
  },
};

export const Starting: Story = {
  name: 'Starting an attempt',
  parameters: { machineState: ['quizPlayer.starting'] },
  beforeEach: ({ msw }) =>
    msw.use(held('post', '*/api/lessons/:id/quiz/attempts'), ...quizHandlers()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Start the quiz' }));
    await expect(canvas.getByRole('button', { name: /Start the quiz/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const InProgress: Story = {
  name: 'In progress: resumed with saved answers, keyboard only',
  parameters: {
    machineState: [
      'quizPlayer.inProgress.saving.saved',
      'quizPlayer.inProgress.saving.waiting',
      'quizPlayer.inProgress.clock.untimed',
    ],
  },
  beforeEach: ({ msw }) => msw.use(...quizHandlers({ attempts: [openAttempt()] })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: 'const' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: /superset by Microsoft/ })).toHaveValue(
      'TypeScript',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('All answers saved');
    // Keyboard only: into the multiple-choice group, tick the first box.
    canvas.getByRole('radio', { name: 'const' }).focus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'string' })).toBeChecked();
    await canvas.findByText('All answers saved', {}, { timeout: 3000 });
  },
};

export const Timed: Story = {
  name: 'In progress: timed, counting down from the server deadline',
  parameters: { machineState: ['quizPlayer.inProgress.clock.ticking'] },
  beforeEach: ({ msw }) =>
    msw.use(...quizHandlers({ attempts: [openAttempt({ deadline: inMinutes(12) })] })),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/Time left/);
  },
};

export const Submitting: Story = {
  name: 'Submitting the answers',
  parameters: { machineState: ['quizPlayer.submitting'] },
  beforeEach: ({ msw }) =>
    msw.use(
      held('post', '*/api/quiz-attempts/:id/submit'),
      ...quizHandlers({ attempts: [openAttempt()] }),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit answers' }));
    await expect(canvas.getByRole('button', { name: /Submit answers/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Checking: Story = {
  name: 'Time up on this device: asking the server',
  parameters: { machineState: ['quizPlayer.checking'] },
  beforeEach: ({ msw }) =>
    msw.use(
      held('get', '*/api/quiz-attempts/:id'),
      ...quizHandlers({ attempts: [openAttempt({ deadline: inMinutes(-1) })] }),
    ),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Time is up on this device. Checking with the server…');
  },
};

export const ServerClockBehind: Story = {
  name: 'Time up here, still open on the server',
  parameters: { machineState: ['quizPlayer.waitingForServerClock'] },
  beforeEach: ({ msw }) => {
    const open = openAttempt({ deadline: inMinutes(-0.01) });
    msw.use(...quizHandlers({ attempts: [open], attempt: open }));
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Submit answers' });
  },
};

export const GradedFailed: Story = {
  name: 'Graded: not passed, one attempt left, with explanations',
  parameters: { machineState: ['quizPlayer.graded'] },
  beforeEach: ({ msw }) =>
    msw.use(
      ...quizHandlers({ quiz: quizFixture({ attemptsUsed: 1 }), attempts: [gradedAttempt()] }),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Not passed: 40 %');
    await expect(canvas.getByText('Explanation: Objects are not primitives.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

export const GradedPassed: Story = {
  name: 'Graded: passed',
  beforeEach: ({ msw }) =>
    msw.use(
      ...quizHandlers({
        quiz: quizFixture({ attemptsUsed: 2, passed: true }),
        attempts: [gradedAttempt({ number: 2, passed: true, attemptsLeft: 0 })],
      }),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Passed with 80 %');
    await expect(canvas.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  },
};

export const TimeUp: Story = {
  name: 'Graded: the server ended the attempt at its deadline',
  beforeEach: ({ msw }) =>
    msw.use(
      http.get('*/api/quiz-attempts/:id', () =>
        HttpResponse.json(gradedAttempt({ status: 'expired', deadline: inMinutes(-1) })),
      ),
      ...quizHandlers({ attempts: [openAttempt({ deadline: inMinutes(-1) })] }),
    ),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Time is up');
  },
};

export const OutOfAttempts: Story = {
  name: 'Out of attempts',
  parameters: { machineState: ['quizPlayer.outOfAttempts'] },
  beforeEach: ({ msw }) =>
    msw.use(
      ...quizHandlers({
        quiz: quizFixture({ attemptsUsed: 2 }),
        attempts: [gradedAttempt({ number: 2, attemptsLeft: 0 })],
      }),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/have used all 2 attempts/);
    await expect(canvas.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  },
};
