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
    await canvas.findByText('No mentors in this batch’s routing');
  },
};

export const LoadError: Story = {
  name: 'The batch could not load',
  beforeEach: ({ msw }) => msw.use(...adminBatches.error),
  play: async ({ canvas }) => {
    await canvas.findByText('This batch could not be loaded');
    await expect(canvas.getAllByText(serverFailure).length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(canvas.getAllByRole('button', { name: 'Try again' }).length).toBe(4),
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

const roster = () =>
  within(document.body).getByRole('table', { name: 'Mentors of Nov 2026 · fullstack' });

export const Routing: Story = {
  name: 'Mentors and routing: weights, away, given since joining',
  beforeEach: ({ msw }) => msw.use(...batchesApi()),
  play: async ({ canvas }) => {
    await canvas.findByRole('cell', { name: 'Arjun Menon' });
    const table = within(roster());
    await expect(table.getByRole('cell', { name: 'Away' })).toBeInTheDocument();
    await expect(
      table.getByRole('button', { name: 'Back from away: Arjun Menon' }),
    ).toBeInTheDocument();
    await expect(table.getByRole('button', { name: 'Set away: Meera Iyer' })).toBeInTheDocument();
  },
};

export const SetAway: Story = {
  name: 'Set a mentor away, confirmed',
  beforeEach: ({ msw }) => msw.use(...batchesApi()),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Set away: Meera Iyer' }));
    const dialog = await body().findByRole('alertdialog', {
      name: 'Set Meera Iyer away in Nov 2026 · fullstack?',
    });
    await expect(dialog).toHaveTextContent(/gets none of Nov 2026 · fullstack’s new submissions/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set away' }));
    await canvas.findByRole('button', { name: 'Back from away: Meera Iyer' });
  },
};

export const ChangeWeight: Story = {
  name: 'Change a weight: out of range refused, then saved',
  beforeEach: ({ msw }) => msw.use(...batchesApi()),
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Change weight of Arjun Menon' }),
    );
    const dialog = within(
      await body().findByRole('dialog', { name: 'Weight of Arjun Menon in Nov 2026 · fullstack' }),
    );
    const weight = dialog.getByLabelText(/^Weight/);
    await userEvent.clear(weight);
    await userEvent.type(weight, '5000');
    await userEvent.click(dialog.getByRole('button', { name: 'Save weight' }));
    await expect((await dialog.findAllByText('A weight from 1 to 1000')).length).toBeGreaterThan(0);
    await userEvent.clear(weight);
    await userEvent.type(weight, '200');
    await userEvent.click(dialog.getByRole('button', { name: 'Save weight' }));
    await waitFor(() =>
      expect(within(roster()).getByRole('cell', { name: '200' })).toBeInTheDocument(),
    );
  },
};

export const AddMentor: Story = {
  name: 'Add a mentor to the routing',
  beforeEach: ({ msw }) => msw.use(...batchesApi()),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add mentor' }));
    const dialog = within(
      await body().findByRole('dialog', { name: 'Add a mentor to Nov 2026 · fullstack' }),
    );
    // Only mentors not in the routing yet are offered.
    const select = await dialog.findByLabelText(/^Mentor/);
    await waitFor(() =>
      expect(within(select).getByRole('option', { name: /Nisha Verma/ })).toBeInTheDocument(),
    );
    await expect(within(select).queryByRole('option', { name: /Meera Iyer/ })).toBeNull();
    await userEvent.selectOptions(
      select,
      within(select).getByRole('option', { name: /Nisha Verma/ }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Add mentor' }));
    // The dialog closes (the page is no longer hidden from assistive technology) and Nisha is listed.
    await waitFor(() =>
      expect(within(roster()).getByRole('cell', { name: 'Nisha Verma' })).toBeInTheDocument(),
    );
  },
};
