import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { getPutMyAvailabilityMockHandler } from '@campus/sdk/msw';
import {
  bookingHandlers,
  hoursError,
  londonHours,
  manyRequests,
  serverFailure,
} from '../../testing/handlers';
import { pageStates, storyUsers, withPage } from '../../testing/page-story';
import { MentorSessionsPage } from './mentor-sessions-page';

/** /mentor-sessions (mentor): requests first, then upcoming and past; open a group session. */
const meta = {
  title: 'Web/Pages/Mentor sessions',
  component: MentorSessionsPage,
  decorators: [withPage],
  parameters: { route: '/mentor-sessions' },
  args: { user: storyUsers.mentor },
} satisfies Meta<typeof MentorSessionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const states = pageStates(bookingHandlers, { loading: 'Loading your sessions…' });

export const Loading: Story = { name: 'Loading', ...states.loading };

export const Empty: Story = {
  name: 'Nothing booked',
  beforeEach: ({ msw }) => msw.use(...bookingHandlers.empty),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('No request waiting for you.');
    await canvas.findByText('Nothing confirmed yet.');
  },
};

export const Error: Story = {
  name: 'Server error with retry',
  beforeEach: ({ msw }) => msw.use(...bookingHandlers.error),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(serverFailure);
    expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Full: Story = {
  name: 'A request to answer, upcoming and past sessions',
  tags: ['narrow'],
  beforeEach: ({ msw }) => msw.use(...bookingHandlers.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Requests (1)' });
    await canvas.findByRole('button', { name: 'Accept Code review of my React portfolio' });
    await canvas.findByText(/8 of 10 seats taken/);
  },
};

export const ManyRequests: Story = {
  name: 'Many requests: the first 20, then Show more requests',
  tags: ['narrow'],
  beforeEach: ({ msw }) => msw.use(...manyRequests, ...bookingHandlers.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Requests (20+)' });
    expect(
      canvas.queryByRole('button', { name: 'Accept Request 21: a question on week 21' }),
    ).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show more requests' }));
    await canvas.findByRole('heading', { name: 'Requests (23)' });
    await canvas.findByRole('button', { name: 'Accept Request 23: a question on week 23' });
    expect(canvas.queryByRole('button', { name: 'Show more requests' })).toBeNull();
  },
};

export const NewGroupSession: Story = {
  name: 'Opening a group session (validation)',
  beforeEach: ({ msw }) => msw.use(...bookingHandlers.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'New group session' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Open session' }));
    await canvas.findByText('The session was not opened');
  },
};

export const ConfirmCancel: Story = {
  name: 'Cancelling asks first, naming the session',
  beforeEach: ({ msw }) => msw.use(...bookingHandlers.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Cancel Mock system-design interview' }),
    );
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(
      await body.findByRole('alertdialog', { name: 'Cancel “Mock system-design interview”?' }),
    );
    // The two answers read apart: the session is kept, or cancelled.
    await expect(dialog.getByRole('button', { name: 'Keep session' })).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Cancel session' })).toBeInTheDocument();
  },
};

export const HoursPublished: Story = {
  name: 'Hours published (London, with a buffer and a day off)',
  tags: ['narrow'],
  beforeEach: ({ msw }) => msw.use(...bookingHandlers.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hours = within(await canvas.findByRole('region', { name: 'Your hours' }));
    await hours.findByText(/Mon 10:00–13:00 · Tue 10:00–13:00/);
    await hours.findByText(/In Europe\/London time · 15 minutes between sessions/);
    expect(hours.getByRole('button', { name: 'Edit hours' })).toBeVisible();
  },
};

export const HoursNotPublished: Story = {
  name: 'Hours not published yet',
  beforeEach: ({ msw }) => msw.use(...bookingHandlers.empty),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(
      'You have not published your hours, so students cannot request a time yet.',
    );
    expect(canvas.getByRole('button', { name: 'Set your hours' })).toBeVisible();
  },
};

export const EditingHours: Story = {
  name: 'Editing weekly hours, days off and buffer',
  tags: ['narrow'],
  beforeEach: ({ msw }) => msw.use(...bookingHandlers.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit hours' }));
    const form = within(canvas.getByRole('form', { name: 'Your weekly hours' }));
    expect(form.getByRole('combobox', { name: /Your time zone/ })).toHaveValue('Europe/London');
    const monday = within(form.getByRole('group', { name: 'Monday' }));
    expect(monday.getByRole('combobox', { name: 'From' })).toHaveValue('10:00');
    expect(form.getByRole('group', { name: 'Sunday' })).toHaveTextContent('Unavailable');
    await userEvent.click(form.getByRole('button', { name: 'Add hours on Sunday' }));
    expect(
      within(form.getByRole('group', { name: 'Sunday' })).getByRole('combobox', { name: 'To' }),
    ).toHaveValue('13:00');
    const dayOff = form.getByLabelText(/^Day off 1/);
    // A date picker, not text typed in a pattern.
    expect(dayOff).toHaveAttribute('type', 'date');
    expect(dayOff).toHaveValue('2031-03-07');
    expect(form.getByRole('combobox', { name: /Buffer between sessions/ })).toHaveValue('15');
  },
};

export const HoursSavedDeclining: Story = {
  name: 'Hours saved, a day off declining two requests',
  beforeEach: ({ msw }) =>
    msw.use(
      getPutMyAvailabilityMockHandler({ ...londonHours, declinedRequests: 2 }),
      ...bookingHandlers.full,
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit hours' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save hours' }));
    await canvas.findByText(
      /2 pending requests on your days off were declined, and their students were told you are away\./,
    );
  },
};

export const HoursError: Story = {
  name: 'Hours could not be loaded',
  beforeEach: ({ msw }) => msw.use(...hoursError, ...bookingHandlers.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Your hours could not be loaded');
    expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
