import { getMentorSlots } from '@campus/sdk';
import { Button, Inline } from '@campus/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { queryOptions } from '@tanstack/react-query';
import { expect, userEvent, within } from 'storybook/test';
import { bookingKeys } from '../../data/bookings/keys';
import { serverFailure, storyNow } from '../../testing/handlers';
import {
  calendar,
  eventsHandler,
  manyEvents,
  mentorWeek,
  slotsHandler,
  studentWeek,
} from '../../testing/handlers/calendar';
import { storyUsers, withPage } from '../../testing/page-story';
import { CalendarPage, type FreeTimes } from './calendar-page';

/**
 * What the route brings for a student: their mentor, bookings' slot query, and a request that
 * sends at once (the request form is bookings' own, with its own stories).
 */
const freeTimes: FreeTimes = {
  mentors: [{ _id: 'u-mentor-1', name: 'Meera Iyer', role: 'mentor' }],
  slots: (mentorId, window) =>
    queryOptions({
      queryKey: bookingKeys.slots(mentorId, window),
      queryFn: () => getMentorSlots(mentorId, window),
    }),
  request: ({ onSent, onCancel }) => (
    <Inline gap="sm">
      <Button onClick={onSent}>Request session</Button>
      <Button variant="secondary" onClick={onCancel}>
        Pick another time
      </Button>
    </Inline>
  ),
};

/** /calendar: the viewer's week or month, in their zone; a student books a free time from the week. */
const meta = {
  title: 'Web/Pages/Calendar',
  component: CalendarPage,
  decorators: [withPage],
  parameters: { route: '/calendar' },
  args: { user: storyUsers.student, now: () => storyNow.getTime() },
} satisfies Meta<typeof CalendarPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  name: 'Loading the week',
  tags: ['narrow'],
  beforeEach: ({ msw }) => msw.use(...calendar.loading),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Loading your week…');
  },
};

export const Empty: Story = {
  name: 'Nothing on this week',
  tags: ['narrow'],
  beforeEach: ({ msw }) => msw.use(...calendar.empty),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Nothing on your calendar this week.');
    // The days are still there, each saying so.
    await expect(canvas.getAllByText('Nothing on.')).toHaveLength(7);
  },
};

export const Error: Story = {
  name: 'Calendar could not load, then Try again',
  beforeEach: ({ msw }) => msw.use(...calendar.error),
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(serverFailure);
    await expect(canvas.getByText('Your calendar could not be loaded')).toBeInTheDocument();
    msw.use(...calendar.full);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await canvas.findByRole('link', { name: /Intro to SQL joins/ });
  },
};

export const StudentWeek: Story = {
  name: "A student's week: classes, sessions, a due date, a cancelled class",
  tags: ['narrow'],
  beforeEach: ({ msw }) => msw.use(...calendar.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: '16 Nov 2026 – 22 Nov 2026' });
    const sunday = within(await canvas.findByRole('listitem', { name: /Sunday, 22 November/ }));
    await sunday.findByText('Today');
    await expect(
      canvas.getByRole('link', { name: /^Class, .*Intro to SQL joins$/ }),
    ).toHaveAttribute('href', '/live-class');
    await expect(canvas.getByRole('link', { name: /^Due, .*Build a REST API$/ })).toHaveAttribute(
      'href',
      '/student-dashboard/tasks/t-1',
    );
    await expect(canvas.getByText(/Window functions/)).toBeInTheDocument();
    await expect(canvas.getByText(/· Cancelled/)).toBeInTheDocument();
    await expect(canvas.getByText(/· Waiting for an answer/)).toBeInTheDocument();
  },
};

export const BookFreeTime: Story = {
  name: "Booking a mentor's free time from the week",
  tags: ['narrow'],
  args: { freeTimes },
  beforeEach: ({ msw }) => msw.use(...calendar.full, slotsHandler()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Free times of')).toHaveValue('u-mentor-1');
    const thursday = within(await canvas.findByRole('listitem', { name: /Thursday, 19 November/ }));
    const times = await thursday.findAllByRole('button', { name: /book with Meera Iyer$/ });
    await expect(times).toHaveLength(2);
    await userEvent.click(times[0]!);
    const dialog = within(
      await within(document.body).findByRole('dialog', {
        name: 'Request a session with Meera Iyer',
      }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Request session' }));
    await canvas.findByText(/Request sent to Meera Iyer\./);
  },
};

export const MentorWeek: Story = {
  name: "A mentor's week: hours and a day off shaded",
  args: { user: storyUsers.mentor },
  beforeEach: ({ msw }) => msw.use(eventsHandler(mentorWeek)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: /Mock interview with Asha Rao/ });
    await expect(canvas.getAllByRole('link', { name: /^Your hours, / })).toHaveLength(4);
    const friday = within(canvas.getByRole('listitem', { name: /Friday, 20 November/ }));
    await expect(friday.getByRole('link', { name: /^Day off, All day/ })).toBeInTheDocument();
  },
};

export const Month: Story = {
  name: 'The month, a day opened into its week',
  tags: ['narrow'],
  args: { initialView: 'month' },
  beforeEach: ({ msw }) => msw.use(eventsHandler(studentWeek)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: 'November 2026' });
    const table = await canvas.findByRole('table', { name: 'November 2026' });
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
    await userEvent.click(
      await within(table).findByRole('button', { name: /Thursday, 19 November, 1 event/ }),
    );
    await canvas.findByRole('heading', { level: 2, name: '16 Nov 2026 – 22 Nov 2026' });
    await expect(canvas.getByRole('button', { name: 'Week' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const BusyMonth: Story = {
  name: 'A month with 500 events: three a day, the rest behind "N more"',
  args: { initialView: 'month' },
  beforeEach: ({ msw }) => msw.use(eventsHandler(manyEvents(500))),
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table'));
    await table.findAllByRole('button', { name: /more on / });
    await expect(table.getAllByRole('link').length).toBeLessThanOrEqual(42 * 3);
  },
};
