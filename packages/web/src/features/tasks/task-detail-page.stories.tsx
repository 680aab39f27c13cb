import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, delay } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { fromCallback } from 'xstate';
import { campusError } from '../../testing/fake-actors';
import { serverFailure } from '../../testing/handlers';
import {
  cartRubric,
  firstAttempt,
  notFoundTask,
  scoredAttempt,
  secondAttempt,
  studentTaskDetail,
  taskDetail,
  tasks,
} from '../../testing/handlers/tasks';
import { pageStates, withPage } from '../../testing/page-story';
import type { UploadEvent, UploadInput } from './submission.machine';
import { TaskDetailPage } from './task-detail-page';

/** /student-dashboard/tasks/:taskId: one task, its history and the submit form. */
const meta = {
  title: 'Web/Pages/Student task',
  component: TaskDetailPage,
  decorators: [withPage],
  parameters: { route: '/student-dashboard/tasks/t-cart' },
  args: { taskId: 't-cart', notFound: <h1>Page not found</h1> },
} satisfies Meta<typeof TaskDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStates(tasks, { loading: 'Loading the task' });

/** An upload that reports 40 % and then waits, so the progress state holds for the story. */
const slowUpload = fromCallback<UploadEvent, UploadInput>(({ sendBack }) => {
  sendBack({ type: 'upload.progress', percent: 40 });
  return () => {};
});

/** An upload the server refuses (415), in its words (as the SDK rejects it). */
const refusedUpload = fromCallback<UploadEvent, UploadInput>(({ sendBack }) => {
  sendBack({
    type: 'upload.failed',
    error: campusError(415, {
      message:
        'Only PDF, images (PNG, JPEG, WebP, GIF), plain text, ZIP and Office (DOCX, XLSX, PPTX) files are allowed.',
    }),
  });
  return () => {};
});

async function fillAndSend(canvasElement: HTMLElement, withFile: boolean) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/^Your answer/), 'Here is my cart page.');
  if (withFile) {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, new File(['notes'], 'notes.txt', { type: 'text/plain' }));
  }
  await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
}

export const Loading: Story = { name: 'Loading the task', ...states.loading };

export const Error: Story = {
  name: 'Task could not load, then Try again',
  beforeEach: ({ msw }) => msw.use(...tasks.error),
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(serverFailure);
    msw.use(...taskDetail(studentTaskDetail('not_submitted')));
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await canvas.findByRole('heading', { name: 'Week 3: shopping cart page', level: 1 });
  },
};

export const NotFound: Story = {
  name: 'Not theirs: not found',
  beforeEach: ({ msw }) => msw.use(...notFoundTask),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Page not found' });
  },
};

export const FirstSubmission: Story = {
  name: 'To do: the submit form',
  parameters: { machineState: ['taskSubmission.editing'] },
  beforeEach: ({ msw }) => msw.use(...taskDetail(studentTaskDetail('not_submitted'))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'week-3-brief.pdf' });
    await canvas.findByText('No attempt yet.');
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled();
    // The description is Markdown, shown rendered: bold words and a list, no raw asterisks.
    const about = canvas.getByRole('region', { name: 'What to do' });
    await expect(within(about).getByText('cart page').tagName).toBe('STRONG');
    await expect(within(about).getAllByRole('listitem')).toHaveLength(2);
    await expect(about).not.toHaveTextContent('**');
  },
};

export const ChangesRequested: Story = {
  name: 'Changes requested: feedback in the history, resubmit prefilled',
  parameters: { machineState: ['taskSubmission.editing'] },
  beforeEach: ({ msw }) =>
    msw.use(...taskDetail(studentTaskDetail('modification_requested', [firstAttempt]))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/Totals ignore the discount code/);
    await expect(await canvas.findByLabelText(/^Your answer/)).toHaveValue(firstAttempt.text);
    await canvas.findByRole('button', { name: 'Resubmit' });
  },
};

