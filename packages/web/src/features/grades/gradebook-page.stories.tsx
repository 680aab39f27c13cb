import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failing, pending, serverFailure } from '../../testing/handlers';
import {
  answerBatches,
  answerCourseGradebook,
  answerCourses,
  answerGradebook,
  answerQuizResults,
  courseGradebook,
  courseQuizResults,
  gradeBatches,
  gradebook,
  gradeCourses,
  gradeRoutes,
} from '../../testing/handlers/grades';
import { withPage } from '../../testing/page-story';
import { GradebookPage } from './gradebook-page';

/**
 * /gradebook: a batch's students × its tasks and quizzes (a mentor's, an admin's) or a course's
 * students × its quizzes (its instructor's, an admin's), each student with a weighted total,
 * percentage and final grade, and the weights form; under a course's, its quiz results (per quiz,
 * and each quiz's questions hardest first). No money.
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

/** The quiz nobody took, as the server lists it: zeros, no rates, no questions. */
const untaken = courseQuizResults.quizzes[1]!;

/** An instructor's course, as the quiz results' stories show it. */
const instructorCourse = {
  args: { reader: 'instructor', userId: 'u-instructor-1', workHref: undefined },
} as const;

/** The chosen course's list and gradebook, answered, with how its quiz results answer. */
const theCourse = (...quizResults: HttpHandler[]) => [
  answerCourses(gradeCourses),
  answerCourseGradebook(courseGradebook),
  ...quizResults,
];

export const InstructorCourse: Story = {
  ...instructorCourse,
  name: 'An instructor’s course: its quizzes, totals and grades',
  beforeEach: ({ msw }) =>
    msw.use(
      answerCourses(gradeCourses),
      answerCourseGradebook(courseGradebook),
      answerQuizResults(courseQuizResults),
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
    msw.use(
      answerCourses(gradeCourses),
      answerCourseGradebook({ ...courseGradebook, items: [] }),
      answerQuizResults({ ...courseQuizResults, enrolled: 0, quizzes: [untaken] }),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('No student in this course yet');
    const results = await canvas.findByRole('table', {
      name: 'Quiz results of Practical TypeScript',
    });
    await expect(within(results).getByText('0 of 0')).toBeInTheDocument();
  },
};

export const QuizResultsLoading: Story = {
  ...instructorCourse,
  name: 'Quiz results loading',
  beforeEach: ({ msw }) => msw.use(...theCourse(...pending([gradeRoutes.quizResults]))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Asha Rao');
    await expect(await canvas.findByText('Loading the quiz results…')).toBeInTheDocument();
  },
};

export const QuizResultsNoQuiz: Story = {
  ...instructorCourse,
  name: 'Quiz results: no quiz in this course yet',
  beforeEach: ({ msw }) =>
    msw.use(
      answerCourses(gradeCourses),
      answerCourseGradebook({ ...courseGradebook, columns: [] }),
      answerQuizResults({ ...courseQuizResults, quizzes: [] }),
    ),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No quiz in this course yet');
  },
};

export const QuizResultsError: Story = {
  ...instructorCourse,
  name: 'Quiz results could not load, then Try again',
  beforeEach: ({ msw }) => msw.use(...theCourse(...failing([gradeRoutes.quizResults]))),
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('The quiz results could not be loaded');
    await expect(canvas.getByText(serverFailure)).toBeInTheDocument();
    msw.use(answerQuizResults(courseQuizResults));
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await canvas.findByRole('table', { name: 'Quiz results of Practical TypeScript' });
  },
};

export const QuizResultsData: Story = {
  ...instructorCourse,
  name: 'Quiz results: each quiz, and a quiz’s questions hardest first',
  beforeEach: ({ msw }) => msw.use(...theCourse(answerQuizResults(courseQuizResults))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const results = within(
      await canvas.findByRole('table', { name: 'Quiz results of Practical TypeScript' }),
    );
    // Three of the four enrolled took it, two passed: 66.7 %; best scores' mean and median.
    const basics = within(results.getByRole('row', { name: /Quiz: TypeScript basics/ }));
    await expect(basics.getByText('3 of 4')).toBeInTheDocument();
    await expect(basics.getByText('66.7%')).toBeInTheDocument();
    await expect(basics.getByText('77.8%')).toBeInTheDocument();
    await expect(basics.getByText('100%')).toBeInTheDocument();
    const toggle = () =>
      basics.getByRole('button', { name: 'Questions of Quiz: TypeScript basics' });
    await expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle());
    await expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    const questions = within(
      await canvas.findByRole('table', {
        name: 'Questions of Quiz: TypeScript basics, hardest first',
      }),
    );
    const rows = questions.getAllByRole('row').slice(1);
    await expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Name the JavaScript superset by Microsoft.'),
      expect.stringContaining('TypeScript types exist at run time.'),
      expect.stringContaining('Which keyword declares a constant?'),
    ]);
    await expect(within(rows[0]!).getByText('33.3%')).toBeInTheDocument();
    await expect(within(rows[0]!).getByText('1 of 3')).toBeInTheDocument();
    // Closed again from the same button.
    await userEvent.click(toggle());
    await expect(
      canvas.queryByRole('table', { name: /^Questions of Quiz: TypeScript basics/ }),
    ).toBeNull();
  },
};

export const QuizResultsUntaken: Story = {
  ...instructorCourse,
  name: 'Quiz results: a quiz nobody took',
  beforeEach: ({ msw }) => msw.use(...theCourse(answerQuizResults(courseQuizResults))),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const results = within(
      await canvas.findByRole('table', { name: 'Quiz results of Practical TypeScript' }),
    );
    const generics = within(results.getByRole('row', { name: /Quiz: Generics/ }));
    await expect(generics.getByText('0 of 4')).toBeInTheDocument();
    await expect(generics.getAllByText('—').length).toBeGreaterThanOrEqual(1);
    await userEvent.click(generics.getByRole('button', { name: 'Questions of Quiz: Generics' }));
    await canvas.findByText('Nobody has taken this quiz yet');
  },
};

export const AdminCourse: Story = {
  name: 'An admin chooses a course: its gradebook and quiz results',
  args: { reader: 'admin', workHref: undefined },
  beforeEach: ({ msw }) =>
    msw.use(
      answerBatches(gradeBatches),
      answerGradebook(gradebook),
      answerCourses(gradeCourses),
      answerCourseGradebook(courseGradebook),
      answerQuizResults(courseQuizResults),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('combobox', { name: 'Batch' });
    await userEvent.click(canvas.getByRole('tab', { name: 'A course' }));
    await expect(await canvas.findByRole('combobox', { name: 'Course' })).toHaveValue('c-ts');
    await canvas.findByRole('table', { name: 'Gradebook of Practical TypeScript' });
    await canvas.findByRole('table', { name: 'Quiz results of Practical TypeScript' });
  },
};
