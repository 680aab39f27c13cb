import { getListMentorReviewsMockHandler, getReviewMentorMockHandler } from '@campus/sdk/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { delay, http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { makeUser } from '../../testing/fixtures';
import { MentorReview } from './mentor-review';

const asha = makeUser({
  _id: '7b0e4a8e-0000-4000-8000-000000000001',
  name: 'Asha Verma',
  email: 'asha@example.test',
  role: 'mentor',
  mentorStatus: 'pending',
  createdAt: '2026-11-20T09:30:00.000Z',
});
const ravi = makeUser({
  _id: '7b0e4a8e-0000-4000-8000-000000000002',
  name: 'Ravi Kumar',
  email: 'ravi@example.test',
  role: 'mentor',
  mentorStatus: 'pending',
  createdAt: '2026-11-21T14:05:00.000Z',
});
const page = (items: (typeof asha)[]) => ({ items, nextCursor: null, pageSize: 100 });

/** The review against the SDK's calls, answered by MSW; a fresh query cache per story. */
function ReviewStory() {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  return (
    <QueryClientProvider client={client}>
      <MentorReview />
    </QueryClientProvider>
  );
}

const meta = {
  title: 'Web/Mentor review/Mentor review',
  component: ReviewStory,
} satisfies Meta<typeof ReviewStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      getListMentorReviewsMockHandler(async () => {
        await delay('infinite');
        return page([]);
      }),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading mentors awaiting review…')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(getListMentorReviewsMockHandler(page([])));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No mentors awaiting review')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/users/mentor-reviews', () =>
        HttpResponse.json({ message: 'Server error. Please try again later.' }, { status: 500 }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('The review list could not be loaded'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

export const PendingMentors: Story = {
  name: 'Pending mentors: approve with confirmation',
  beforeEach({ msw }) {
    let items = [asha, ravi];
    msw.use(
      getListMentorReviewsMockHandler(() => page(items)),
      getReviewMentorMockHandler(async ({ params }) => {
        const found = items.find((u) => u._id === params['id'])!;
        items = items.filter((u) => u._id !== params['id']);
        return { user: { ...found, mentorStatus: 'approved' } };
      }),
    );
  },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Pending mentor applications' });
    await expect(within(table).getByText('asha@example.test')).toBeInTheDocument();
    await expect(within(table).getByText('20 Nov 2026')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Approve Asha Verma' }));
    const dialog = await body().findByRole('alertdialog', { name: 'Approve Asha Verma?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await expect(
      await canvas.findByText('Asha Verma is approved and listed in the mentor directory.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByText('asha@example.test')).toBeNull());
    await expect(canvas.getByText('ravi@example.test')).toBeInTheDocument();
  },
};

export const RejectConfirmation: Story = {
  name: 'Reject asks first, naming the person',
  beforeEach({ msw }) {
    msw.use(getListMentorReviewsMockHandler(page([ravi])));
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Reject Ravi Kumar' }));
    const dialog = await body().findByRole('alertdialog', { name: 'Reject Ravi Kumar?' });
    await expect(within(dialog).getByText(/ravi@example.test/)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};
