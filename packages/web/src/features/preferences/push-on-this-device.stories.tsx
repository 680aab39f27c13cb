import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fakeEndpoint, fakePushDevice } from '../../testing/fake-push-device';
import { serverFailure } from '../../testing/handlers/kit';
import { pushAnswering, refusingPush, subscribingPush } from '../../testing/handlers/push';
import { withPage } from '../../testing/page-story';
import { PushOnThisDevice } from './push-on-this-device';

/** The preferences page's "Push notifications on this device", in every state a browser can be in. */
const meta = {
  title: 'Web/Preferences/Push on this device',
  component: PushOnThisDevice,
  decorators: [withPage],
  tags: ['narrow'],
  parameters: { route: '/settings/notifications' },
  args: { userId: 'u-student-1' },
} satisfies Meta<typeof PushOnThisDevice>;

export default meta;
type Story = StoryObj<typeof meta>;

const toggle = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('switch', { name: 'Push notifications on this device' });

export const Unsupported: Story = {
  name: 'This browser cannot push',
  args: { device: fakePushDevice('unsupported') },
  play: async ({ canvasElement }) => {
    await expect(await toggle(canvasElement)).toBeDisabled();
    await expect(within(canvasElement).getByText(/cannot show push notifications/)).toBeVisible();
  },
};

export const Blocked: Story = {
  name: 'Blocked in the browser’s settings',
  args: { device: fakePushDevice('denied') },
  play: async ({ canvasElement }) => {
    await expect(await toggle(canvasElement)).toBeDisabled();
    await expect(within(canvasElement).getByText(/blocked in this browser/)).toBeVisible();
  },
};

const on = pushAnswering();
export const On: Story = {
  name: 'On, then turned off',
  args: { device: fakePushDevice('on') },
  beforeEach: ({ msw }) => {
    on.subscribed.add(fakeEndpoint);
    msw.use(...on.handlers);
  },
  play: async ({ canvasElement, args }) => {
    const sw = await toggle(canvasElement);
    await waitFor(() => expect(sw).toHaveAttribute('aria-checked', 'true'));
    await userEvent.click(sw);
    await waitFor(() => expect(sw).toHaveAttribute('aria-checked', 'false'));
    await expect(on.subscribed.size).toBe(0);
    await expect(args.device?.endpoint()).resolves.toBeNull();
    await expect(within(canvasElement).getByText(/^Off:/)).toBeVisible();
  },
};

const off = pushAnswering();
export const Off: Story = {
  name: 'Off, then turned on',
  args: { device: fakePushDevice('off') },
  beforeEach: ({ msw }) => msw.use(...off.handlers),
  play: async ({ canvasElement }) => {
    const sw = await toggle(canvasElement);
    await waitFor(() => expect(sw).toBeEnabled());
    await expect(sw).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(sw);
    await waitFor(() => expect(sw).toHaveAttribute('aria-checked', 'true'));
    await expect([...off.subscribed]).toEqual([fakeEndpoint]);
    await expect(within(canvasElement).getByText(/^On:/)).toBeVisible();
  },
};

export const TurningOn: Story = {
  name: 'Turning on (the server has not answered)',
  args: { device: fakePushDevice('off') },
  beforeEach: ({ msw }) => msw.use(...subscribingPush()),
  play: async ({ canvasElement }) => {
    const sw = await toggle(canvasElement);
    await waitFor(() => expect(sw).toBeEnabled());
    await userEvent.click(sw);
    await expect(await within(canvasElement).findByText(/^Turning on…/)).toBeVisible();
    await expect(sw).toBeDisabled();
  },
};

export const RefusedWhenAsked: Story = {
  name: 'The person blocks notifications when the browser asks',
  args: { device: fakePushDevice('off', 'denied') },
  beforeEach: ({ msw }) => msw.use(...pushAnswering().handlers),
  play: async ({ canvasElement }) => {
    const sw = await toggle(canvasElement);
    await waitFor(() => expect(sw).toBeEnabled());
    await userEvent.click(sw);
    await expect(await within(canvasElement).findByText(/blocked in this browser/)).toBeVisible();
    await expect(sw).toBeDisabled();
  },
};

export const ServerRefused: Story = {
  name: 'The server could not store it: still off',
  args: { device: fakePushDevice('off') },
  beforeEach: ({ msw }) => msw.use(...refusingPush()),
  play: async ({ canvasElement, args }) => {
    const sw = await toggle(canvasElement);
    await waitFor(() => expect(sw).toBeEnabled());
    await userEvent.click(sw);
    await expect(await within(canvasElement).findByText(serverFailure)).toBeVisible();
    await expect(sw).toHaveAttribute('aria-checked', 'false');
    // The browser does not stay subscribed behind the server's back.
    await expect(args.device?.endpoint()).resolves.toBeNull();
  },
};
