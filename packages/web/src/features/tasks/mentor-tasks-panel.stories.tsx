import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { serverFailure } from '../../testing/handlers';
import { tasks } from '../../testing/handlers/tasks';
import { pageStates, withPage } from '../../testing/page-story';
import { MentorTasksPanel } from './mentor-tasks-panel';

/** The mentor's tasks with their counts, close/reopen and delete. */
const meta = {
  title: 'Web/Panels/Mentor tasks',
  component: MentorTasksPanel,
  decorators: [withPage],
  parameters: { route: '/updates' },
} satisfies Meta<typeof MentorTasksPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStates(tasks, { empty: 'No task yet' });

export const Loading: Story = {
  name: 'Loading tasks',
  beforeEach: ({ msw }) => msw.use(...tasks.loading),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('region', { name: 'Your tasks' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = { name: 'No task yet', ...states.empty };

export const Error: Story = {
  name: 'Tasks could not load',
  beforeEach: ({ msw }) => msw.use(...tasks.error),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(serverFailure);
  },
};

export const Full: Story = {
  name: 'Open and closed tasks with their counts',
  beforeEach: ({ msw }) => msw.use(...tasks.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: '2 to review' });
    await canvas.findByRole('button', { name: 'Reopen Week 4: REST API' });
  },
};

export const InA900pxCard: Story = {
  name: 'In a 900 px card (1280 px screen): Due and every action in sight',
  decorators: [
    (Story) => (
      <div style={{ width: 900 }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: ({ msw }) => msw.use(...tasks.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: '2 to review' });
    const region = canvas.getByRole('region', { name: 'Your tasks with their submissions' });
    await expect(canvas.getByRole('columnheader', { name: 'Due' })).toBeVisible();
    await waitFor(() => {
      const box = region.getBoundingClientRect();
      for (const button of within(region).getAllByRole('button')) {
        const r = button.getBoundingClientRect();
        expect(r.right, button.textContent ?? '').toBeLessThanOrEqual(box.right + 1);
      }
    });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth + 1);
  },
};

export const DeleteRefused: Story = {
  name: 'Delete refused (409): why, and what to do instead',
  beforeEach: ({ msw }) =>
    msw.use(
      http.delete('*/api/tasks/:id', () =>
        HttpResponse.json(
          { message: 'This task has submissions; close it instead.' },
          { status: 409 },
        ),
      ),
      ...tasks.full,
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Delete Week 3: shopping cart page' }),
    );
    const dialog = await body.findByRole('alertdialog', {
      name: 'Delete “Week 3: shopping cart page”?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await within(dialog).findByText(/close it to stop new submissions/);
  },
};

export const OnAPhone: Story = {
  name: 'At 360 px: the row folds, Close and Delete stay in sight, Delete confirms by name',
  tags: ['narrow'],
  decorators: [
    (Story) => (
      <div style={{ width: 340 }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: ({ msw }) => msw.use(...tasks.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const region = await canvas.findByRole('region', {
      name: 'Your tasks with their submissions',
    });
    const close = await canvas.findByRole('button', { name: 'Close Week 3: shopping cart page' });
    // The columns fold under the task's name; the actions need no menu at this width (RowActions
    // folds them only when the table still does not fit), and nothing scrolls sideways.
    await waitFor(() => expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth + 1));
    const remove = canvas.getByRole('button', { name: 'Delete Week 3: shopping cart page' });
    for (const control of [close, remove])
      await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(
        region.getBoundingClientRect().right + 1,
      );
    remove.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('alertdialog', {
      name: 'Delete “Week 3: shopping cart page”?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(remove).toHaveFocus());
  },
};
