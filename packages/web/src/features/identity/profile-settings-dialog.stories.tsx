import { getChangePasswordMockHandler, getUpdateProfileMockHandler } from '@campus/sdk/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { makeUser } from '../../testing/fixtures';
import { createEffectLog, EffectLogView, never, useStoryActor } from '../../testing/story-kit';
import { profileDialogMachine } from './profile-dialog.machine';
import { ProfileSettingsDialog } from './profile-settings-dialog';

const user = makeUser();

/** The dialog against the SDK's profile and password calls, answered by MSW. */
function DialogStory({ slowImage = false }: { slowImage?: boolean }) {
  const log = useMemo(createEffectLog, []);
  const machine = useMemo(
    () =>
      profileDialogMachine.provide({
        actions: {
          notify: (_, params) => log.showToast(params),
          userUpdated: (_, params) => log.note(`Stored user updated: ${params.user.name}`),
          tokenRefreshed: () => log.note('Token replaced'),
          storeImagePreview: () => log.note('Image preview kept in local storage'),
        },
        ...(slowImage ? { actors: { readImagePreview: fromPromise(() => never<string>()) } } : {}),
      }),
    [log, slowImage],
  );
  const dialog = useStoryActor(machine);
  return (
    <div>
      <ProfileSettingsDialog dialog={dialog} user={user} readPreview={() => null} />
      <EffectLogView log={log} />
    </div>
  );
}

const meta = {
  title: 'Web/Profile settings/Profile settings dialog',
  component: DialogStory,
  beforeEach({ msw }) {
    msw.use(
      getUpdateProfileMockHandler(async ({ request }) => {
        const form = await request.formData();
        return {
          success: true,
          user: { ...user, name: String(form.get('name') ?? user.name) },
        };
      }),
      getChangePasswordMockHandler({ success: true, message: 'Password changed', token: 't2' }),
    );
  },
} satisfies Meta<typeof DialogStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit profile' }));
  const body = within(canvasElement.ownerDocument.body);
  return within(await body.findByRole('dialog', { name: 'Profile settings' }));
}

const field = (dialog: ReturnType<typeof within>, name: RegExp) => dialog.getByLabelText(name);

export const Closed: Story = {
  parameters: { machineState: ['profileDialog.closed'] },
};

export const Editing: Story = {
  parameters: { machineState: ['profileDialog.editing.ready'] },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(field(dialog, /^Name/)).toHaveValue(user.name);
    await expect(field(dialog, /^Email/)).toHaveValue(user.email);
  },
};

export const NoChangesDetected: Story = {
  name: 'No changes detected',
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    const canvas = within(canvasElement);
    await canvas.findByText('Toast (info): No changes detected.');
    await waitFor(() =>
      expect(
        within(canvasElement.ownerDocument.body).queryByRole('dialog'),
      ).not.toBeInTheDocument(),
    );
  },
};

export const NameAndEmailRequired: Story = {
  name: 'Name and email required',
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.clear(field(dialog, /^Name/));
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await dialog.findByText('Name and email are required.');
  },
};

export const InvalidEmail: Story = {
  name: 'Invalid email',
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.clear(field(dialog, /^Email/));
    await userEvent.type(field(dialog, /^Email/), 'asha.example.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await dialog.findByText('Please enter a valid email address.');
  },
};

export const PasswordsDoNotMatch: Story = {
  name: 'Passwords do not match',
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(field(dialog, /^Current password/), 'old-pass');
    await userEvent.type(field(dialog, /^New password/), 'secret-2');
    await userEvent.type(field(dialog, /^Confirm new password/), 'secret-3');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await dialog.findByText('New passwords do not match!');
  },
};

export const PasswordFieldsMissing: Story = {
  name: 'Password fields missing',
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(field(dialog, /^New password/), 'secret-2');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await dialog.findByText('Please fill in all password fields to change your password!');
  },
};

export const PasswordTooShort: Story = {
  name: 'Password too short',
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(field(dialog, /^Current password/), 'old-pass');
    await userEvent.type(field(dialog, /^New password/), 'abc');
    await userEvent.type(field(dialog, /^Confirm new password/), 'abc');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await dialog.findByText('New password must be at least 6 characters long!');
  },
};

