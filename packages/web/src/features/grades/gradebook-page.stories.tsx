import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failing, pending, serverFailure } from '../../testing/handlers';
import {
  answerBatches,
  answerCourseGradebook,
  answerCourses,
  answerGradebook,
  courseGradebook,
  gradeBatches,
  gradebook,
  gradeCourses,
  gradeRoutes,
} from '../../testing/handlers/grades';
import { withPage } from '../../testing/page-story';
import { GradebookPage } from './gradebook-page';

/**
 * /gradebook: a batch's students × its tasks and quizzes (a mentor's, an admin's) or a course's
 * students × its quizzes (its instructor's), each student with a weighted total, percentage and
 * final grade, and the weights form. No money.
 */
const meta = {
  title: 'Web/Pages/Gradebook',
  // Narrow screens: every state also runs (play and axe) at 360 px, in both themes.
  tags: ['narrow'],
  component: GradebookPage,
  decorators: [withPage],
  parameters: { route: '/gradebook' },
  args: {
    reader: 'mentor',
    workHref: (taskId: string, submissionId: string) => `/review/${taskId}/${submissionId}`,
  },
} satisfies Meta<typeof GradebookPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  name: 'Loading the gradebook',
  beforeEach: ({ msw }) =>
    msw.use(answerBatches(gradeBatches), ...pending([gradeRoutes.gradebook])),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table');
  },
};

export const NoBatch: Story = {
  name: 'No batch yet',
  beforeEach: ({ msw }) => msw.use(answerBatches({ ...gradeBatches, items: [] })),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No batch yet');
  },
};

export const EmptyBatch: Story = {
  name: 'A batch without students',
  beforeEach: ({ msw }) =>
    msw.use(answerBatches(gradeBatches), answerGradebook({ ...gradebook, items: [] })),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No student in this batch');
  },
};

export const Error: Story = {
  name: 'Could not load, then Try again',
  beforeEach: ({ msw }) =>
    msw.use(answerBatches(gradeBatches), ...failing([gradeRoutes.gradebook])),
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(serverFailure);
    msw.use(answerGradebook(gradebook));
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await canvas.findByText('Asha Rao');
  },
};

export const Data: Story = {
  name: 'Tasks and a quiz, scores, late work, totals and grades',
  beforeEach: ({ msw }) => msw.use(answerBatches(gradeBatches), answerGradebook(gradebook)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Asha Rao');
    await expect(
      canvas.getByRole('columnheader', { name: /Landing page \(\/12\) · weight 3/ }),
    ).toBeInTheDocument();
    // The quiz's kind is named once, however its lesson is titled.
    await expect(
      canvas.getByRole('columnheader', { name: /^Quiz: TypeScript basics/ }),
    ).toBeInTheDocument();
    await expect(canvas.queryByText(/Quiz: Quiz/)).not.toBeInTheDocument();
    await expect(canvas.getByText('3.55 of 4')).toBeInTheDocument();
    await expect(canvas.getByText('88.8%')).toBeInTheDocument();
    // No money in a gradebook.
    await expect(canvas.queryByText(/₹/)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('columnheader', { name: /Paid|Pending/ })).toBeNull();
    await expect(
      canvas.getByRole('link', {
        name: 'Asha Rao, Landing page: Approved · 11 / 12 · late · 2 attempts',
      }),
    ).toHaveAttribute('href', '/review/t-landing/s-2');
    await expect(canvas.getByText('80% · passed · 2 attempts')).toBeInTheDocument();
  },
};

export const Weights: Story = {
  name: 'Weights: a mentor sets a task’s weight',
  beforeEach: ({ msw }) => msw.use(answerBatches(gradeBatches), answerGradebook(gradebook)),
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Asha Rao');
    const saved: unknown[] = [];
    msw.use(
      http.put('*/api/grades/weights/:kind/:id', async ({ params, request }) => {
        const body = (await request.json()) as { weight: number };
        saved.push({ kind: params.kind, id: params.id, weight: body.weight });
        return HttpResponse.json({ kind: params.kind, itemId: params.id, weight: body.weight });
      }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Set weights' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    // A mentor weighs their tasks; a quiz's weight is its instructor's.
    await expect(dialog.queryByLabelText(/Weight of Quiz/)).toBeNull();
    const landing = dialog.getByLabelText(/Weight of Landing page/);
    await userEvent.clear(landing);
    await userEvent.type(landing, '101');
    await userEvent.click(dialog.getByRole('button', { name: 'Save weights' }));
    await dialog.findAllByText(/Enter a weight from 0 to 100/);
    await expect(saved).toEqual([]);
    await userEvent.clear(landing);
    await userEvent.type(landing, '2');
    await userEvent.click(dialog.getByRole('button', { name: 'Save weights' }));
    await waitFor(() => expect(saved).toEqual([{ kind: 'task', id: 't-landing', weight: 2 }]));
  },
};

/** The course ids whose CSV a story asked for. */
const exported: string[] = [];

export const InstructorCourse: Story = {
  name: 'An instructor’s course: its quizzes, totals and grades',
  args: { reader: 'instructor', userId: 'u-instructor-1', workHref: undefined },
  beforeEach: ({ msw }) =>
    msw.use(
      answerCourses(gradeCourses),
      answerCourseGradebook(courseGradebook),
      http.get('*/api/grades/course/:id/export', ({ params }) => {
        exported.push(String(params.id));
        return new HttpResponse('\uFEFFStudent\r\n', { headers: { 'content-type': 'text/csv' } });
      }),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Asha Rao');
    await expect(canvas.getByRole('combobox', { name: 'Course' })).toHaveValue('c-ts');
    await expect(canvas.getByText('Final grade')).toBeInTheDocument();
    await expect(canvas.getByText('0.8 of 1')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Set weights' })).toBeInTheDocument();
    // The course's whole gradebook as CSV.
    exported.length = 0;
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(exported).toEqual(['c-ts']));
    await expect(canvas.queryByText('The export failed. Try again.')).toBeNull();
  },
};

export const InstructorNoCourse: Story = {
  name: 'An instructor without a course',
  args: { reader: 'instructor', userId: 'u-instructor-1', workHref: undefined },
  beforeEach: ({ msw }) => msw.use(answerCourses({ ...gradeCourses, items: [] })),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No course yet');
  },
};

export const InstructorEmptyCourse: Story = {
  name: 'A course nobody has enrolled in',
  args: { reader: 'instructor', userId: 'u-instructor-1', workHref: undefined },
  beforeEach: ({ msw }) =>
    msw.use(answerCourses(gradeCourses), answerCourseGradebook({ ...courseGradebook, items: [] })),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No student in this course yet');
  },
};
