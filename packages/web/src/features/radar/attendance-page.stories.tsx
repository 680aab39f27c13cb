import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@campus/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  answerAttendance,
  answerAttendanceBatches,
  answerAttendanceExport,
  attendanceBatchPage,
  batchAttendance,
  radarAttendance,
} from '../../testing/handlers/radar';
import { pageStates, withPage } from '../../testing/page-story';
import { narrowScreen } from '../../testing/table-states';
import { AttendancePage } from './attendance-page';

/** /radar/attendance: a batch's attendance per student and per class, its chart and its CSV. */
const meta = {
  title: 'Web/Pages/Mentor/Attendance',
  // Narrow screens: every state also runs (play and axe) at 360 px, in both themes.
  tags: ['narrow'],
  component: AttendancePage,
  decorators: [withPage],
  parameters: { route: '/radar/attendance' },
  args: {
    timeZone: 'Asia/Kolkata',
    personAction: (s: { _id: string; name: string }) => (
      <a href={`/messages/${s._id}`}>Message {s.name}</a>
    ),
  },
} satisfies Meta<typeof AttendancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStates(radarAttendance, {
  loading: 'Loading the attendance',
  empty: 'No class has ended yet',
  ready: (canvas) => canvas.findByText('Asha Rao'),
});

const studentsOf = (el: HTMLElement, batch = 'Nov 2026 · fullstack') =>
  within(el).findByRole('table', { name: `Attendance of each student of ${batch}` });

/**
 * The chart's canvas, once uPlot (loaded on demand) has drawn it. The first story to show it waits
 * for Vite to serve the chart's chunk for the first time, which on a loaded 2-core machine running
 * several browsers took longer than the usual 15 s.
 */
const chartCanvas = (el: HTMLElement) =>
  waitFor(
    () => {
      const canvas = el.querySelector('figure canvas');
      expect(canvas).toBeInstanceOf(HTMLCanvasElement);
      return canvas as HTMLCanvasElement;
    },
    { timeout: 45_000 },
  );

/** A CSS colour as the canvas stores it, [r, g, b]. */
function rgbOf(colour: string): [number, number, number] {
  const ctx = document.createElement('canvas').getContext('2d')!;
  ctx.fillStyle = colour;
  ctx.fillRect(0, 0, 1, 1);
  const [r = 0, g = 0, b = 0] = ctx.getImageData(0, 0, 1, 1).data;
  return [r, g, b];
}

/** Whether any pixel of the canvas is `rgb`: the bars are drawn in the theme's colour. */
function drawsIn(canvas: HTMLCanvasElement, [r, g, b]: [number, number, number]): boolean {
  const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
  for (let i = 0; i < data.length; i += 4) {
    if (data[i] === r && data[i + 1] === g && data[i + 2] === b && data[i + 3] === 255) return true;
  }
  return false;
}

const accentOf = (el: HTMLElement) =>
  rgbOf(
    getComputedStyle(el)
      .getPropertyValue(/^var\((--[^),\s]+)/.exec(vars.color.accent.solid)![1]!)
      .trim(),
  );

