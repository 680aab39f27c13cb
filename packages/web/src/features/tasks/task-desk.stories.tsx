import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tasks } from '../../testing/handlers/tasks';
import { pageStates, withPage } from '../../testing/page-story';
import { TaskDesk } from './task-desk';

/** /student-dashboard: the student's tasks grouped by what to do next. */
const meta = {
  title: 'Web/Pages/Student task desk',
  component: TaskDesk,
  decorators: [withPage],
  parameters: { route: '/student-dashboard' },
} satisfies Meta<typeof TaskDesk>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStates(tasks, {
  loading: 'Loading your tasks',
  empty: 'No task yet',
  ready: (canvas) => canvas.findByRole('link', { name: 'Week 3: shopping cart page' }),
});

export const Loading: Story = { name: 'Loading the desk', ...states.loading };

export const Empty: Story = { name: 'No task yet', ...states.empty };

export const Error: Story = { name: 'Tasks could not load, then Try again', ...states.error };

export const Full: Story = {
  name: 'A task in every status',
  beforeEach: ({ msw }) => msw.use(...tasks.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const overdue = await canvas.findByRole('region', { name: 'Overdue (1)' });
    await expect(within(overdue).getByRole('link')).toHaveTextContent('Week 2: landing page');
    await canvas.findByRole('region', { name: 'Changes requested (1)' });
    const todo = canvas.getByRole('region', { name: 'To do (2)' });
    // A task set in another zone names that zone too.
    await expect(todo).toHaveTextContent('Europe/London');
    await expect(canvas.getByRole('link', { name: 'Week 3: shopping cart page' })).toHaveAttribute(
      'href',
      '/student-dashboard/tasks/t-cart',
    );
  },
};
