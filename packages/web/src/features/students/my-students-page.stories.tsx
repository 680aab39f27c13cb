import type { StudentTaskStats } from '@campus/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { failing, pending, serverFailure } from '../../testing/handlers';
import { taskPeople } from '../../testing/handlers/tasks';
import { withPage } from '../../testing/page-story';
import { MyStudentsPage } from './my-students-page';

const route = ['get', '*/api/tasks/mentor/students'] as const;
const batch = { monthYear: '2026-11', domain: 'fullstack' };
const stats: StudentTaskStats[] = [
  {
    student: taskPeople.classmate,
    batch,
    assigned: 3,
    approved: 0,
    pending: 0,
    overdue: 1,
    toDo: 2,
    needsAttention: ['1 overdue task', 'Has not submitted anything yet'],
  },
  {
    student: taskPeople.student,
    batch,
    assigned: 3,
    approved: 2,
    pending: 1,
    overdue: 0,
    toDo: 0,
    lastSubmittedAt: '2026-11-21T09:30:00.000Z',
    needsAttention: [],
  },
];
/** One page holding every student (the list is paged by cursor). */
const answer = (data: StudentTaskStats[]) =>
  http.get('*/api/tasks/mentor/students', () =>
    HttpResponse.json({
      items: data,
      nextCursor: null,
      pageSize: 20,
      needAttention: data.filter((s) => s.needsAttention.length > 0).length,
    }),
  );

/** /my-students: the mentor's students with their task standing. */
const meta = {
  title: 'Web/Pages/My students',
  component: MyStudentsPage,
  decorators: [withPage],
  parameters: { route: '/my-students' },
} satisfies Meta<typeof MyStudentsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  name: 'Loading students',
  beforeEach: ({ msw }) => msw.use(...pending([route])),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table');
  },
};

export const Empty: Story = {
  name: 'No student yet',
  beforeEach: ({ msw }) => msw.use(answer([])),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No student yet');
    await within(canvasElement).findByText(
      'The students of your batches appear here as soon as an admin assigns you a batch.',
    );
  },
};

export const NewBatch: Story = {
  name: 'A newly assigned batch: students without a task yet',
  beforeEach: ({ msw }) =>
    msw.use(
      answer(
        stats.map(({ lastSubmittedAt: _never, ...s }) => ({
          ...s,
          assigned: 0,
          approved: 0,
          pending: 0,
          overdue: 0,
          toDo: 0,
          needsAttention: [],
        })),
      ),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Kabir Menon');
    await expect(canvas.getAllByText('No task yet')).toHaveLength(2);
    await expect(canvas.queryByText(/needs? your attention/)).toBeNull();
  },
};

export const Error: Story = {
  name: 'Could not load, then Try again',
  beforeEach: ({ msw }) => msw.use(...failing([route])),
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(serverFailure);
    msw.use(answer(stats));
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await canvas.findByText('Kabir Menon');
  },
};

export const NeedsAttention: Story = {
  name: 'Who needs attention comes first, with the reason',
  beforeEach: ({ msw }) => msw.use(answer(stats)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('1 student needs your attention.');
    const rows = canvas.getAllByRole('row');
    await expect(rows[1]).toHaveTextContent('Kabir Menon');
    await expect(rows[1]).toHaveTextContent('1 overdue task');
  },
};

export const MorePages: Story = {
  name: 'More students on the next page',
  beforeEach: ({ msw }) =>
    msw.use(
      http.get('*/api/tasks/mentor/students', ({ request }) => {
        const next = new URL(request.url).searchParams.get('cursor') === 'page2';
        return HttpResponse.json({
          items: [stats[next ? 1 : 0]],
          nextCursor: next ? null : 'page2',
          pageSize: 1,
          needAttention: 1,
        });
      }),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Kabir Menon');
    await canvas.findByText('1 student needs your attention.');
    await userEvent.click(canvas.getByRole('button', { name: 'Show more students' }));
    await canvas.findByText(taskPeople.student.name);
    await expect(canvas.queryByRole('button', { name: 'Show more students' })).toBeNull();
  },
};