export const Report: Story = {
  name: 'Four classes: each student’s share, the chart and its words',
  parameters: { route: '/radar/attendance?monthYear=2026-11&domain=fullstack' },
  beforeEach: ({ msw }) => msw.use(...radarAttendance.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const students = within(await studentsOf(canvasElement));
    await students.findByText('Asha Rao');
    const row = (name: string) => within(students.getByText(name).closest('tr')!);
    await expect(row('Asha Rao').getByText('100%')).toBeInTheDocument();
    await expect(row('Ben Thomas').getByText('50%')).toBeInTheDocument();
    await expect(row('Chitra Menon').getByText('25%')).toBeInTheDocument();
    await expect(row('Dev Patel').getByText('75%')).toBeInTheDocument();
    await expect(students.getByRole('link', { name: 'Message Chitra Menon' })).toHaveAttribute(
      'href',
      '/messages/u-student-3',
    );
    await expect(
      canvas.getByText(/4 classes ended · 4 students · 63% attendance overall/),
    ).toBeInTheDocument();
    // The same batch's progress week by week, one link away.
    await expect(canvas.getByRole('link', { name: 'Weekly progress' })).toHaveAttribute(
      'href',
      '/radar/progress?monthYear=2026-11&domain=fullstack',
    );
    // The chart's text alternative names every class, oldest first, with its count.
    await expect(
      canvas.getByText(
        'Attendance per class, oldest first, of 4 students: Kickoff: how the web works (Sun, 8 Nov 2026) 3 present; HTML and accessibility (Thu, 12 Nov 2026) 3 present; React state management deep dive (Sun, 15 Nov 2026) 2 present; Testing what the user sees (Thu, 19 Nov 2026) 2 present.',
      ),
    ).toBeInTheDocument();
    const classes = within(
      canvas.getByRole('table', {
        name: 'Students present at each class of Nov 2026 · fullstack, oldest first',
      }),
    );
    await expect(classes.getAllByText('2 of 4')).toHaveLength(2);
    await expect(classes.getAllByText('3 of 4')).toHaveLength(2);
    // Times in the viewer's zone, named.
    await expect(classes.getByText('Sun, 15 Nov 2026, 6:30 PM IST')).toBeInTheDocument();
    await expect(canvas.getByText(/Times in IST \(Asia\/Kolkata\)/)).toBeInTheDocument();
    const chart = await chartCanvas(canvasElement);
    await expect(chart.closest('[aria-hidden="true"]')).not.toBeNull();
    await waitFor(() => expect(drawsIn(chart, accentOf(chart))).toBe(true));
  },
};

/** The batches whose CSV a story asked for. */
const exported: string[] = [];

export const Export: Story = {
  name: 'Export CSV of the chosen batch',
  beforeEach: ({ msw }) => {
    exported.length = 0;
    msw.use(...radarAttendance.full, answerAttendanceExport(exported));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Without a batch in the URL, the first of the mentor's batches.
    await within(await studentsOf(canvasElement)).findByText('Asha Rao');
    await expect(canvas.getByRole('combobox', { name: 'Batch' })).toHaveValue('2026-11|fullstack');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Batch' }), '2026-10|data');
    await within(await studentsOf(canvasElement, 'Oct 2026 · data')).findByText('Asha Rao');
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
  name: 'Classes held, nobody assigned yet',
  beforeEach: ({ msw }) =>
    msw.use(
      answerAttendanceBatches(attendanceBatchPage),
      answerAttendance({ ...batchAttendance, students: [] }),
    ),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No student in this batch');
  },
};

export const OnAPhone: Story = {
  name: 'At 360 px: every row’s action in sight',
  decorators: [narrowScreen],
  beforeEach: ({ msw }) => msw.use(...radarAttendance.full),
  play: async ({ canvasElement }) => {
    const shown = await studentsOf(canvasElement);
    await within(shown).findByText('Asha Rao');
    await chartCanvas(canvasElement);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    await waitFor(() => {
      const box = canvasElement.getBoundingClientRect();
      for (const link of within(shown).getAllByRole('link')) {
        const r = link.getBoundingClientRect();
        expect(r.right, link.textContent ?? '').toBeLessThanOrEqual(box.right + 1);
        expect(r.left, link.textContent ?? '').toBeGreaterThanOrEqual(box.left - 1);
      }
    });
  },
};

export const Dark: Story = {
  name: 'Dark theme: the bars in the dark accent',
  globals: { theme: 'dark' },
  beforeEach: ({ msw }) => msw.use(...radarAttendance.full),
  play: async ({ canvasElement }) => {
    await within(await studentsOf(canvasElement)).findByText('Asha Rao');
    const chart = await chartCanvas(canvasElement);
    await waitFor(() => expect(drawsIn(chart, accentOf(chart))).toBe(true));
  },
};

export const Empty: Story = { name: 'No class has ended yet', ...states.empty };

export const Loading: Story = { name: 'Loading the attendance', ...states.loading };

export const Error: Story = { name: 'Could not load, then Try again', ...states.error };
