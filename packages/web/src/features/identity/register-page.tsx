import type { RegisterRequest } from '@campus/sdk';
import { Alert, Button, PasswordField, Stack, Text, TextField, linkClassName } from '@campus/ui';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { AuthCard } from './auth-card';

export interface RegisterPageProps {
  onSubmit: (registration: RegisterRequest) => void;
  submitting: boolean;
  /** The last failure (spec §8 "Registration"): the server's message or the fallback text. */
  error: string | null;
}

/** /register. Validation is the server's (spec §5); the auth actor submits and lands on /dashboard. */
export function RegisterPage({ onSubmit, submitting, error }: RegisterPageProps) {
  const [form, setForm] = useState({ name: '', email: '', password: '', phone: '' });
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit({
      name: form.name.trim(),
      email: form.email.trim(),
      password: form.password,
      ...(form.phone.trim() ? { phone: form.phone.trim() } : {}),
    });
  };
  return (
    <AuthCard
      title="Create your account"
      intro="Join Campus as a student. You can enroll in courses right away."
      footer={
        <>
          <Text size="sm">
            Already have an account?{' '}
            <Link className={linkClassName()} href={paths.login.href()}>
              Log in
            </Link>
          </Text>
          <Text size="sm">
            Want to mentor?{' '}
            <Link className={linkClassName()} href={paths.mentorRegistration.href()}>
              Register as a mentor
            </Link>
          </Text>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextField
            label="Full name"
            name="name"
            autoComplete="name"
            value={form.name}
            onChange={set('name')}
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            value={form.email}
            onChange={set('email')}
          />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="new-password"
            value={form.password}
            onChange={set('password')}
          />
          <TextField
            label="Phone (optional)"
            name="phone"
            type="tel"
            autoComplete="tel"
            value={form.phone}
            onChange={set('phone')}
          />
          {error && (
            <Alert tone="danger" live="alert">
              {error}
            </Alert>
          )}
          <Button type="submit" loading={submitting} fullWidth>
            Sign up
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
