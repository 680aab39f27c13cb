import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminBatches, batchesApi, storyBatch } from '../../testing/handlers/admin-batches';
import { serverFailure } from '../../testing/handlers/kit';
import { withPage } from '../../testing/page-story';
import { AdminBatchVideosPage } from './batch-videos-page';

/** /admin/batches/{monthYear}/{domain}/add-videos: add, edit and delete a batch's recordings. */
const meta = {
  title: 'Web/Pages/Admin batch videos',
  component: AdminBatchVideosPage,
  decorators: [withPage],
  parameters: { route: '/admin/batches/2026-11/fullstack/add-videos' },
  args: { batch: storyBatch },
} satisfies Meta<typeof AdminBatchVideosPage>;

export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

export const Loading: Story = {
  name: 'Loading the videos',
  beforeEach: ({ msw }) => msw.use(...adminBatches.loading),
  play: async ({ canvas }) => {
    await canvas.findByText('Loading videos…');
  },
};

export const Empty: Story = {
  name: 'No videos yet',
  beforeEach: ({ msw }) => msw.use(...adminBatches.empty),
  play: async ({ canvas }) => {
    await canvas.findByText('No videos yet');
  },
};

export const LoadError: Story = {
  name: 'Videos could not load, then Try again',
  beforeEach: ({ msw }) => msw.use(...adminBatches.error),
  play: async ({ canvas, msw }) => {
    await canvas.findByText('The videos could not be loaded');
    await expect(canvas.getByText(serverFailure)).toBeInTheDocument();
    msw.use(...batchesApi());
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await canvas.findByText('1. Week 1: HTTP and the browser');
  },
};

export const AddVideo: Story = {
  name: 'Add a video: checked, then added',
  beforeEach: ({ msw }) => msw.use(...batchesApi()),
  play: async ({ canvas }) => {
    await canvas.findByText('2. Week 2: React state');
    await userEvent.click(canvas.getByRole('button', { name: 'Add video' }));
    await canvas.findAllByText('Give the video a title');
    await userEvent.type(canvas.getByLabelText(/^Title/), 'Week 3: Testing');
    await userEvent.type(canvas.getByLabelText(/^Video link/), 'http://insecure.example.test/v');
    await userEvent.click(canvas.getByRole('button', { name: 'Add video' }));
    await canvas.findAllByText('Paste the https link of the recording');
    await userEvent.clear(canvas.getByLabelText(/^Video link/));
    await userEvent.type(canvas.getByLabelText(/^Video link/), 'https://videos.example.test/w3');
    await userEvent.click(canvas.getByRole('button', { name: 'Add video' }));
    await canvas.findByText('3. Week 3: Testing');
  },
};

export const EditVideo: Story = {
  name: 'Edit a video',
  beforeEach: ({ msw }) => msw.use(...batchesApi()),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Week 2: React state' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Edit Week 2: React state' }));
    const title = dialog.getByLabelText(/^Title/);
    await userEvent.clear(title);
    await userEvent.type(title, 'Week 2: React state and effects');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await canvas.findByText('2. Week 2: React state and effects');
  },
};

export const DeleteVideo: Story = {
  name: 'Delete a video, confirmed',
  beforeEach: ({ msw }) => msw.use(...batchesApi()),
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Delete Week 1: HTTP and the browser' }),
    );
    const dialog = await body().findByRole('alertdialog', {
      name: 'Delete Week 1: HTTP and the browser?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(canvas.queryByText('1. Week 1: HTTP and the browser')).toBeNull());
  },
};
