import type { Notification } from '@campus/sdk';
import {
  getClearNotificationsMockHandler,
  getListNotificationsMockHandler,
  getMarkAllNotificationsReadMockHandler,
  getMarkNotificationReadMockHandler,
} from '@campus/sdk/msw';
import { formatDateTime } from '@campus/time';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { useMemo } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { makeNotification } from '../../testing/fixtures';
import { createEffectLog, EffectLogView, useStoryActor } from '../../testing/story-kit';
import { NotificationBell } from './notification-bell';
import { notificationsMachine } from './notifications.machine';

/** Stories pin "now", so relative times read the same every run. */
const NOW = Date.parse('2026-11-22T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

const sample: Notification[] = [
  makeNotification({
    _id: 'n1',
    type: 'live_class',
    event: 'live_class_started',
    data: { message: 'Live class started: Intro to SQL' },
    timestamp: minutesAgo(0),
    reason: 'because you are in batch 2026-12 fullstack',
  }),
  makeNotification({
    _id: 'n2',
    type: 'task',
    data: { message: 'New task: Build a REST API' },
    timestamp: minutesAgo(12),
  }),
  makeNotification({
    _id: 'n3',
    type: 'reminder',
    event: 'task_due_reminder',
    data: { message: 'Reminder: ER diagram is due tomorrow' },
    timestamp: minutesAgo(5 * 60),
    read: true,
  }),
  makeNotification({
    _id: 'n4',
    type: 'other',
    event: 'task_approved',
    data: { message: 'Your submission was approved' },
    timestamp: minutesAgo(3 * 24 * 60),
    reason: 'because you submitted this task',
    read: true,
  }),
];

const many = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    makeNotification({
      _id: `m${i}`,
      data: { message: `New task ${i + 1}` },
      timestamp: minutesAgo(i * 7),
    }),
  );

const page = (items: Notification[]) =>
  getListNotificationsMockHandler({
    items,
    unread: items.filter((n) => !n.read).length,
    nextCursor: null,
    pageSize: 10,
  });

function BellStory({ openPanel = false }: { openPanel?: boolean }) {
  const log = useMemo(createEffectLog, []);
  const machine = useMemo(
    () =>
      notificationsMachine.provide({
        actions: { navigate: (_, params) => log.navigate(params.to) },
      }),
    [log],
  );
  const notifications = useStoryActor(machine, undefined, (actor) => {
    if (openPanel) actor.send({ type: 'panel.toggle' });
  });
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: '28rem' }}>
      <div>
        <NotificationBell notifications={notifications} now={() => NOW} />
        <div style={{ marginTop: '24rem' }}>
          <EffectLogView log={log} />
        </div>
      </div>
    </div>
  );
}

const meta = {
  title: 'Web/Notifications/Notification bell',
  component: BellStory,
  beforeEach({ msw }) {
    msw.use(
      page(sample),
      getMarkNotificationReadMockHandler(),
      getMarkAllNotificationsReadMockHandler({ updated: 2 }),
      getClearNotificationsMockHandler(),
    );
  },
} satisfies Meta<typeof BellStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const bell = (canvasElement: HTMLElement, name: RegExp = /^Notifications/) =>
  within(canvasElement).findByRole('button', { name });

export const UnreadBadge: Story = {
  parameters: { machineState: ['notifications.list.ready', 'notifications.panel.closed'] },
  name: 'Unread badge',
  play: async ({ canvasElement }) => {
    await bell(canvasElement, /Notifications, 2 unread/);
    await expect(within(canvasElement).getByTestId('notification-badge')).toHaveTextContent('2');
  },
};

export const BadgeAboveNine: Story = {
  name: 'Badge above nine',
  beforeEach({ msw }) {
    msw.use(page(many(10)));
  },
  play: async ({ canvasElement }) => {
    await bell(canvasElement, /Notifications, 10 unread/);
    await expect(within(canvasElement).getByTestId('notification-badge')).toHaveTextContent('9+');
  },
};

