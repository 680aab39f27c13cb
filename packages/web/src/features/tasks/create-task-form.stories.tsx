import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { serverFailure } from '../../testing/handlers';
import { largeRoster, tasks } from '../../testing/handlers/tasks';
import { pageStates, withPage } from '../../testing/page-story';
import { CreateTaskForm } from './create-task-form';

/** /updates' "Set a task" form. */
const meta = {
  title: 'Web/Panels/Set a task',
  component: CreateTaskForm,
  decorators: [withPage],
  parameters: { route: '/updates' },
  args: { mentorId: 'u-mentor-1' },
} satisfies Meta<typeof CreateTaskForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStates(tasks, { empty: /No batch is assigned to you yet/ });

export const Empty: Story = {
  name: 'Empty form with the mentor’s students',
  beforeEach: ({ msw }) => msw.use(...tasks.full),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('checkbox', { name: /Asha Rao/ });
  },
};

export const ManyStudents: Story = {
  name: 'A mentor of 130 students: the first 100, then Show more students',
  tags: ['narrow'],
  beforeEach: ({ msw }) => msw.use(...largeRoster, ...tasks.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('checkbox', { name: /Student 100/ });
    expect(canvas.queryByRole('checkbox', { name: /Student 101/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more students' }));
    await canvas.findByRole('checkbox', { name: /Student 130/ });
    expect(canvas.queryByRole('button', { name: 'Show more students' })).toBeNull();
  },
};

export const NoStudents: Story = { name: 'No batch assigned yet', ...states.empty };

export const StudentsFailed: Story = {
  name: 'Students could not load',
  beforeEach: ({ msw }) => msw.use(...tasks.error),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(serverFailure);
  },
};

export const SubmittedEmpty: Story = {
  name: 'Sent empty: what is missing, linked',
  beforeEach: ({ msw }) => msw.use(...tasks.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('checkbox', { name: /Asha Rao/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Set task' }));
    const summary = within(await canvas.findByRole('alert'));
    await expect(summary.getByRole('link', { name: /Title/ })).toBeVisible();
    await expect(summary.getByRole('link', { name: /Batch/ })).toBeVisible();
    await expect(canvas.getAllByText('Enter a title')).toHaveLength(1);
    await expect(canvas.getAllByText('Choose a batch or at least one student')).toHaveLength(1);
  },
};

export const ServerRefusal: Story = {
  name: 'The server refuses a student: on its field',
  beforeEach: ({ msw }) =>
    msw.use(
      http.post('*/api/tasks', () =>
        HttpResponse.json(
          {
            message: 'Validation failed',
            errors: [{ path: 'batch', msg: 'This batch is not assigned to you' }],
          },
          { status: 400 },
        ),
      ),
      ...tasks.full,
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Title/), 'Week 5: auth');
    await userEvent.type(canvas.getByLabelText('Date and time'), '2026-12-01T18:00');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: /^Batch/ }),
      '2026-11|fullstack',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Set task' }));
    const summary = within(await canvas.findByRole('alert'));
    await expect(summary.getByRole('link', { name: /Batch/ })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /^Batch/ })).toHaveAccessibleDescription(
      /This batch is not assigned to you$/,
    );
  },
};

export const Rubric: Story = {
  name: 'Scored on a rubric of three criteria',
  tags: ['narrow'],
  beforeEach: ({ msw }) => msw.use(...tasks.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('checkbox', { name: /Asha Rao/ });
    await userEvent.selectOptions(canvas.getByLabelText('Scoring'), 'rubric');
    await userEvent.click(canvas.getByRole('button', { name: 'Add a criterion' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add a criterion' }));
    for (const [i, name] of ['Correctness', 'Code quality', 'Tests'].entries()) {
      await userEvent.click(canvas.getByLabelText(`Criterion ${i + 1} name`));
      await userEvent.paste(name);
    }
    await expect(canvas.getByLabelText('Criterion 2 name')).toHaveValue('Code quality');
    await expect(canvas.getByLabelText('Criterion 3 level 2 points')).toHaveValue('2');
  },
};

export const RubricUnnamed: Story = {
  name: 'A rubric criterion left unnamed: refused in words',
  tags: ['narrow'],
  beforeEach: ({ msw }) => msw.use(...tasks.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Title/), 'Week 5: auth');
    await userEvent.type(canvas.getByLabelText('Date and time'), '2026-12-01T18:00');
    // The whole batch: the fixture students' ids are not UUIDs, which the form's schema refuses.
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: /^Batch/ }),
      '2026-11|fullstack',
    );
    await userEvent.selectOptions(canvas.getByLabelText('Scoring'), 'rubric');
    await userEvent.click(canvas.getByRole('button', { name: 'Set task' }));
    await canvas.findAllByText('Name criterion 1');
  },
};

export const MaximumScore: Story = {
  name: 'Scored out of a maximum',
  tags: ['narrow'],
  beforeEach: ({ msw }) => msw.use(...tasks.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('checkbox', { name: /Asha Rao/ });
    await userEvent.selectOptions(canvas.getByLabelText('Scoring'), 'points');
    await userEvent.type(canvas.getByLabelText('Maximum score'), '10');
    await expect(canvas.getByLabelText('Maximum score')).toHaveValue('10');
  },
};
