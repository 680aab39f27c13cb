import {
  getGetLiveClassPermissionsMockHandler,
  getListBatchesMockHandler,
  getListTodayLiveClassesMockHandler,
  getListUpcomingLiveClassesMockHandler,
} from '@campus/sdk/msw';
import { formatTime } from '@campus/time';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { liveClasses, serverFailure, storyNow } from '../../testing/handlers';
import {
  hostBatches,
  hostedNotYet,
  hostedToday,
  hostPermissions,
  startedEarly,
  upcomingClasses,
} from '../../testing/handlers/live-classes';
import { storyUsers, withPage } from '../../testing/page-story';
import { LiveClassPage } from './live-class-page';

/** /live-class: today's and upcoming classes; students join while a class is open. */
const meta = {
  title: 'Web/Pages/Live classes',
  component: LiveClassPage,
  decorators: [withPage],
  parameters: { route: '/live-class' },
  args: { user: storyUsers.student, now: () => storyNow.getTime() },
} satisfies Meta<typeof LiveClassPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement, name: 'Today' | 'Upcoming') =>
  within(canvasElement).findByRole('region', { name });

export const Loading: Story = {
  name: 'Loading classes',
  beforeEach: ({ msw }) => msw.use(...liveClasses.loading),
  play: async ({ canvasElement }) => {
    await within(await list(canvasElement, 'Today')).findByText('Loading…');
  },
};

export const Empty: Story = {
  name: 'No class scheduled',
  beforeEach: ({ msw }) => msw.use(...liveClasses.empty),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('No class today.');
    await canvas.findByText('Nothing scheduled yet.');
  },
};

export const Error: Story = {
  name: 'Classes could not load, then Try again',
  beforeEach: ({ msw }) => msw.use(...liveClasses.error),
  play: async ({ canvasElement, msw }) => {
    const today = within(await list(canvasElement, 'Today'));
    await today.findByText(serverFailure, { exact: false });
    msw.use(...liveClasses.full);
    await userEvent.click(today.getByRole('button', { name: 'Try again' }));
    await today.findByRole('button', { name: 'Join Pandas group-by in practice' });
  },
};

export const Full: Story = {
  name: 'Classes for a student',
  beforeEach: ({ msw }) => msw.use(...liveClasses.full),
  play: async ({ canvasElement }) => {
    const today = within(await list(canvasElement, 'Today'));
    await today.findByText('Intro to SQL joins');
    await expect(today.getByText('Live')).toBeInTheDocument();
    // The story's clock, not the time of day, decides what is open: the live class is.
    await expect(
      today.getByRole('button', { name: 'Join Pandas group-by in practice' }),
    ).toBeInTheDocument();
    const upcoming = within(await list(canvasElement, 'Upcoming'));
    // Each list loads on its own: wait for the second one too. Tomorrow's class is not open yet.
    await upcoming.findByText('Feature engineering clinic');
    await expect(upcoming.queryByRole('button', { name: /^Join/ })).not.toBeInTheDocument();
    await expect(upcoming.getAllByText(/^Opens /)).toHaveLength(2);
  },
};

export const StartedEarly: Story = {
  name: 'Started early by the host: Join before the join window',
  tags: ['narrow'],
  beforeEach: ({ msw }) =>
    msw.use(
      getListTodayLiveClassesMockHandler(startedEarly),
      getListUpcomingLiveClassesMockHandler([]),
    ),
  play: async ({ canvasElement }) => {
    const today = within(await list(canvasElement, 'Today'));
    await today.findByText('Live now · started 1 min ago');
    // The join window opens in two minutes, but a live class is open to its students now.
    await expect(
      today.getByRole('button', { name: 'Join Warm-up: SQL window functions' }),
    ).toBeInTheDocument();
    await expect(today.queryByText(/^Opens /)).toBeNull();
  },
};

export const Mentor: Story = {
  name: 'Classes for a mentor',
  args: { user: storyUsers.mentor },
  beforeEach: ({ msw }) => msw.use(...liveClasses.full),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Classes of your batches and the ones you host.');
  },
};

/** The mentor hosts today's classes: permissions, their batches, and the class calls. */
const hosting = [
  getGetLiveClassPermissionsMockHandler(hostPermissions),
  getListBatchesMockHandler(hostBatches),
  getListTodayLiveClassesMockHandler(hostedToday),
  getListUpcomingLiveClassesMockHandler(upcomingClasses),
];

export const Hosting: Story = {
  name: 'Hosting: a live class with its attendance, one starting soon',
  args: { user: storyUsers.mentor },
  beforeEach: ({ msw }) => msw.use(...hosting),
  play: async ({ canvasElement }) => {
    const today = within(await list(canvasElement, 'Today'));
    await today.findByText('Live now · started 15 min ago');
    await expect(today.getByText('Starts in 12 min')).toBeInTheDocument();
    await expect(today.getByText(/Attendance: 3 joined, 2 here now/)).toBeInTheDocument();
    const attendance = today.getByRole('list', {
      name: 'Attendance of Pandas group-by in practice',
    });
    await expect(within(attendance).getAllByRole('listitem')).toHaveLength(3);
    await expect(
      today.getByRole('button', { name: 'End Pandas group-by in practice' }),
    ).toBeInTheDocument();
    await expect(
      today.getByRole('button', { name: 'Start Office hours: your projects' }),
    ).toBeInTheDocument();
    await expect(
      today.getByRole('link', { name: 'Add to calendar: Office hours: your projects' }),
    ).toHaveAttribute('download', 'office-hours-your-projects.ics');
  },
};

