import type {
  ChangePasswordRequest,
  ChangePasswordResponse,
  ProfileUpdateForm,
  ProfileUpdateResponse,
  User,
} from '@campus/sdk';
import { viewerTimeZone } from '@campus/time';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { campusError, fakePromise } from '../../testing/fake-actors';
import { makeUser } from '../../testing/fixtures';
import {
  createStateRecorder,
  doneEvent,
  errorEvent,
  expectStoriesToCover,
  reachableStateKeys,
} from '../../testing/state-coverage';
import {
  changedProfileFields,
  profileDialogMachine,
  profileMessages,
  selectError,
  selectImagePreview,
  selectIsOpen,
  selectIsSaving,
  type ProfileField,
} from './profile-dialog.machine';

const recorder = createStateRecorder();
const user = makeUser({ profileImage: { url: '/uploads/asha.png' } });

function setupDialog() {
  const readImagePreview = fakePromise<string, File>();
  const updateProfile = fakePromise<ProfileUpdateResponse, ProfileUpdateForm>();
  const changePassword = fakePromise<ChangePasswordResponse, ChangePasswordRequest>();
  const spies = {
    notify: vi.fn(),
    userUpdated: vi.fn(),
    tokenRefreshed: vi.fn(),
    storeImagePreview: vi.fn(),
  };
  const actor = recorder
    .visit(
      createActor(
        profileDialogMachine.provide({
          actors: {
            readImagePreview: readImagePreview.logic,
            updateProfile: updateProfile.logic,
            changePassword: changePassword.logic,
          },
          actions: {
            notify: (_, params) => spies.notify(params),
            userUpdated: (_, params) => spies.userUpdated(params.user),
            tokenRefreshed: (_, params) => spies.tokenRefreshed(params.token),
            storeImagePreview: (_, params) => spies.storeImagePreview(params.dataUrl),
          },
        }),
      ),
    )
    .start();
  const fill = (fields: Partial<Record<ProfileField, string>>) => {
    for (const [field, value] of Object.entries(fields)) {
      actor.send({ type: 'field.change', field: field as ProfileField, value: value ?? '' });
    }
  };
  const open = (storedPreview: string | null = null) =>
    actor.send({ type: 'dialog.open', user, storedPreview });
  return { actor, spies, fill, open, readImagePreview, updateProfile, changePassword };
}

type Harness = ReturnType<typeof setupDialog>;

async function withDialog(run: (h: Harness) => Promise<void> | void) {
  const h = setupDialog();
  try {
    h.open();
    await run(h);
  } finally {
    h.actor.stop();
  }
}

const saved = (next: Partial<User> = {}): ProfileUpdateResponse => ({
  success: true,
  user: { ...user, ...next },
});

describe('profile dialog: open and close (spec §4)', () => {
  it('is closed until opened; opening fills the form from the user', () => {
    const h = setupDialog();
    try {
      expect(h.actor.getSnapshot().value).toBe('closed');
      expect(selectIsOpen(h.actor.getSnapshot())).toBe(false);
      h.open();
      expect(h.actor.getSnapshot().value).toEqual({ editing: 'ready' });
      expect(h.actor.getSnapshot().context.form).toMatchObject({
        name: user.name,
        email: user.email,
        currentPassword: '',
      });
      expect(selectImagePreview(h.actor.getSnapshot())).toBe('/uploads/asha.png');
      h.actor.send({ type: 'dialog.close' });
      expect(h.actor.getSnapshot().value).toBe('closed');
      expect(h.actor.getSnapshot().context.user).toBeNull();
    } finally {
      h.actor.stop();
    }
  });

  it('shows the preview kept in local storage before the server URL', () => {
    const h = setupDialog();
    try {
      h.open('data:image/png;base64,AAAA');
      expect(selectImagePreview(h.actor.getSnapshot())).toBe('data:image/png;base64,AAAA');
    } finally {
      h.actor.stop();
    }
  });
});

