import type { RegisterRequest } from '@campus/sdk';
import { Alert, Button, Stack, Text, linkClassName } from '@campus/ui';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { ContactFields } from './contact-fields';
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
          <ContactFields
            form={form}
            fields={['name', 'email', 'password', 'phone']}
            onChange={(key, value) => setForm((f) => ({ ...f, [key]: value }))}
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
