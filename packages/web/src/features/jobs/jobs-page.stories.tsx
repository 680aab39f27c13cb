import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { adminJobs, retryGone } from '../../testing/handlers/admin-jobs';
import { pageStates, withPage } from '../../testing/page-story';
import { AdminJobsPage } from './jobs-page';

/** /admin/jobs: the job queue per kind, its last error, and dead jobs run again. */
const meta = {
  title: 'Web/Pages/Admin/Background jobs',
  // Narrow screens: every state also runs (play and axe) at 360 px, in both themes.
  tags: ['narrow'],
  component: AdminJobsPage,
  decorators: [withPage],
  parameters: { route: '/admin/jobs' },
} satisfies Meta<typeof AdminJobsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStates(adminJobs, {
  loading: 'Background jobs by kind',
  empty: 'No background jobs',
  ready: (canvas) => canvas.findByText('mail-outbox'),
});

export const WithDeadJobs: Story = {
  name: 'Mail failing: retries, dead jobs and the last error',
  beforeEach: ({ msw }) => msw.use(...adminJobs.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('mail-outbox');
    await expect(
      canvas.getAllByText('Connection refused by smtp.campus.example:587', { exact: false }),
    ).not.toHaveLength(0);
    // Retry all only where something is dead; one Retry per dead job listed.
    await expect(canvas.getAllByRole('button', { name: /^Retry all/ })).toHaveLength(1);
    const dead = within(canvas.getByRole('region', { name: 'Dead mail-outbox jobs' }));
    await expect(dead.getAllByRole('button', { name: /^Retry the mail-outbox job/ })).toHaveLength(
      2,
    );
  },
};

export const Healthy: Story = {
  name: 'Every job running',
  beforeEach: ({ msw }) => msw.use(...adminJobs.healthy),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('mail-outbox');
    await expect(canvas.queryByRole('button', { name: /^Retry/ })).toBeNull();
  },
};

export const RetryAllConfirm: Story = {
  name: 'Retry all: the confirmation says how many',
  beforeEach: ({ msw }) => msw.use(...adminJobs.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Retry all 2 dead jobs of mail-outbox' }),
    );
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog');
    await expect(
      within(dialog).getByText('Run 2 dead jobs of mail-outbox again?'),
    ).toBeInTheDocument();
  },
};

export const RetryOneRefused: Story = {
  name: 'Retry one: already retried elsewhere',
  beforeEach: ({ msw }) => msw.use(...retryGone, ...adminJobs.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dead = within(await canvas.findByRole('region', { name: 'Dead mail-outbox jobs' }));
    await userEvent.click(dead.getAllByRole('button', { name: /^Retry the mail-outbox job/ })[0]!);
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await within(dialog).findByText('No dead "mail-outbox" job has this id.');
  },
};

export const Empty: Story = { name: 'No job kinds', ...states.empty };

export const Loading: Story = { ...states.loading };

export const Error: Story = { name: 'Could not read the queue (retry)', ...states.error };
