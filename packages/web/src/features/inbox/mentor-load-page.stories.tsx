import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mentorLoad, mentorLoadExportFails } from '../../testing/handlers/mentor-load';
import { pageStates, withPage } from '../../testing/page-story';
import { MentorLoadPage } from './mentor-load-page';

/** /admin/mentor-load: every mentor's load, sortable, and the whole list as CSV. */
const meta = {
  title: 'Web/Pages/Admin/Mentor load',
  // Narrow screens: every state also runs (play and axe) at 360 px, in both themes.
  tags: ['narrow'],
  component: MentorLoadPage,
  decorators: [withPage],
  parameters: { route: '/admin/mentor-load' },
} satisfies Meta<typeof MentorLoadPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStates(mentorLoad, {
  loading: 'Mentor load',
  empty: 'No mentors yet',
  ready: (canvas) => canvas.findByText('Meera Iyer'),
});

const mentorNames = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.textContent ?? '')
    .map((t) => ['Meera Iyer', 'Ravi Kumar', 'Nisha Verma'].find((n) => t.includes(n)));

export const Busiest: Story = {
  name: 'The busiest mentor first, away and unreviewed shown',
  beforeEach: ({ msw }) => msw.use(...mentorLoad.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Meera Iyer');
    await expect(mentorNames(canvasElement)).toEqual(['Meera Iyer', 'Ravi Kumar', 'Nisha Verma']);
    await expect(canvas.getByText('Away')).toBeInTheDocument();
    await expect(canvas.getByText('No reviews')).toBeInTheDocument();
    await expect(canvas.getByText('6 h 25 min')).toBeInTheDocument();
  },
};

export const SortedByFirstReview: Story = {
  name: 'Sorted by the median first review, fastest first',
  beforeEach: ({ msw }) => msw.use(...mentorLoad.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Meera Iyer');
    const sortBy = () => canvas.getByRole('button', { name: /Median first review/ });
    // First click: descending; second: ascending, with no median last either way.
    await userEvent.click(sortBy());
    await userEvent.click(sortBy());
    await waitFor(() =>
      expect(mentorNames(canvasElement)).toEqual(['Ravi Kumar', 'Meera Iyer', 'Nisha Verma']),
    );
  },
};

export const DownloadFails: Story = {
  name: 'Download CSV refused',
  beforeEach: ({ msw }) => msw.use(...mentorLoadExportFails, ...mentorLoad.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Download CSV' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The download failed. Try again.',
    );
  },
};

export const Empty: Story = { name: 'No mentors yet', ...states.empty };

export const Loading: Story = { ...states.loading };

export const Error: Story = { name: 'Could not read the load (retry)', ...states.error };
