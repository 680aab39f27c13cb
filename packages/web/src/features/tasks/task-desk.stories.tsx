import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { serverFailure } from '../../testing/handlers';
import { tasks } from '../../testing/handlers/tasks';
import { withPage } from '../../testing/page-story';
import { TaskDesk } from './task-desk';

/** /student-dashboard: the student's tasks grouped by what to do next (issue 11). */
const meta = {
  title: 'Web/Pages/Student task desk',
  component: TaskDesk,
  decorators: [withPage],
  parameters: { route: '/student-dashboard' },
} satisfies Meta<typeof TaskDesk>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  name: 'Loading the desk',
  beforeEach: ({ msw }) => msw.use(...tasks.loading),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Loading your tasks');
  },
};

export const Empty: Story = {
  name: 'No task yet',
  beforeEach: ({ msw }) => msw.use(...tasks.empty),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No task yet');
  },
};

export const Error: Story = {
  name: 'Tasks could not load, then Try again',
  beforeEach: ({ msw }) => msw.use(...tasks.error),
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(serverFailure);
    msw.use(...tasks.full);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await canvas.findByRole('link', { name: 'Week 3: shopping cart page' });
  },
};

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
