import {
  getGetLiveClassPermissionsMockHandler,
  getListTodayLiveClassesMockHandler,
} from '@campus/sdk/msw';
import { formatTime } from '@campus/time';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { failing, pending, serverFailure, storyNow } from '../../testing/handlers';
import { hostedNotYet, hostedToday, hostPermissions } from '../../testing/handlers/live-classes';
import { storyUsers, withPage } from '../../testing/page-story';
import { HostingPanel } from './hosting-panel';

const route = ['get', '*/api/liveclasses/today'] as const;

/** "Your classes today" on /mentor-dashboard. */
const meta = {
  title: 'Web/Live classes/Hosting panel',
  component: HostingPanel,
  decorators: [withPage],
  parameters: { route: '/mentor-dashboard' },
  args: { user: storyUsers.mentor, now: () => storyNow.getTime() },
  beforeEach: ({ msw }) => msw.use(getGetLiveClassPermissionsMockHandler(hostPermissions)),
} satisfies Meta<typeof HostingPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Today: Story = {
  name: 'A class running, one to start',
  beforeEach: ({ msw }) => msw.use(getListTodayLiveClassesMockHandler(hostedToday)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'End Pandas group-by in practice' });
    await expect(
      canvas.getByRole('button', { name: 'Start Office hours: your projects' }),
    ).toBeInTheDocument();
    await expect(canvas.getByText(/Attendance: 3 joined/)).toBeInTheDocument();
  },
};

export const NotYet: Story = {
  name: 'A class to start later: says from when',
  beforeEach: ({ msw }) => msw.use(getListTodayLiveClassesMockHandler(hostedNotYet)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(`You can start at ${formatTime(hostedNotYet[0]!.startOpensAt)}`, {
      exact: false,
    });
    await expect(canvas.queryByRole('button', { name: /^Start/ })).toBeNull();
  },
};

export const Empty: Story = {
  name: 'No class to host today',
  beforeEach: ({ msw }) => msw.use(getListTodayLiveClassesMockHandler([])),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('You host no class today.');
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(...pending([route])),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Loading your classes…');
  },
};

export const Error: Story = {
  name: 'Could not be loaded (retry)',
  beforeEach: ({ msw }) => msw.use(...failing([route])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(serverFailure);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};