export const Uploading: Story = {
  name: 'Uploading a file with progress',
  parameters: { machineState: ['taskSubmission.uploading'] },
  args: { upload: slowUpload },
  beforeEach: ({ msw }) => msw.use(...taskDetail(studentTaskDetail('not_submitted'))),
  play: async ({ canvasElement }) => {
    await fillAndSend(canvasElement, true);
    await within(canvasElement).findByRole('progressbar', { name: /Uploading files/ });
  },
};

export const UploadRefused: Story = {
  name: "Refused file type: the server's words",
  parameters: { machineState: ['taskSubmission.failed'] },
  args: { upload: refusedUpload },
  beforeEach: ({ msw }) => msw.use(...taskDetail(studentTaskDetail('not_submitted'))),
  play: async ({ canvasElement }) => {
    await fillAndSend(canvasElement, true);
    await within(canvasElement).findByText(/files are allowed/);
  },
};

export const Submitting: Story = {
  name: 'Submitting: the button is busy',
  parameters: { machineState: ['taskSubmission.submitting'] },
  beforeEach: ({ msw }) =>
    msw.use(
      http.post('*/api/tasks/:id/submit', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
      ...taskDetail(studentTaskDetail('not_submitted')),
    ),
  play: async ({ canvasElement }) => {
    await fillAndSend(canvasElement, false);
    await expect(within(canvasElement).getByRole('button', { name: 'Submit' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Submitted: Story = {
  name: 'Submitted',
  parameters: { machineState: ['taskSubmission.submitted'] },
  beforeEach: ({ msw }) =>
    msw.use(
      http.post('*/api/tasks/:id/submit', () =>
        HttpResponse.json({ ...secondAttempt, attempt: 1 }, { status: 201 }),
      ),
      ...taskDetail(studentTaskDetail('not_submitted')),
    ),
  play: async ({ canvasElement }) => {
    await fillAndSend(canvasElement, false);
    await within(canvasElement).findByText('Attempt 1 submitted');
  },
};

export const InReview: Story = {
  name: 'In review: two attempts on the timeline',
  beforeEach: ({ msw }) =>
    msw.use(...taskDetail(studentTaskDetail('pending', [secondAttempt, firstAttempt]))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const history = await canvas.findByRole('list', { name: /^History of/ });
    const entries = within(history).getAllByRole('heading', { level: 3 });
    await expect(entries.map((h) => h.textContent)).toEqual([
      'Attempt 1',
      'Feedback on attempt 1',
      'Attempt 2',
    ]);
    await canvas.findByText(/Attempt 2 submitted: it is waiting/);
    // The waiting attempt names who reviews it.
    await expect(within(history).getByText('Reviewer: Meera Iyer')).toBeVisible();
  },
};

export const Approved: Story = {
  name: 'Approved',
  beforeEach: ({ msw }) =>
    msw.use(
      ...taskDetail(
        studentTaskDetail('approved', [
          {
            ...secondAttempt,
            status: 'approved',
            feedback: [
              {
                _id: 'fb-2',
                status: 'approved',
                comment: 'Well done.',
                by: firstAttempt.feedback[0]!.by,
                at: '2026-11-21T12:00:00.000Z',
              },
            ],
          },
          firstAttempt,
        ]),
      ),
    ),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Your work was approved. Nothing more to do here.');
  },
};

export const RubricBeforeReview: Story = {
  name: 'Scored on a rubric: the criteria before any review',
  tags: ['narrow'],
  beforeEach: ({ msw }) =>
    msw.use(...taskDetail(studentTaskDetail('not_submitted', [], { grading: cartRubric }))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'How it is scored' });
    await canvas.findByRole('group', { name: /^Code quality/ });
  },
};

export const ScoredOnRubric: Story = {
  name: 'Approved: the score and each criterion’s level',
  tags: ['narrow'],
  beforeEach: ({ msw }) =>
    msw.use(
      ...taskDetail(
        studentTaskDetail('approved', [scoredAttempt, firstAttempt], { grading: cartRubric }),
      ),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Score: 4 / 6');
    const byCriterion = canvas.getByRole('list', { name: 'Score by criterion' });
    await expect(byCriterion).toHaveTextContent('Code quality: Needs work · 0 / 2');
  },
};
