// The formatter's own entry, not the kit's: the root actors load no components or CSS.
import { viewerTimeZone } from '@campus/time';
/**
 * The profile settings dialog of the side panel (spec §4, §5, §8 "Profile and password").
 *
 * States: `closed` → `editing` (`ready` | `readingImage`) → `saving` (`updatingProfile` →
 * `changingPassword`) → `closed`; a failure returns to `editing`.
 *
 * Wiring contract: the widget sends `dialog.open` with the signed-in user and the stored preview.
 * The app provides `notify` (the UI kit's alert/toast), `userUpdated` (forward to the auth actor as
 * `user.updated`) and `tokenRefreshed` (forward as `token.refreshed`: a password change answers a
 * fresh token and revokes the others). `updateProfile` / `changePassword` default to the SDK,
 * `storeImagePreview` to local storage.
 */
import {
  changePassword,
  messages,
  normalizeError,
  updateProfile,
  type ChangePasswordRequest,
  type ChangePasswordResponse,
  type ProfileUpdateForm,
  type ProfileUpdateResponse,
  type User,
} from '@campus/sdk';
import { assign, enqueueActions, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { ToastRequest } from '../../lib/feedback';
import { readFileAsDataUrl, storeImagePreview } from './image-preview-store';

/** Spec §9. */
export const MIN_PASSWORD_LENGTH = 6;

/** The texts of spec §5 and §8 (the two not given there are marked). */
export const profileMessages = {
  /** Not worded by the spec ("name and email are required"). */
  nameAndEmailRequired: 'Name and email are required.',
  /** Not worded by the spec ("must be a valid email format"). */
  invalidEmail: 'Please enter a valid email address.',
  /** Not worded by the spec ("must be an image file"). */
  imageOnly: 'Please select an image file.',
  noChanges: 'No changes detected.',
  passwordFieldsRequired: 'Please fill in all password fields to change your password!',
  passwordsDoNotMatch: 'New passwords do not match!',
  passwordTooShort: `New password must be at least ${MIN_PASSWORD_LENGTH} characters long!`,
  profileUpdated: 'Profile updated successfully!',
  /** A new email changes only once the link mailed to it is followed. */
  emailConfirmationSent: (email: string) =>
    `We sent a confirmation link to ${email}. Your email changes when you follow it.`,
  profileUpdateFailedAlert: 'Error updating profile. Please try again.',
  profileUpdateFailed: messages.updateFailed,
  passwordChanged: 'Password changed successfully!',
  passwordChangeFailed: messages.passwordChangeFailed,
  saving: 'Updating...',
} as const;

export interface ProfileForm {
  name: string;
  email: string;
  /** The current password, asked for only when the email changes. */
  emailPassword: string;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type ProfileField = keyof ProfileForm;

const emptyForm: ProfileForm = {
  name: '',
  email: '',
  emailPassword: '',
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/** A pragmatic check: something@something.tld, no spaces. The server validates for real. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (value: string) => EMAIL_PATTERN.test(value.trim());
export const isImageFile = (file: Blob) => file.type.startsWith('image/');

/** Whether the form asks for a new email (then the current password is asked for too). */
export const changesEmail = (user: Pick<User, 'email'>, form: Pick<ProfileForm, 'email'>) =>
  form.email.trim() !== user.email;

/**
 * Spec §5: only the fields that differ from the stored user are sent. A new email goes with the
 * current password and the browser's zone (the confirmation mail writes the link's expiry in it).
 */
export function changedProfileFields(
  user: Pick<User, 'name' | 'email'>,
  form: Pick<ProfileForm, 'name' | 'email'> & Partial<Pick<ProfileForm, 'emailPassword'>>,
  image: Blob | null,
): ProfileUpdateForm {
  const changes: ProfileUpdateForm = {};
  if (form.name.trim() !== user.name) changes.name = form.name.trim();
  if (changesEmail(user, form)) {
    changes.email = form.email.trim();
    if (form.emailPassword) changes.currentPassword = form.emailPassword;
    changes.timezone = viewerTimeZone();
  }
  if (image) changes.profileImage = image;
  return changes;
}

const wantsPasswordChange = (form: ProfileForm) =>
  Boolean(form.currentPassword || form.newPassword || form.confirmPassword);

/** Spec §5's password rules in order, or null when the password part is fine (or untouched). */
export function passwordProblem(form: ProfileForm): string | null {
  if (!wantsPasswordChange(form)) return null;
  if (!form.currentPassword || !form.newPassword || !form.confirmPassword) {
    return profileMessages.passwordFieldsRequired;
  }
  if (form.newPassword !== form.confirmPassword) return profileMessages.passwordsDoNotMatch;
  if (form.newPassword.length < MIN_PASSWORD_LENGTH) return profileMessages.passwordTooShort;
  return null;
}

/** The first rule of spec §5 the form breaks, or null. */
export function profileProblem(form: ProfileForm): string | null {
  if (!form.name.trim() || !form.email.trim()) return profileMessages.nameAndEmailRequired;
  if (!isEmail(form.email)) return profileMessages.invalidEmail;
  return passwordProblem(form);
}

export interface ProfileDialogContext {
  user: User | null;
  form: ProfileForm;
  image: File | null;
  /** What the avatar shows: the chosen image, else the stored preview, else the server's URL. */
  imagePreview: string | null;
  /** Preview of a newly chosen image, stored once the upload succeeded. */
  pendingPreview: string | null;
  /** The inline message of the dialog (a broken rule or a failed call). */
  error: string | null;
}

export type ProfileDialogEvent =
  | { type: 'dialog.open'; user: User; storedPreview?: string | null }
  | { type: 'dialog.close' }
  | { type: 'field.change'; field: ProfileField; value: string }
  | { type: 'image.select'; file: File }
  | { type: 'form.submit' };

export const profileDialogMachine = setup({
  types: {
    context: {} as ProfileDialogContext,
    events: {} as ProfileDialogEvent,
  },
  actors: {
    readImagePreview: fromPromise<string, File>(({ input }) => readFileAsDataUrl(input)),
    updateProfile: fromPromise<ProfileUpdateResponse, ProfileUpdateForm>(({ input }) =>
      updateProfile(input),
    ),
    changePassword: fromPromise<ChangePasswordResponse, ChangePasswordRequest>(({ input }) =>
      changePassword(input),
    ),
  },
  actions: {
    // The app supplies these three.
    notify: (_, _params: ToastRequest) => {},
    userUpdated: (_, _params: { user: User }) => {},
    tokenRefreshed: (_, _params: { token: string }) => {},
    storeImagePreview: (_, params: { dataUrl: string }) => storeImagePreview(params.dataUrl),
    setError: assign((_, params: { message: string | null }) => ({ error: params.message })),
    reset: assign({
      user: null,
      form: emptyForm,
      image: null,
      imagePreview: null,
      pendingPreview: null,
      error: null,
    }),
  },
  guards: {
    isImage: ({ event }) => event.type === 'image.select' && isImageFile(event.file),
    breaksARule: ({ context }) => profileProblem(context.form) !== null,
    hasNoChanges: ({ context }) =>
      context.user !== null &&
      Object.keys(changedProfileFields(context.user, context.form, context.image)).length === 0 &&
      !wantsPasswordChange(context.form),
    hasProfileChanges: ({ context }) =>
      context.user !== null &&
      Object.keys(changedProfileFields(context.user, context.form, context.image)).length > 0,
    wantsPasswordChange: ({ context }) => wantsPasswordChange(context.form),
  },
}).createMachine({
  id: 'profileDialog',
  context: {
    user: null,
    form: emptyForm,
    image: null,
    imagePreview: null,
    pendingPreview: null,
    error: null,
  },
  initial: 'closed',
  states: {
    closed: {
      entry: 'reset',
      on: {
        'dialog.open': {
          target: 'editing',
          actions: assign(({ event }) => ({
            user: event.user,
            form: { ...emptyForm, name: event.user.name, email: event.user.email },
            imagePreview: event.storedPreview ?? event.user.profileImage?.url ?? null,
          })),
        },
      },
    },
    editing: {
      initial: 'ready',
      on: {
        'dialog.close': 'closed',
        'field.change': {
          actions: assign(({ context, event }) => ({
            form: { ...context.form, [event.field]: event.value },
            error: null,
          })),
        },
        'image.select': [
          {
            guard: 'isImage',
            target: '.readingImage',
            actions: assign(({ event }) => ({ image: event.file, error: null })),
          },
          {
            actions: { type: 'setError', params: { message: profileMessages.imageOnly } },
          },
        ],
        'form.submit': [
          {
            guard: 'breaksARule',
            actions: {
              type: 'setError',
              params: ({ context }) => ({ message: profileProblem(context.form) }),
            },
          },
          {
            // Spec §5: nothing changed → the message, and the dialog closes.
            guard: 'hasNoChanges',
            target: 'closed',
            actions: {
              type: 'notify',
              params: { tone: 'info', message: profileMessages.noChanges },
            },
          },
          { target: 'saving', actions: { type: 'setError', params: { message: null } } },
        ],
      },
      states: {
        ready: {},
        readingImage: {
          invoke: {
            id: 'readImagePreview',
            src: 'readImagePreview',
            input: ({ context }) => context.image as File,
            onDone: {
              target: 'ready',
              actions: assign({
                imagePreview: ({ event }) => event.output,
                pendingPreview: ({ event }) => event.output,
              }),
            },
            // The upload can still go ahead; only the preview is missing.
            onError: 'ready',
          },
        },
      },
    },
    saving: {
      initial: 'choosingStep',
      states: {
        choosingStep: {
          always: [
            { guard: 'hasProfileChanges', target: 'updatingProfile' },
            { target: 'changingPassword' },
          ],
        },
        updatingProfile: {
          invoke: {
            id: 'updateProfile',
            src: 'updateProfile',
            input: ({ context }) =>
              changedProfileFields(context.user as User, context.form, context.image),
            onDone: {
              target: 'profileSaved',
              actions: enqueueActions(({ context, event, enqueue }) => {
                const { user, pendingEmail } = event.output;
                enqueue.assign({
                  user,
                  form: { ...context.form, name: user.name, email: user.email, emailPassword: '' },
                  image: null,
                  pendingPreview: null,
                });
                enqueue({ type: 'userUpdated', params: { user } });
                if (context.pendingPreview) {
                  enqueue({
                    type: 'storeImagePreview',
                    params: { dataUrl: context.pendingPreview },
                  });
                }
                enqueue({
                  type: 'notify',
                  params: {
                    tone: 'success',
                    message: pendingEmail
                      ? profileMessages.emailConfirmationSent(pendingEmail)
                      : profileMessages.profileUpdated,
                  },
                });
              }),
            },
            onError: {
              target: '#profileDialog.editing',
              actions: [
                {
                  type: 'setError',
                  params: ({ event }) => ({
                    message:
                      normalizeError(event.error).serverMessage ??
                      profileMessages.profileUpdateFailed,
                  }),
                },
                {
                  type: 'notify',
                  params: { tone: 'error', message: profileMessages.profileUpdateFailedAlert },
                },
              ],
            },
          },
        },
        profileSaved: {
          always: [
            { guard: 'wantsPasswordChange', target: 'changingPassword' },
            { target: '#profileDialog.closed' },
          ],
        },
        changingPassword: {
          invoke: {
            id: 'changePassword',
            src: 'changePassword',
            input: ({ context }) => ({
              currentPassword: context.form.currentPassword,
              newPassword: context.form.newPassword,
            }),
            onDone: {
              target: '#profileDialog.closed',
              actions: [
                { type: 'tokenRefreshed', params: ({ event }) => ({ token: event.output.token }) },
                {
                  type: 'notify',
                  params: { tone: 'success', message: profileMessages.passwordChanged },
                },
              ],
            },
            // Spec §8: the server's message or the default, and saving stops.
            onError: {
              target: '#profileDialog.editing',
              actions: [
                assign(({ context }) => ({
                  form: {
                    ...context.form,
                    currentPassword: '',
                    newPassword: '',
                    confirmPassword: '',
                  },
                })),
                {
                  type: 'notify',
                  params: ({ event }) => ({
                    tone: 'error' as const,
                    message:
                      normalizeError(event.error).serverMessage ??
                      profileMessages.passwordChangeFailed,
                  }),
                },
              ],
            },
          },
        },
      },
    },
  },
});

type ProfileDialogSnapshot = SnapshotFrom<typeof profileDialogMachine>;

export const selectIsOpen = (snapshot: ProfileDialogSnapshot) => !snapshot.matches('closed');
/** Spec §4: the saving state shows "Updating...". */
export const selectIsSaving = (snapshot: ProfileDialogSnapshot) => snapshot.matches('saving');
export const selectForm = (snapshot: ProfileDialogSnapshot) => snapshot.context.form;
export const selectError = (snapshot: ProfileDialogSnapshot) => snapshot.context.error;
export const selectImagePreview = (snapshot: ProfileDialogSnapshot) =>
  snapshot.context.imagePreview;
