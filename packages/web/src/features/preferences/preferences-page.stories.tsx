import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { serverFailure } from '../../testing/handlers/kit';
import {
  preferenceGroups,
  preferencesAnswering,
  refusingPreferences,
  savingPreferences,
  studentPreferences,
} from '../../testing/handlers/preferences';
import { pageStates, withPage } from '../../testing/page-story';
import { narrowScreen } from '../../testing/table-states';
import { PreferencesPage } from './preferences-page';

/** /settings/notifications: what reaches the person, where and when. */
const meta = {
  title: 'Web/Pages/Notification settings',
  component: PreferencesPage,
  decorators: [withPage],
  tags: ['narrow'],
  parameters: { route: '/settings/notifications' },
  args: { userId: 'u-student-1' },
} satisfies Meta<typeof PreferencesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** One kind's box for one channel: "Mentor updates" × "E-mail now". */
const box = (canvas: Canvas, kind: string, channel: string) =>
  within(canvas.getByRole('group', { name: kind })).getByRole('checkbox', { name: channel });

const ready = (canvas: Canvas) => canvas.findByRole('group', { name: 'Mentor updates' });

const states = pageStates(preferenceGroups(), {
  loading: 'Loading your notification settings…',
  ready,
});

export const Loading: Story = { name: 'Loading the settings', ...states.loading };

export const Error: Story = {
  name: 'Settings could not load, then Try again',
  ...states.error,
};

export const NothingMuted: Story = {
  name: 'The defaults, nothing muted',
  beforeEach: ({ msw }) => msw.use(...preferenceGroups().empty),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvas);
    await expect(box(canvas, 'Mentor updates', 'E-mail now')).toBeChecked();
    await expect(box(canvas, 'Mentor updates', 'Daily digest')).not.toBeChecked();
    // Account and payment: shown, locked, and why.
    await expect(box(canvas, 'Account and payment', 'E-mail now')).toBeDisabled();
    await expect(box(canvas, 'Account and payment', 'E-mail now')).toBeChecked();
    await expect(
      canvas.getByText(/Always on: they reach you in the app and by e-mail/),
    ).toBeVisible();
    // The zone the times are read in, named.
    await expect(canvas.getByText(/Times are in Asia\/Kolkata/)).toBeVisible();
    await expect(canvas.getByText('Nothing is muted')).toBeVisible();
  },
};

export const WithMutes: Story = {
  name: 'A batch and a course muted, quiet hours at night',
  beforeEach: ({ msw }) => msw.use(...preferenceGroups().full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvas);
    await expect(canvas.getByRole('checkbox', { name: /Quiet hours/ })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'From' })).toHaveValue('22:00');
    await expect(canvas.getByRole('combobox', { name: 'Until' })).toHaveValue('07:00');
    await expect(canvas.getByRole('button', { name: 'Unmute Full-stack 2026-12' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Unmute React from scratch' })).toBeVisible();
  },
};

export const SavedAndUnmuted: Story = {
  name: 'E-mail off for mentor updates, digest on, saved; a batch unmuted',
  beforeEach: ({ msw }) => msw.use(...preferenceGroups().full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvas);
    await userEvent.click(box(canvas, 'Mentor updates', 'E-mail now'));
    await userEvent.click(box(canvas, 'Mentor updates', 'Daily digest'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^Saved\./));
    await expect(box(canvas, 'Mentor updates', 'E-mail now')).not.toBeChecked();
    await expect(box(canvas, 'Mentor updates', 'Daily digest')).toBeChecked();

    await userEvent.click(canvas.getByRole('button', { name: 'Unmute Full-stack 2026-12' }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await waitFor(() =>
      expect(dialog.getByText(/Notifications about the batch Full-stack 2026-12/)).toBeVisible(),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Unmute' }));
    // The page is hidden from the accessibility tree while the dialog is open.
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Unmute Full-stack 2026-12' })).toBeNull(),
    );
    await expect(canvas.getByRole('button', { name: 'Unmute React from scratch' })).toBeVisible();
  },
};

export const Saving: Story = {
  name: 'Saving',
  beforeEach: ({ msw }) => msw.use(...savingPreferences()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvas);
    await userEvent.click(box(canvas, 'Messages', 'Web push'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Save preferences' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Saving your preferences…');
  },
};

export const SaveFailed: Story = {
  name: 'Save failed: the choices go back, and why',
  beforeEach: ({ msw }) => msw.use(...refusingPreferences()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvas);
    await expect(box(canvas, 'Messages', 'Web push')).toBeChecked();
    await userEvent.click(box(canvas, 'Messages', 'Web push'));
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Daily digest is mailed at' }),
      '07:00',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        `Not saved: ${serverFailure} Your preferences are as they were.`,
      ),
    );
    await expect(box(canvas, 'Messages', 'Web push')).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Daily digest is mailed at' })).toHaveValue(
      '18',
    );
  },
};

export const QuietHoursRefused: Story = {
  name: 'Quiet hours that end as they start are refused',
  beforeEach: ({ msw }) => msw.use(...preferenceGroups().full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvas);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Until' }), '22:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Save preferences' }));
    await expect(
      (await canvas.findAllByText('Quiet hours must end at another time than they start'))[0],
    ).toBeVisible();
  },
};

export const ResetConfirm: Story = {
  name: 'Reset to defaults: the confirmation names what it resets',
  beforeEach: ({ msw }) => msw.use(...preferenceGroups().full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset to defaults' }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await waitFor(() =>
      expect(
        dialog.getByText(
          /quiet hours are turned off.*lifts 2 mutes\. Your time zone \(Asia\/Kolkata\) stays/,
        ),
      ).toBeVisible(),
    );
  },
};

export const ResetDone: Story = {
  name: 'Reset to defaults, confirmed',
  beforeEach: ({ msw }) => msw.use(...preferenceGroups().full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset to defaults' }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Reset to defaults' }));
    await canvas.findByText('Nothing is muted');
    await expect(canvas.getByRole('checkbox', { name: /Quiet hours/ })).not.toBeChecked();
  },
};

export const OnAPhone: Story = {
  name: 'At 360 px: every box and button in sight',
  decorators: [narrowScreen],
  beforeEach: ({ msw }) => msw.use(...preferenceGroups().full),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvas);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    const frame = canvasElement.getBoundingClientRect();
    for (const control of [...canvas.getAllByRole('checkbox'), ...canvas.getAllByRole('button')]) {
      const r = control.getBoundingClientRect();
      await expect(r.right, control.getAttribute('name') ?? '').toBeLessThanOrEqual(
        frame.right + 1,
      );
    }
  },
};

export const Dark: Story = {
  name: 'In the dark theme',
  globals: { theme: 'dark' },
  beforeEach: ({ msw }) => msw.use(...preferencesAnswering(studentPreferences)),
  play: async ({ canvasElement }) => {
    await ready(within(canvasElement));
  },
};
