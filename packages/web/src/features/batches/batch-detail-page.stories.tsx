import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminBatches, batchesApi, storyBatch } from '../../testing/handlers/admin-batches';
import { serverFailure } from '../../testing/handlers/kit';
import { withPage } from '../../testing/page-story';
import { AdminBatchPage } from './batch-detail-page';

/** /admin/batches/{monthYear}/{domain}: the batch's students, mentors, videos and classes. */
const meta = {
  title: 'Web/Pages/Admin batch',
  component: AdminBatchPage,
  decorators: [withPage],
  parameters: { route: '/admin/batches/2026-11/fullstack' },
  args: { batch: storyBatch },
} satisfies Meta<typeof AdminBatchPage>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

export const Loading: Story = {
  name: 'Loading the batch',
  beforeEach: ({ msw }) => msw.use(...adminBatches.loading),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('table', { name: 'Students of Nov 2026 · fullstack' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  name: 'A batch with nobody in it yet',
  beforeEach: ({ msw }) => msw.use(...adminBatches.empty),
  play: async ({ canvas }) => {
    await canvas.findByText('No students in this batch');
    await canvas.findByText('No videos yet');
  },
};

export const LoadError: Story = {
  name: 'The batch could not load',
  beforeEach: ({ msw }) => msw.use(...adminBatches.error),
  play: async ({ canvas }) => {
    await canvas.findByText('This batch could not be loaded');
    await expect(canvas.getAllByText(serverFailure).length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(canvas.getAllByRole('button', { name: 'Try again' }).length).toBe(3),
    );
  },
};

export const Full: Story = {
  name: 'Students, mentor and videos',
  beforeEach: ({ msw }) => msw.use(...batchesApi()),
  play: async ({ canvas }) => {
    await canvas.findByText('Mentors: Meera Iyer');
    await canvas.findByRole('cell', { name: 'Asha Rao' });
    await canvas.findByText('Week 2: React state');
  },
};

export const LongBatch: Story = {
  name: 'A batch of 130 students: the first 100, then Show more',
  beforeEach: ({ msw }) => msw.use(...batchesApi({ count: 130 })),
  play: async ({ canvas }) => {
    await canvas.findByRole('cell', { name: 'Student 100' });
    await expect(canvas.queryByRole('cell', { name: 'Student 101' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more students' }));
    await canvas.findByRole('cell', { name: 'Student 130' });
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Show more students' })).toBeNull(),
    );
  },
};

export const RemoveStudent: Story = {
  name: 'Remove a student, confirmed',
  beforeEach: ({ msw }) => msw.use(...batchesApi()),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Asha Rao' }));
    const dialog = await body().findByRole('alertdialog', {
      name: 'Remove Asha Rao from Nov 2026 · fullstack?',
    });
    await expect(dialog).toHaveTextContent(/stop seeing its videos/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(canvas.queryByRole('cell', { name: 'Asha Rao' })).toBeNull());
  },
};