describe('profile dialog: validation (spec §5)', () => {
  it.each([
    [{ name: '' }, 'Name and email are required.'],
    [{ name: '   ' }, 'Name and email are required.'],
    [{ email: '' }, 'Name and email are required.'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
    [{ email: 'a@b' }, 'Please enter a valid email address.'],
    [{ newPassword: 'secret-2' }, 'Please fill in all password fields to change your password!'],
    [
      { currentPassword: 'old', newPassword: 'secret-2' },
      'Please fill in all password fields to change your password!',
    ],
    [
      { currentPassword: 'old', newPassword: 'secret-2', confirmPassword: 'secret-3' },
      'New passwords do not match!',
    ],
    [
      { currentPassword: 'old', newPassword: 'abc12', confirmPassword: 'abc12' },
      'New password must be at least 6 characters long!',
    ],
  ])('%j → "%s", nothing is sent', (fields, message) =>
    withDialog((h) => {
      h.fill(fields);
      h.actor.send({ type: 'form.submit' });
      expect(selectError(h.actor.getSnapshot())).toBe(message);
      expect(h.actor.getSnapshot().value).toEqual({ editing: 'ready' });
      expect(h.updateProfile.calls).toHaveLength(0);
      expect(h.changePassword.calls).toHaveLength(0);
    }),
  );

  it('editing a field clears the message', () =>
    withDialog((h) => {
      h.fill({ name: '' });
      h.actor.send({ type: 'form.submit' });
      h.fill({ name: 'Asha' });
      expect(selectError(h.actor.getSnapshot())).toBeNull();
    }));

  it('refuses a file that is not an image', () =>
    withDialog((h) => {
      h.actor.send({
        type: 'image.select',
        file: new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
      });
      expect(selectError(h.actor.getSnapshot())).toBe('Please select an image file.');
      expect(h.actor.getSnapshot().context.image).toBeNull();
      expect(h.readImagePreview.calls).toHaveLength(0);
    }));

  it('"No changes detected." when nothing changed, and the dialog closes', () =>
    withDialog((h) => {
      h.fill({ name: ` ${user.name} ` });
      h.actor.send({ type: 'form.submit' });
      expect(h.spies.notify).toHaveBeenCalledWith({
        tone: 'info',
        message: 'No changes detected.',
      });
      expect(h.actor.getSnapshot().value).toBe('closed');
      expect(h.updateProfile.calls).toHaveLength(0);
    }));
});

describe('profile dialog: saving (spec §4, §5, §8)', () => {
  it('sends only the changed fields, shows Updating..., updates the stored user', () =>
    withDialog(async (h) => {
      h.fill({ name: 'Asha R.' });
      h.actor.send({ type: 'form.submit' });
      expect(h.actor.getSnapshot().value).toEqual({ saving: 'updatingProfile' });
      expect(selectIsSaving(h.actor.getSnapshot())).toBe(true);
      expect(profileMessages.saving).toBe('Updating...');
      expect(h.updateProfile.last().input).toEqual({ name: 'Asha R.' });
      h.updateProfile.last().resolve(saved({ name: 'Asha R.' }));
      await waitFor(h.actor, (s) => s.matches('closed'));
      expect(h.spies.userUpdated).toHaveBeenCalledWith({ ...user, name: 'Asha R.' });
      expect(h.spies.notify).toHaveBeenCalledWith({
        tone: 'success',
        message: 'Profile updated successfully!',
      });
      expect(h.changePassword.calls).toHaveLength(0);
      expect(h.spies.storeImagePreview).not.toHaveBeenCalled();
    }));

  it('an image is read for the preview, uploaded, and its preview kept in storage', () =>
    withDialog(async (h) => {
      const file = new File(['png'], 'me.png', { type: 'image/png' });
      h.actor.send({ type: 'image.select', file });
      expect(h.actor.getSnapshot().value).toEqual({ editing: 'readingImage' });
      expect(h.readImagePreview.last().input).toBe(file);
      h.readImagePreview.last().resolve('data:image/png;base64,cG5n');
      await waitFor(h.actor, (s) => s.matches({ editing: 'ready' }));
      expect(selectImagePreview(h.actor.getSnapshot())).toBe('data:image/png;base64,cG5n');
      h.actor.send({ type: 'form.submit' });
      expect(h.updateProfile.last().input).toEqual({ profileImage: file });
      h.updateProfile.last().resolve(saved({ profileImage: { url: '/uploads/new.png' } }));
      await waitFor(h.actor, (s) => s.matches('closed'));
      expect(h.spies.storeImagePreview).toHaveBeenCalledWith('data:image/png;base64,cG5n');
    }));

  it('an unreadable image still uploads, without a preview', () =>
    withDialog(async (h) => {
      const file = new File(['png'], 'me.png', { type: 'image/png' });
      h.actor.send({ type: 'image.select', file });
      h.readImagePreview.last().reject(new Error('unreadable'));
      await waitFor(h.actor, (s) => s.matches({ editing: 'ready' }));
      expect(h.actor.getSnapshot().context.image).toBe(file);
    }));

  it('a new email goes with the password and the zone, and says a confirmation link was sent', () =>
    withDialog(async (h) => {
      h.fill({ email: 'asha.new@example.com', emailPassword: 'old-pass' });
      h.actor.send({ type: 'form.submit' });
      expect(h.updateProfile.last().input).toEqual({
        email: 'asha.new@example.com',
        currentPassword: 'old-pass',
        // The viewer's zone by its canonical name (Asia/Kolkata, never Chromium's Asia/Calcutta).
        timezone: viewerTimeZone(),
      });
      h.updateProfile.last().resolve({
        ...saved({}),
        pendingEmail: 'asha.new@example.com',
      });
      await waitFor(h.actor, (s) => s.matches('closed'));
      expect(h.spies.notify).toHaveBeenCalledWith({
        tone: 'success',
        message:
          'We sent a confirmation link to asha.new@example.com. Your email changes when you follow it.',
      });
    }));

  it('a failed update alerts "Error updating profile. Please try again." and shows the server message', () =>
    withDialog(async (h) => {
      h.fill({ email: 'taken@example.com' });
      h.actor.send({ type: 'form.submit' });
      h.updateProfile.last().reject(campusError(400, { message: 'Email already in use' }));
      await waitFor(h.actor, (s) => s.matches('editing'));
      expect(h.spies.notify).toHaveBeenCalledWith({
        tone: 'error',
        message: 'Error updating profile. Please try again.',
      });
      expect(selectError(h.actor.getSnapshot())).toBe('Email already in use');
      expect(h.spies.userUpdated).not.toHaveBeenCalled();
    }));

  it('a failed update without a server message reads "Update failed"', () =>
    withDialog(async (h) => {
      h.fill({ name: 'New' });
      h.actor.send({ type: 'form.submit' });
      h.updateProfile.last().reject(campusError(0));
      await waitFor(h.actor, (s) => s.matches('editing'));
      expect(selectError(h.actor.getSnapshot())).toBe('Update failed');
    }));

  it('a password change alone skips the profile call and keeps the fresh token', () =>
    withDialog(async (h) => {
      h.fill({ currentPassword: 'old-pass', newPassword: 'secret-2', confirmPassword: 'secret-2' });
      h.actor.send({ type: 'form.submit' });
      expect(h.actor.getSnapshot().value).toEqual({ saving: 'changingPassword' });
      expect(h.updateProfile.calls).toHaveLength(0);
      expect(h.changePassword.last().input).toEqual({
        currentPassword: 'old-pass',
        newPassword: 'secret-2',
      });
      h.changePassword.last().resolve({ success: true, message: 'ok', token: 'fresh' });
      await waitFor(h.actor, (s) => s.matches('closed'));
      expect(h.spies.tokenRefreshed).toHaveBeenCalledWith('fresh');
      expect(h.spies.notify).toHaveBeenCalledWith({
        tone: 'success',
        message: 'Password changed successfully!',
      });
    }));

  it('profile then password, in that order', () =>
    withDialog(async (h) => {
      h.fill({
        name: 'Asha R.',
        currentPassword: 'old-pass',
        newPassword: 'secret-2',
        confirmPassword: 'secret-2',
      });
      h.actor.send({ type: 'form.submit' });
      expect(h.changePassword.calls).toHaveLength(0);
      h.updateProfile.last().resolve(saved({ name: 'Asha R.' }));
      await waitFor(h.actor, (s) => s.matches({ saving: 'changingPassword' }));
      h.changePassword.last().resolve({ success: true, message: 'ok', token: 'fresh' });
      await waitFor(h.actor, (s) => s.matches('closed'));
      expect(h.spies.notify.mock.calls.map(([toast]) => toast.message)).toEqual([
        'Profile updated successfully!',
        'Password changed successfully!',
      ]);
    }));

  it.each([
    [
      campusError(400, { message: 'Current password is incorrect' }),
      'Current password is incorrect',
    ],
    [campusError(500), 'Failed to change password.'],
  ])('a failed password change alerts the message and saving stops', (error, message) =>
    withDialog(async (h) => {
      h.fill({ currentPassword: 'wrong', newPassword: 'secret-2', confirmPassword: 'secret-2' });
      h.actor.send({ type: 'form.submit' });
      h.changePassword.last().reject(error);
      await waitFor(h.actor, (s) => s.matches('editing'));
      expect(h.spies.notify).toHaveBeenCalledWith({ tone: 'error', message });
      expect(selectIsSaving(h.actor.getSnapshot())).toBe(false);
      expect(h.actor.getSnapshot().context.form.currentPassword).toBe('');
    }),
  );

  it('changedProfileFields compares trimmed values with the stored user', () => {
    expect(changedProfileFields(user, { name: user.name, email: user.email }, null)).toEqual({});
    expect(changedProfileFields(user, { name: 'B ', email: ` ${user.email}` }, null)).toEqual({
      name: 'B',
    });
  });
});

describe('profile dialog: graph', () => {
  it('every state xstate/graph can reach is reached by a test above and shown by a story', () => {
    const image = new File(['png'], 'me.png', { type: 'image/png' });
    const reachable = reachableStateKeys(profileDialogMachine, {
      contextKey: (context: { form: object; image: unknown }) =>
        JSON.stringify([context.form, Boolean(context.image)]),
      events: [
        { type: 'dialog.open', user },
        { type: 'dialog.close' },
        { type: 'field.change', field: 'name', value: 'Changed' },
        { type: 'field.change', field: 'currentPassword', value: 'old-pass' },
        { type: 'field.change', field: 'newPassword', value: 'secret-2' },
        { type: 'field.change', field: 'confirmPassword', value: 'secret-2' },
        { type: 'image.select', file: image },
        { type: 'form.submit' },
        doneEvent('readImagePreview', 'data:'),
        doneEvent('updateProfile', saved()),
        errorEvent('changePassword', campusError(500)),
      ],
    });
    expect(reachable).toEqual([
      'closed',
      'editing.readingImage',
      'editing.ready',
      'saving.changingPassword',
      'saving.updatingProfile',
    ]);
    recorder.expectToCover(reachable);
    expectStoriesToCover('profileDialog', reachable);
  });
});