export const StartNotYet: Story = {
  name: 'Before the start window: says when the class can start',
  tags: ['narrow'],
  args: { user: storyUsers.mentor },
  beforeEach: ({ msw }) =>
    msw.use(
      getGetLiveClassPermissionsMockHandler(hostPermissions),
      getListBatchesMockHandler(hostBatches),
      getListTodayLiveClassesMockHandler(hostedNotYet),
      getListUpcomingLiveClassesMockHandler([]),
    ),
  play: async ({ canvasElement }) => {
    const today = within(await list(canvasElement, 'Today'));
    await today.findByText('Starts in 1 h');
    await expect(
      today.getByText(`You can start at ${formatTime(hostedNotYet[0]!.startOpensAt)}`, {
        exact: false,
      }),
    ).toBeInTheDocument();
    await expect(today.queryByRole('button', { name: /^Start/ })).toBeNull();
    // Cancelling and changing stay possible before the window.
    await expect(
      today.getByRole('button', { name: 'Cancel Office hours: your projects' }),
    ).toBeInTheDocument();
  },
};

export const ConfirmCancel: Story = {
  name: 'Cancelling a class asks first, naming it',
  args: { user: storyUsers.mentor },
  beforeEach: ({ msw }) => msw.use(...hosting),
  play: async ({ canvasElement }) => {
    const today = within(await list(canvasElement, 'Today'));
    await userEvent.click(
      await today.findByRole('button', { name: 'Cancel Office hours: your projects' }),
    );
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog');
    await expect(
      within(dialog).getByText('Cancel “Office hours: your projects”?'),
    ).toBeInTheDocument();
  },
};

export const StartRefused: Story = {
  name: 'Starting refused by the server, in its words',
  args: { user: storyUsers.mentor },
  beforeEach: ({ msw }) =>
    msw.use(
      ...hosting,
      http.post('*/api/liveclasses/:id/start', () =>
        HttpResponse.json(
          { message: 'A class can be started from 10 minutes before its start time.' },
          { status: 400 },
        ),
      ),
    ),
  play: async ({ canvasElement }) => {
    const today = within(await list(canvasElement, 'Today'));
    await userEvent.click(
      await today.findByRole('button', { name: 'Start Office hours: your projects' }),
    );
    await today.findByText('A class can be started from 10 minutes before its start time.');
  },
};

export const Schedule: Story = {
  name: 'Scheduling a class: the form checks before sending',
  args: { user: storyUsers.mentor },
  beforeEach: ({ msw }) => msw.use(...hosting),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'New class' }));
    const form = within(await canvas.findByRole('form', { name: 'Schedule a class' }));
    await form.findByRole('option', { name: 'Nov 2026 · data-science' });
    await userEvent.click(form.getByRole('button', { name: 'Schedule class' }));
    await form.findByText('The class was not scheduled');
  },
};

/** The bodies the changed class was sent with (PUT /api/liveclasses/{id}). */
const sentChanges: unknown[] = [];

export const EditScheduled: Story = {
  name: 'Changing a scheduled class sends only what changed',
  args: { user: storyUsers.mentor },
  beforeEach: ({ msw }) => {
    sentChanges.length = 0;
    msw.use(
      ...hosting,
      http.put('*/api/liveclasses/:id', async ({ request }) => {
        const body = await request.json();
        sentChanges.push(body);
        return HttpResponse.json({ ...hostedToday[1], ...(body as object) });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const today = within(await list(canvasElement, 'Today'));
    await userEvent.click(
      await today.findByRole('button', { name: 'Edit Office hours: your projects' }),
    );
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', {
      name: 'Change “Office hours: your projects”',
    });
    const form = within(dialog);
    // The form loads when the dialog opens.
    await expect(await form.findByRole('group', { name: /Starts/ })).toBeInTheDocument();
    const title = form.getByRole('textbox', { name: /Title/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'Office hours: portfolios');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(sentChanges).toEqual([{ title: 'Office hours: portfolios' }]);
  },
};

export const EditLiveRefused: Story = {
  name: 'A live class changes only its title, text and link; a refusal shows in place',
  args: { user: storyUsers.mentor },
  beforeEach: ({ msw }) =>
    msw.use(
      ...hosting,
      http.put('*/api/liveclasses/:id', () =>
        HttpResponse.json({ message: 'This class has ended.' }, { status: 409 }),
      ),
    ),
  play: async ({ canvasElement }) => {
    const today = within(await list(canvasElement, 'Today'));
    await userEvent.click(
      await today.findByRole('button', { name: 'Edit Pandas group-by in practice' }),
    );
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Change “Pandas group-by in practice”',
    });
    const form = within(dialog);
    // The form loads when the dialog opens; once it shows, it offers no start to change.
    const link = await form.findByRole('textbox', { name: /Meeting link/ });
    await expect(form.queryByRole('group', { name: /Starts/ })).toBeNull();
    await userEvent.clear(link);
    await userEvent.type(link, 'https://meet.example.com/new-room');
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await form.findByText('This class has ended.');
  },
};
