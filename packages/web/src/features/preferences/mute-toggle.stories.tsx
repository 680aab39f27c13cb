import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { serverFailure } from '../../testing/handlers/kit';
import { preferenceGroups, refusingMutes } from '../../testing/handlers/preferences';
import { withPage } from '../../testing/page-story';
import { MuteToggle } from './mute-toggle';

/** "Mute notifications about …" where a person meets a course or their batch. */
const meta = {
  title: 'Web/Preferences/Mute toggle',
  component: MuteToggle,
  decorators: [withPage],
  tags: ['narrow'],
  args: {
    userId: 'u-student-1',
    target: { scope: 'course', courseId: 'c-react' },
    name: 'this course',
  },
} satisfies Meta<typeof MuteToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The switch, once the settings have loaded (it is disabled until then). */
async function ready(canvasElement: HTMLElement, name = 'this course') {
  const control = await within(canvasElement).findByRole('switch', {
    name: `Mute notifications about ${name}`,
  });
  await waitFor(() => expect(control).toBeEnabled());
  return control;
}

export const NotMuted: Story = {
  name: 'Not muted, then muted',
  beforeEach: ({ msw }) => msw.use(...preferenceGroups().empty),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const control = await ready(canvasElement);
    await expect(control).not.toBeChecked();
    await userEvent.click(control);
    await expect(
      await canvas.findByText('Muted. Nothing about this course reaches you now.'),
    ).toBeVisible();
    await expect(control).toBeChecked();
  },
};

export const Muted: Story = {
  name: 'Muted, then unmuted',
  beforeEach: ({ msw }) => msw.use(...preferenceGroups().full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const control = await ready(canvasElement);
    await expect(control).toBeChecked();
    await userEvent.click(control);
    await expect(
      await canvas.findByText('Unmuted. Notifications about this course reach you again.'),
    ).toBeVisible();
    await expect(control).not.toBeChecked();
  },
};

export const BatchMuted: Story = {
  name: 'A batch, muted',
  args: {
    target: { scope: 'batch', batch: { monthYear: '2026-12', domain: 'fullstack' } },
    name: 'your batch',
  },
  beforeEach: ({ msw }) => msw.use(...preferenceGroups().full),
  play: async ({ canvasElement }) => {
    await expect(await ready(canvasElement, 'your batch')).toBeChecked();
  },
};

export const Loading: Story = {
  name: 'Loading: the switch waits',
  beforeEach: ({ msw }) => msw.use(...preferenceGroups().loading),
  play: async ({ canvasElement }) => {
    const control = await within(canvasElement).findByRole('switch', {
      name: 'Mute notifications about this course',
    });
    await expect(control).toBeDisabled();
  },
};

export const SaveFails: Story = {
  name: 'Muting fails: said, and the switch stays off',
  beforeEach: ({ msw }) => msw.use(...refusingMutes()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const control = await ready(canvasElement);
    await userEvent.click(control);
    await expect(await canvas.findByText(`Not saved: ${serverFailure}`)).toBeVisible();
    await expect(control).not.toBeChecked();
  },
};

export const SettingsFail: Story = {
  name: 'The settings could not load, then Try again',
  beforeEach: ({ msw }) => msw.use(...preferenceGroups().error),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Your notification settings could not be loaded.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};
