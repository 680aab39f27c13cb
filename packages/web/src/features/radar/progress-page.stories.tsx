import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  answerAttendanceBatches,
  answerProgress,
  answerProgressExport,
  attendanceBatchPage,
  batchProgress,
  radarProgress,
} from '../../testing/handlers/radar';
import { pageStates, withPage } from '../../testing/page-story';
import { narrowScreen } from '../../testing/table-states';
import { ProgressPage } from './progress-page';

/** /radar/progress: a batch's students against its weeks, the batch's sums and its CSV. */
const meta = {
  title: 'Web/Pages/Mentor/Weekly progress',
  // Narrow screens: every state also runs (play and axe) at 360 px, in both themes.
  tags: ['narrow'],
  component: ProgressPage,
  decorators: [withPage],
  parameters: { route: '/radar/progress' },
} satisfies Meta<typeof ProgressPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStates(radarProgress, {
  loading: 'Loading the progress',
  empty: 'No week has begun yet',
  ready: (canvas) => canvas.findByText('Asha Rao'),
});

const gridOf = (el: HTMLElement, batch = 'Nov 2026 · fullstack') =>
  within(el).findByRole('table', { name: `Progress of each student of ${batch}, week by week` });

export const Grid: Story = {
  name: 'Four weeks: each student’s week in four numbers, and the batch’s sums',
  parameters: { route: '/radar/progress?monthYear=2026-11&domain=fullstack' },
  beforeEach: ({ msw }) => msw.use(...radarProgress.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = within(await gridOf(canvasElement));
    await grid.findByText('Asha Rao');
    // The weeks' Mondays in the grid's zone head the columns, oldest first.
    const headers = grid.getAllByRole('columnheader').map((h) => h.textContent);
    await expect(headers).toEqual([
      'Student',
      '2 Nov 2026',
      '9 Nov 2026',
      '16 Nov 2026',
      '23 Nov 2026',
    ]);
    const row = (name: string) => within(grid.getByText(name).closest('tr')!);
    await expect(row('Asha Rao').getByText('3 · 1 · 0 · 1')).toBeInTheDocument();
    // Each cell in words for screen readers.
    await expect(
      row('Asha Rao').getByText('Week of 9 Nov 2026: 4 lessons, 1 task, 1 quiz, 2 classes'),
    ).toBeInTheDocument();
    await expect(
      row('Ben Thomas').getByText('Week of 23 Nov 2026: 0 lessons, 0 tasks, 0 quizzes, 0 classes'),
    ).toBeInTheDocument();
    await expect(canvas.getByText(/Weeks start on Monday in Asia\/Kolkata/)).toBeInTheDocument();
    await expect(
      canvas.getByText(
        '4 weeks · 4 students · 22 lessons done, 7 tasks submitted, 4 quizzes passed, 9 classes attended',
      ),
    ).toBeInTheDocument();
    // The batch's sums per week.
    const weeks = within(
      canvas.getByRole('table', {
        name: 'What the students of Nov 2026 · fullstack did each week, oldest first',
      }),
    );
    // Lessons, tasks, quizzes, classes: in their columns, or folded under the week on a phone.
    const first = weeks.getByText('2 Nov 2026').closest('tr')!;
    await expect(first.textContent).toMatch(/^2 Nov 2026\D*6\D*2\D*0\D*3$/);
  },
};

/** The batches whose CSV a story asked for. */
const exported: string[] = [];

export const Export: Story = {
  name: 'Export CSV of the chosen batch',
  beforeEach: ({ msw }) => {
    exported.length = 0;
    msw.use(...radarProgress.full, answerProgressExport(exported));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Without a batch in the URL, the first of the mentor's batches.
    await within(await gridOf(canvasElement)).findByText('Asha Rao');
    await expect(canvas.getByRole('combobox', { name: 'Batch' })).toHaveValue('2026-11|fullstack');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Batch' }), '2026-10|data');
    await within(await gridOf(canvasElement, 'Oct 2026 · data')).findByText('Asha Rao');
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(exported).toEqual(['2026-10/data']));
    await expect(canvas.queryByText('The export failed. Try again.')).toBeNull();
  },
};

export const NoBatch: Story = {
  name: 'No batch yet',
  beforeEach: ({ msw }) => msw.use(answerAttendanceBatches({ ...attendanceBatchPage, items: [] })),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No batch yet');
  },
};

export const NoStudent: Story = {
  name: 'Weeks begun, nobody assigned yet',
  beforeEach: ({ msw }) =>
    msw.use(
      answerAttendanceBatches(attendanceBatchPage),
      answerProgress({ ...batchProgress, students: [] }),
    ),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No student in this batch');
  },
};

export const OnAPhone: Story = {
  name: 'At 360 px: the grid scrolls in its region, names in sight',
  decorators: [narrowScreen],
  beforeEach: ({ msw }) => msw.use(...radarProgress.full),
  play: async ({ canvasElement }) => {
    const shown = await gridOf(canvasElement);
    await within(shown).findByText('Asha Rao');
    // The page never overflows the phone: the grid scrolls sideways inside its named region.
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    const region = within(canvasElement).getByRole('region', {
      name: 'Progress of each student of Nov 2026 · fullstack, week by week',
    });
    const namesInSight = () =>
      waitFor(() => {
        const box = region.getBoundingClientRect();
        for (const name of ['Asha Rao', 'Ben Thomas', 'Chitra Menon', 'Dev Patel']) {
          const r = within(shown).getByText(name).getBoundingClientRect();
          expect(r.left, name).toBeGreaterThanOrEqual(box.left - 1);
          expect(r.right, name).toBeLessThanOrEqual(box.right + 1);
        }
      });
    await namesInSight();
    // Scrolled to the latest week, the names stay pinned at the start.
    await waitFor(() => expect(region).toHaveAttribute('aria-describedby'));
    region.scrollLeft = region.scrollWidth;
    await waitFor(() => expect(region.parentElement!).toHaveAttribute('data-more-start'));
    await namesInSight();
  },
};

export const Dark: Story = {
  name: 'Dark theme',
  globals: { theme: 'dark' },
  beforeEach: ({ msw }) => msw.use(...radarProgress.full),
  play: async ({ canvasElement }) => {
    await within(await gridOf(canvasElement)).findByText('Asha Rao');
  },
};

export const Empty: Story = { name: 'No week has begun yet', ...states.empty };

export const Loading: Story = { name: 'Loading the progress', ...states.loading };

export const Error: Story = { name: 'Could not load, then Try again', ...states.error };