export const NoNotifications: Story = {
  name: 'No notifications',
  args: { openPanel: true },
  beforeEach({ msw }) {
    msw.use(page([]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('No notifications');
    await expect(canvas.queryByTestId('notification-badge')).not.toBeInTheDocument();
    // Nothing to mark or clear: no actions on an empty bell.
    await expect(canvas.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Clear all' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { machineState: ['notifications.list.loading'] },
  name: 'Loading the stored list',
  args: { openPanel: true },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/notifications', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Loading notifications...');
  },
};

export const PanelOpen: Story = {
  parameters: { machineState: ['notifications.panel.open'] },
  name: 'Panel open: each with its reason',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await bell(canvasElement, /2 unread/));
    const panel = canvas.getByRole('region', { name: 'Notifications' });
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(4);
    // Why each reached the viewer, in a muted line under the message.
    await expect(
      within(panel).getByRole('button', {
        name: /Intro to SQL.*because you are in batch 2026-12 fullstack/,
      }),
    ).toBeInTheDocument();
    await expect(within(panel).getByText('because you submitted this task')).toBeVisible();
    await expect(within(panel).getByRole('link', { name: 'Notification settings' })).toBeVisible();
    await expect(within(panel).getByText('Just now')).toBeInTheDocument();
    await expect(within(panel).getByText('12m ago')).toBeInTheDocument();
    await expect(within(panel).getByText('5h ago')).toBeInTheDocument();
    await expect(within(panel).getByText('3d ago')).toBeInTheDocument();
  },
};

/** A class scheduled in Kolkata; the server writes its time there and stores the instant and zone. */
const CLASS_START = '2026-11-26T13:30:00.000Z';
const written = formatDateTime(CLASS_START, { timeZone: 'Asia/Kolkata' });

export const TimeInViewersZone: Story = {
  parameters: { machineState: ['notifications.panel.open'] },
  name: 'A time in the viewer’s zone',
  beforeEach({ msw }) {
    msw.use(
      page([
        makeNotification({
          _id: 't1',
          type: 'live_class',
          event: 'live_class_created',
          data: {
            message: `New live class: Hooks on ${written}`,
            at: CLASS_START,
            zone: 'Asia/Kolkata',
          },
          timestamp: minutesAgo(3),
        }),
      ]),
    );
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await bell(canvasElement, /1 unread/));
    const panel = within(canvasElement).getByRole('region', { name: 'Notifications' });
    // The same instant as the browser's zone writes it, wherever the story runs.
    await expect(
      within(panel).getByText(`New live class: Hooks on ${formatDateTime(CLASS_START)}`),
    ).toBeInTheDocument();
  },
};

export const ClickLiveClass: Story = {
  name: 'Click a live class notification',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await bell(canvasElement, /2 unread/));
    await userEvent.click(canvas.getByRole('button', { name: /Live class started/ }));
    await canvas.findByText('Navigated to /live-class');
    await expect(canvas.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Notifications, 1 unread' })).toHaveFocus();
  },
};

export const ClickTask: Story = {
  name: 'Click a task notification',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await bell(canvasElement, /2 unread/));
    await userEvent.click(canvas.getByRole('button', { name: /New task: Build a REST API/ }));
    await canvas.findByText('Navigated to /dashboard');
  },
};

export const ClickOther: Story = {
  name: 'Click another kind (stays)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await bell(canvasElement, /2 unread/));
    await userEvent.click(canvas.getByRole('button', { name: /submission was approved/ }));
    await expect(canvas.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    await expect(canvas.getByText('None yet')).toBeInTheDocument();
  },
};

export const MarkAllAsRead: Story = {
  name: 'Mark all as read',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await bell(canvasElement, /2 unread/));
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Notifications' })).toBeInTheDocument(),
    );
    await expect(canvas.queryByTestId('notification-badge')).not.toBeInTheDocument();
  },
};

export const ClearAll: Story = {
  name: 'Clear all',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await bell(canvasElement, /2 unread/));
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
    await canvas.findByText('No notifications');
    await expect(canvas.queryByRole('button', { name: 'Clear all' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toHaveFocus();
  },
};

export const EscapeCloses: Story = {
  name: 'Escape closes the panel',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await bell(canvasElement, /2 unread/));
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  },
};
