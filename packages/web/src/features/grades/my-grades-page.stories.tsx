import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { failing, pending, serverFailure } from '../../testing/handlers';
import { answerMyGrades, gradeRoutes, myGrades } from '../../testing/handlers/grades';
import { withPage } from '../../testing/page-story';
import { MyGradesPage } from './my-grades-page';

/** /my-grades: the student's own tasks and quizzes with their scores. */
const meta = {
  title: 'Web/Pages/My grades',
  // Narrow screens: every state also runs (play and axe) at 360 px, in both themes.
  tags: ['narrow'],
  component: MyGradesPage,
  decorators: [withPage],
  parameters: { route: '/my-grades' },
} satisfies Meta<typeof MyGradesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  name: 'Loading grades',
  beforeEach: ({ msw }) => msw.use(...pending([gradeRoutes.mine])),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table');
  },
};

export const Empty: Story = {
  name: 'No grades yet',
  beforeEach: ({ msw }) =>
    msw.use(answerMyGrades({ columns: [], cells: [], overall: { total: 0, outOf: 0 } })),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No grades yet');
  },
};

export const Error: Story = {
  name: 'Could not load, then Try again',
  beforeEach: ({ msw }) => msw.use(...failing([gradeRoutes.mine])),
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(serverFailure);
    msw.use(answerMyGrades(myGrades));
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await canvas.findByText('Landing page');
  },
};

export const Data: Story = {
  name: 'Scores of tasks and the best quiz attempt',
  beforeEach: ({ msw }) => msw.use(answerMyGrades(myGrades)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Approved · 11 / 12 · late · 2 attempts');
    await expect(canvas.getByText('80% · passed · 2 attempts')).toBeInTheDocument();
    // The student's standing over what counts: total, percentage and final grade.
    const standing = within(canvas.getByRole('region', { name: 'Your standing' }));
    await expect(standing.getByText('3.55 of 4')).toBeInTheDocument();
    await expect(standing.getByText('88.8%')).toBeInTheDocument();
    await expect(standing.getByText('B')).toBeInTheDocument();
  },
};