export const NotAnImage: Story = {
  name: 'Not an image',
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const file = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    // accept="image/*" filters the picker; a drop or a script can still hand over anything.
    await userEvent.upload(field(dialog, /^Profile picture/), file, { applyAccept: false });
    await dialog.findByText('Please select an image file.');
  },
};

export const ReadingThePicture: Story = {
  parameters: { machineState: ['profileDialog.editing.readingImage'] },
  name: 'Reading the picture',
  args: { slowImage: true },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await userEvent.upload(field(dialog, /^Profile picture/), file);
    await expect(dialog.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  },
};

export const Updating: Story = {
  parameters: { machineState: ['profileDialog.saving.updatingProfile'] },
  name: 'Updating...',
  beforeEach({ msw }) {
    msw.use(
      http.put('*/api/auth/profile', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.clear(field(dialog, /^Name/));
    await userEvent.type(field(dialog, /^Name/), 'Asha R.');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await expect(await dialog.findByRole('button', { name: 'Updating...' })).toBeDisabled();
  },
};

export const ChangingPassword: Story = {
  parameters: { machineState: ['profileDialog.saving.changingPassword'] },
  name: 'Changing the password (Updating...)',
  beforeEach({ msw }) {
    msw.use(
      http.put('*/api/auth/change-password', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(field(dialog, /^Current password/), 'old-pass');
    await userEvent.type(field(dialog, /^New password/), 'secret-2');
    await userEvent.type(field(dialog, /^Confirm new password/), 'secret-2');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await dialog.findByRole('button', { name: 'Updating...' });
  },
};

export const Saved: Story = {
  name: 'Profile updated',
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.clear(field(dialog, /^Name/));
    await userEvent.type(field(dialog, /^Name/), 'Asha R.');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    const canvas = within(canvasElement);
    await canvas.findByText('Toast (success): Profile updated successfully!');
    await expect(canvas.getByText('Stored user updated: Asha R.')).toBeInTheDocument();
  },
};

export const PasswordChanged: Story = {
  name: 'Password changed',
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(field(dialog, /^Current password/), 'old-pass');
    await userEvent.type(field(dialog, /^New password/), 'secret-2');
    await userEvent.type(field(dialog, /^Confirm new password/), 'secret-2');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    const canvas = within(canvasElement);
    await canvas.findByText('Toast (success): Password changed successfully!');
    await expect(canvas.getByText('Token replaced')).toBeInTheDocument();
  },
};

export const UpdateFailed: Story = {
  name: 'Update failed',
  beforeEach({ msw }) {
    msw.use(http.put('*/api/auth/profile', () => HttpResponse.json({}, { status: 500 })));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.clear(field(dialog, /^Name/));
    await userEvent.type(field(dialog, /^Name/), 'Asha R.');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await within(canvasElement).findByText(
      'Toast (error): Error updating profile. Please try again.',
    );
    await dialog.findByText('Update failed');
  },
};

export const PasswordChangeFailed: Story = {
  name: 'Password change failed',
  beforeEach({ msw }) {
    msw.use(
      http.put('*/api/auth/change-password', () =>
        HttpResponse.json({ message: 'Current password is incorrect' }, { status: 400 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(field(dialog, /^Current password/), 'wrong-pass');
    await userEvent.type(field(dialog, /^New password/), 'secret-2');
    await userEvent.type(field(dialog, /^Confirm new password/), 'secret-2');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await within(canvasElement).findByText('Toast (error): Current password is incorrect');
    await expect(dialog.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  },
};

/** A new email asks for the password, and waits for the mailed link. */
export const EmailChangeSent: Story = {
  name: 'Email change: confirmation link sent',
  beforeEach({ msw }) {
    msw.use(
      getUpdateProfileMockHandler(async ({ request }) => {
        const form = await request.formData();
        return {
          success: true,
          user,
          pendingEmail: String(form.get('email')),
        };
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.queryByLabelText(/^Password to change your email/)).toBeNull();
    await userEvent.clear(field(dialog, /^Email/));
    await userEvent.type(field(dialog, /^Email/), 'asha.new@example.com');
    await userEvent.type(field(dialog, /^Password to change your email/), 'old-pass');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await within(canvasElement).findByText(
      'Toast (success): We sent a confirmation link to asha.new@example.com. Your email changes when you follow it.',
    );
  },
};
