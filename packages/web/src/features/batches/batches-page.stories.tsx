import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { adminBatches, batchesApi } from '../../testing/handlers/admin-batches';
import { serverFailure, storyNow } from '../../testing/handlers/kit';
import { withPage } from '../../testing/page-story';
import { AdminBatchesPage } from './batches-page';

/** /admin/batches: batches by month and domain; create one by assigning a mentor and students. */
const meta = {
  title: 'Web/Pages/Admin batches',
  component: AdminBatchesPage,
  decorators: [withPage],
  parameters: { route: '/admin/batches' },
  args: { now: storyNow },
} satisfies Meta<typeof AdminBatchesPage>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

export const Loading: Story = {
  name: 'Loading the batches',
  beforeEach: ({ msw }) => msw.use(...adminBatches.loading),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: 'Batches' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Empty: Story = {
  name: 'No batches yet',
  beforeEach: ({ msw }) => msw.use(...adminBatches.empty),
  play: async ({ canvas }) => {
    await canvas.findByText('No batches yet');
  },
};

export const LoadError: Story = {
  name: 'Batches could not load, then Try again',
  beforeEach: ({ msw }) => msw.use(...adminBatches.error),
  play: async ({ canvas, msw }) => {
    await canvas.findByText('The batches could not be loaded');
    await expect(canvas.getByText(serverFailure)).toBeInTheDocument();
    msw.use(...batchesApi());
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await canvas.findByRole('link', { name: 'Nov 2026 · fullstack' });
  },
};

export const Full: Story = {
  name: 'Batches with mentors and counts',
  beforeEach: ({ msw }) => msw.use(...batchesApi()),
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Oct 2026 · data-science' });
    await expect(canvas.getByText('Arjun Menon')).toBeInTheDocument();
  },
};

export const CreateBatch: Story = {
  name: 'Create a batch: checked, then assigned',
  beforeEach: ({ msw }) => msw.use(...batchesApi()),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Create batch' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Create a batch' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Create batch' }));
    await dialog.findAllByText('Choose at least one student');
    await expect(dialog.getAllByText('Choose a mentor').length).toBeGreaterThan(0);
    await userEvent.type(dialog.getByLabelText(/^Domain/), 'cloud');
    await userEvent.selectOptions(
      await dialog.findByLabelText(/^Mentor/),
      'Meera Iyer (meera@example.com)',
    );
    await userEvent.click(await dialog.findByRole('checkbox', { name: /Divya Menon/ }));
    await dialog.findByText('Students (1 chosen)');
    await userEvent.click(dialog.getByRole('button', { name: 'Create batch' }));
    await body().findByText('Nov 2026 · cloud: 1 added, 0 moved, 0 already there.', {
      selector: 'div',
    });
  },
};

export const NarrowScreen: Story = {
  name: 'At 360 px',
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: ({ msw }) => msw.use(...batchesApi()),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('link', { name: 'Nov 2026 · fullstack' });
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
