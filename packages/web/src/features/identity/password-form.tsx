import { Alert, Button, PasswordField, Stack } from '@campus/ui';
import { useState, type FormEvent } from 'react';

export const MIN_PASSWORD_LENGTH = 6;

/** The client rules of a new password (spec §5's change-password rules, applied the same way). */
export function newPasswordProblem(password: string, confirm: string): string | null {
  if (!password || !confirm) return 'Please fill in both password fields.';
  if (password !== confirm) return 'Passwords do not match!';
  if (password.length < MIN_PASSWORD_LENGTH)
    return `Password must be at least ${MIN_PASSWORD_LENGTH} characters long!`;
  return null;
}

/** New password + confirmation, for password setup and reset. */
export function NewPasswordForm({
  submitLabel,
  submitting,
  serverError,
  onSubmit,
}: {
  submitLabel: string;
  submitting: boolean;
  serverError: string | null;
  onSubmit: (password: string) => void;
}) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const p = newPasswordProblem(password, confirm);
    setProblem(p);
    if (!p) onSubmit(password);
  };
  const error = problem ?? serverError;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PasswordField
          label="New password"
          autoComplete="new-password"
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        {error && (
          <Alert tone="danger" live="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" loading={submitting} fullWidth>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
