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
  pickable,
  pickHandlers,
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
  // The week unless a story asks for another view: the stories' frames are phone-sized, where the
  // page would open the agenda.
  parameters: { route: '/calendar?view=week' },
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
  parameters: { route: '/calendar?view=month' },
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
  parameters: { route: '/calendar?view=month' },
  beforeEach: ({ msw }) => msw.use(eventsHandler(manyEvents(500))),
  play: async ({ canvasElement }) => {
    const table = within(await within(canvasElement).findByRole('table'));
    await table.findAllByRole('button', { name: /more on / });
    await expect(table.getAllByRole('link').length).toBeLessThanOrEqual(42 * 3);
  },
};

export const AgendaLoading: Story = {
  name: 'Agenda: loading',
  tags: ['narrow'],
  parameters: { route: '/calendar?view=agenda' },
  beforeEach: ({ msw }) => msw.use(...calendar.loading),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Loading your week…');
  },
};

export const AgendaEmpty: Story = {
  name: 'Agenda: nothing on this week',
  tags: ['narrow'],
  parameters: { route: '/calendar?view=agenda' },
  beforeEach: ({ msw }) => msw.use(...calendar.empty),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Nothing on your calendar this week.');
    await expect(canvas.queryByRole('list', { name: 'Agenda' })).toBeNull();
  },
};

export const Agenda: Story = {
  name: 'Agenda: the week’s events by day, each a link',
  tags: ['narrow'],
  parameters: { route: '/calendar?view=agenda&date=2026-11-18' },
  beforeEach: ({ msw }) => msw.use(...calendar.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const agenda = await canvas.findByRole('list', { name: 'Agenda' });
    await expect(within(agenda).getAllByRole('heading', { level: 3 })).toHaveLength(7);
    await expect(canvas.getByText(/^Agenda, times in /)).toBeInTheDocument();
    const thursday = within(within(agenda).getByRole('listitem', { name: /Thursday, 19/ }));
    await expect(thursday.getByRole('link', { name: /Build a REST API$/ })).toHaveAttribute(
      'href',
      '/student-dashboard/tasks/t-1',
    );
    // Keyboard: the first event is reached from the view buttons by Tab.
    canvas.getByRole('button', { name: 'Month' }).focus();
    await userEvent.tab();
    await expect(within(agenda).getAllByRole('link')[0]).toHaveFocus();
  },
};

/** A phone 360 px wide: the agenda is the default view, with no view in the URL. */
export const AgendaPhone: Story = {
  name: 'Agenda at 360 px: the phone’s default',
  tags: ['narrow'],
  parameters: { route: '/calendar' },
  globals: { viewport: { value: 'mobile' } },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
  beforeEach: ({ msw }) => msw.use(...calendar.full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: /Intro to SQL joins/ });
    // The agenda when the window is a phone's; the week on a wider one.
    const phone = matchMedia('(max-width: 640px)').matches;
    await expect(canvas.getByRole('button', { name: phone ? 'Agenda' : 'Week' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const AdminPicksBatch: Story = {
  name: 'An admin views a batch’s calendar, then a mentor’s',
  args: { user: storyUsers.admin },
  parameters: { route: '/calendar?view=agenda&date=2026-11-18' },
  beforeEach: ({ msw }) => msw.use(...calendar.full, ...pickHandlers()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pick = await canvas.findByLabelText('Whose calendar');
    await expect(pick).toHaveValue('');
    await canvas.findByRole('option', { name: 'Batch 2026-11 · fullstack' });
    await userEvent.selectOptions(pick, 'batch:2026-11 · fullstack');
    await expect(pick).toHaveValue('batch:2026-11 · fullstack');
    await canvas.findByRole('link', { name: /Intro to SQL joins/ });
    await userEvent.selectOptions(pick, `mentor:${pickable.mentor._id}`);
    await expect(pick).toHaveValue(`mentor:${pickable.mentor._id}`);
  },
};
