import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  bookingHandlers,
  serverFailure,
  unavailableMentorSlots,
  unpublishedSlots,
} from '../../testing/handlers';
import { pageStates, storyUsers, withPage } from '../../testing/page-story';
import { MentorSyncPage } from './mentor-sync-page';

/** /mentor-sync (student): book a mentor's free time, follow requests, join group sessions. */
const meta = {
  title: 'Web/Pages/Mentor sync',
  component: MentorSyncPage,
  decorators: [withPage],
  parameters: { route: '/mentor-sync' },
  args: { user: { ...storyUsers.student, batch: { monthYear: '2026-11', domain: 'fullstack' } } },
} satisfies Meta<typeof MentorSyncPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStates(bookingHandlers, { loading: 'Loading your sessions…' });

export const Loading: Story = { name: 'Loading', ...states.loading };

export const Empty: Story = {
  name: 'No mentor, nothing booked',
  beforeEach: ({ msw }) => msw.use(...bookingHandlers.empty),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Your batch has no mentor yet.');
    await canvas.findByText('No session booked yet.');
    await canvas.findByText('No group session open to you right now.');
  },
};

export const NoBatch: Story = {
  name: 'Not in a batch yet',
  args: { user: storyUsers.student },
  beforeEach: ({ msw }) => msw.use(...bookingHandlers.empty),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('You have no batch yet, so there is no mentor to book.');
  },
};

export const Error: Story = {
  name: 'Server error with retry',
  beforeEach: ({ msw }) => msw.use(...bookingHandlers.error),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect((await canvas.findAllByText(serverFailure)).length).toBeGreaterThan(0);
    expect(canvas.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  },
};

export const Full: Story = {
  name: 'Bookings in every status, a full group session',
  tags: ['narrow'],
  beforeEach: ({ msw }) => msw.use(...bookingHandlers.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Waiting for the mentor');
    await canvas.findByText('Expired — not answered in time');
    await canvas.findByText('2 seats left');
    expect(canvas.getByRole('button', { name: 'Full Portfolio teardown' })).toBeDisabled();
  },
};

export const RequestForm: Story = {
  name: 'Requesting a free time',
  beforeEach: ({ msw }) => msw.use(...bookingHandlers.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mentor = within(await canvas.findByRole('region', { name: 'Meera Iyer' }));
    const slots = await mentor.findAllByRole('button');
    await userEvent.click(slots[0]!);
    await canvas.findByRole('form', { name: 'Request a session with Meera Iyer' });
    await userEvent.click(canvas.getByRole('button', { name: 'Request session' }));
    await canvas.findByText('The request was not sent');
  },
};

export const WeekView: Story = {
  name: 'A week of the mentor’s hours: pick a day, then a time',
  tags: ['narrow'],
  beforeEach: ({ msw }) => msw.use(...bookingHandlers.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const mentor = within(await canvas.findByRole('region', { name: 'Meera Iyer' }));
    // The mentor's zone is named once, not on each time.
    await mentor.findByText(/Meera Iyer works in Europe\/London time\./);
    const monday = mentor.getByRole('radio', { name: /Monday, 3 March, 6 free times/ });
    expect(monday).toBeChecked();
    expect(mentor.getByRole('radio', { name: /Friday, 7 March, no free time/ })).toBeDisabled();
    await userEvent.click(mentor.getByRole('radio', { name: /Tuesday, 4 March, 4 free times/ }));
    expect(mentor.getAllByRole('button')).toHaveLength(4);
    for (const pill of mentor.getAllByRole('button')) expect(pill).not.toHaveTextContent(/GMT|IST/);
  },
};

export const NoHours: Story = {
  name: 'The mentor has not published hours',
  beforeEach: ({ msw }) => msw.use(...unpublishedSlots, ...bookingHandlers.full),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Meera Iyer has not published their hours yet.');
  },
};

export const MentorUnavailable: Story = {
  name: 'A mentor who stopped working: a plain line, not an error',
  tags: ['narrow'],
  beforeEach: ({ msw }) => msw.use(...unavailableMentorSlots, ...bookingHandlers.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Meera Iyer is not taking sessions at the moment.');
    await expect(canvas.queryByText(/free times could not be loaded/)).toBeNull();
  },
};
