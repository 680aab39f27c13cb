import {
  Alert,
  Avatar,
  Button,
  Dialog,
  Field,
  Inline,
  PasswordField,
  Stack,
  Text,
  TextField,
} from '@campus/ui';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { User } from '@campus/sdk';
import { readStoredImagePreview } from './image-preview-store';
import {
  changesEmail,
  profileMessages,
  selectError,
  selectForm,
  selectImagePreview,
  selectIsOpen,
  selectIsSaving,
  type ProfileField,
  type profileDialogMachine,
} from './profile-dialog.machine';

export interface ProfileSettingsDialogProps {
  dialog: ActorRefFrom<typeof profileDialogMachine>;
  /** The signed-in user the form starts from. */
  user: User;
  /** Where the stored preview comes from (stories pin it). */
  readPreview?: () => string | null;
}

/**
 * "Edit profile" in the side panel and the dialog it opens (spec §4, §5): name, email, picture and
 * an optional password change, saved with "Updating..." on the button.
 */
export function ProfileSettingsDialog({
  dialog,
  user,
  readPreview = readStoredImagePreview,
}: ProfileSettingsDialogProps) {
  const open = useSelector(dialog, selectIsOpen);
  const saving = useSelector(dialog, selectIsSaving);
  const form = useSelector(dialog, selectForm);
  const error = useSelector(dialog, selectError);
  const preview = useSelector(dialog, selectImagePreview);

  const change = (field: ProfileField) => (event: { target: { value: string } }) =>
    dialog.send({ type: 'field.change', field, value: event.target.value });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    dialog.send({ type: 'form.submit' });
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) =>
        next
          ? dialog.send({ type: 'dialog.open', user, storedPreview: readPreview() })
          : !saving && dialog.send({ type: 'dialog.close' })
      }
    >
      <Dialog.Trigger asChild>
        <Button variant="secondary">Edit profile</Button>
      </Dialog.Trigger>
      <Dialog.Content title="Profile settings" size="md">
        <form onSubmit={submit} noValidate aria-label="Profile settings">
          <Stack gap="md">
            <Inline gap="md">
              <Avatar name={form.name || user.name} src={preview} size="lg" />
              <Field label="Profile picture" hint="An image file (JPEG, PNG, WebP or GIF).">
                {(control) => (
                  <input
                    {...control}
                    type="file"
                    accept="image/*"
                    disabled={saving}
                    onChange={(event) => {
                      const file = event.target.files?.[0];
                      if (file) dialog.send({ type: 'image.select', file });
                    }}
                  />
                )}
              </Field>
            </Inline>
            <TextField
              label="Name"
              required
              value={form.name}
              disabled={saving}
              onChange={change('name')}
            />
            <TextField
              label="Email"
              type="email"
              required
              value={form.email}
              disabled={saving}
              onChange={change('email')}
            />
            {changesEmail(user, form) && (
              <PasswordField
                label="Password to change your email"
                hint="We will send a confirmation link to the new address."
                autoComplete="current-password"
                value={form.emailPassword}
                disabled={saving}
                onChange={change('emailPassword')}
              />
            )}
            <Text size="sm" tone="muted">
              To change your password, fill in all three fields.
            </Text>
            <PasswordField
              label="Current password"
              autoComplete="current-password"
              value={form.currentPassword}
              disabled={saving}
              onChange={change('currentPassword')}
            />
            <PasswordField
              label="New password"
              autoComplete="new-password"
              value={form.newPassword}
              disabled={saving}
              onChange={change('newPassword')}
            />
            <PasswordField
              label="Confirm new password"
              autoComplete="new-password"
              value={form.confirmPassword}
              disabled={saving}
              onChange={change('confirmPassword')}
            />
            {error && (
              <Alert tone="danger" live="alert">
                {error}
              </Alert>
            )}
            <Dialog.Footer>
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={saving}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
                {saving ? profileMessages.saving : 'Save changes'}
              </Button>
            </Dialog.Footer>
          </Stack>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
