import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { serverFailure } from '../../testing/handlers';
import { updates } from '../../testing/handlers/updates';
import { pageStates, withPage } from '../../testing/page-story';
import { MentorUpdatesDesk } from './post-update';

/** /updates' announcements: post, and the mentor's own updates with delete. */
const meta = {
  title: 'Web/Panels/Post an update',
  component: MentorUpdatesDesk,
  decorators: [withPage],
  parameters: { route: '/updates' },
} satisfies Meta<typeof MentorUpdatesDesk>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStates(updates, { empty: 'No update posted yet' });

export const Loading: Story = {
  name: 'Loading',
  beforeEach: ({ msw }) => msw.use(...updates.loading),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Your updates' });
  },
};

export const Empty: Story = { name: 'Nothing posted yet', ...states.empty };

export const Error: Story = {
  name: 'Own updates could not load',
  beforeEach: ({ msw }) => msw.use(...updates.error),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(serverFailure);
  },
};

export const Full: Story = {
  name: 'Two updates, one for a batch',
  beforeEach: ({ msw }) => msw.use(...updates.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('option', { name: 'Batch 2026-11 · fullstack' });
    await canvas.findByRole('heading', { name: 'Demo day is on Friday' });
  },
};

export const SentEmpty: Story = {
  name: 'Sent empty: what is missing',
  beforeEach: ({ msw }) => msw.use(...updates.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Post update' }));
    const summary = within(await canvas.findByRole('alert'));
    await expect(summary.getByRole('link', { name: /Update title/ })).toBeVisible();
    await expect(summary.getByRole('link', { name: /Message/ })).toBeVisible();
    await expect(canvas.getAllByText('Enter a title')).toHaveLength(1);
    await expect(canvas.getAllByText('Write the update')).toHaveLength(1);
  },
};

export const Posted: Story = {
  name: 'Posted',
  beforeEach: ({ msw }) =>
    msw.use(
      http.post('*/api/mentor-updates', () => HttpResponse.json({}, { status: 201 })),
      ...updates.full,
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/^Update title/), 'Office hours moved');
    await userEvent.type(canvas.getByLabelText(/^Message/), 'Thursday at 6 PM instead.');
    await userEvent.click(canvas.getByRole('button', { name: 'Post update' }));
    await canvas.findByText('Update posted');
  },
};

export const ConfirmDelete: Story = {
  name: 'Delete asks first, naming the update',
  beforeEach: ({ msw }) => msw.use(...updates.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByRole('article', { name: 'Demo day is on Friday' });
    await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('alertdialog', { name: 'Delete “Demo day is on Friday”?' });
  },
};
