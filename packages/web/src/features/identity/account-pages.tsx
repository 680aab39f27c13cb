import {
  cancelEmailChange,
  checkAccountLink,
  confirmEmailChange,
  createCheckout,
  forgotPassword,
  listPrograms,
  normalizeError,
  registerMentor,
  registerWithPayment,
  registrationErrorMessage,
  resetPassword,
  setupPassword,
  type AuthResponse,
  type CheckAccountLinkRequestPurpose,
  type RegisterMentorRequest,
  type RegisterWithPaymentRequest,
  type User,
} from '@campus/sdk';
import {
  Alert,
  Button,
  formatRupees,
  linkClassName,
  Select,
  Spinner,
  Stack,
  Text,
  Textarea,
  TextField,
} from '@campus/ui';
import { viewerTimeZone } from '@campus/time';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { paths } from '../../config/paths';
import { accountKeys } from '../../data/account/keys';
import { programKeys } from '../../data/programs/keys';
import { ContactFields } from './contact-fields';
import { AuthCard } from './auth-card';
import { NewPasswordForm } from './password-form';

const useQueryParam = (name: string) => new URLSearchParams(useSearch()).get(name);

/** /registration: register for a program; then the checkout's page says what comes next. */
export function RegistrationPage() {
  const preselected = useQueryParam('program') ?? '';
  const programs = useQuery({ queryKey: programKeys.list(), queryFn: () => listPrograms() });
  const [form, setForm] = useState({ name: '', email: '', phone: '', programSlug: preselected });
  const [, navigate] = useLocation();
  const register = useMutation({
    mutationFn: (body: RegisterWithPaymentRequest) => registerWithPayment(body),
    // "You are registered" lives at the checkout's signed address: it survives a
    // reload, and the same page becomes the receipt once paid — no password needed for either.
    onSuccess: (r) => navigate(paths.paymentReceipt.checkout(r.checkout)),
  });
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    register.mutate({
      name: form.name.trim(),
      email: form.email.trim(),
      programSlug: form.programSlug,
      ...(form.phone.trim() ? { phone: form.phone.trim() } : {}),
    });
  };
  return (
    <AuthCard
      title="Register for a program"
      intro="Reserve your seat in a mentor-led program. You set your password from the email we send."
      footer={
        <Text size="sm">
          Just want an account?{' '}
          <Link className={linkClassName()} href={paths.register.href()}>
            Sign up
          </Link>
        </Text>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Select
            label="Program"
            value={form.programSlug}
            onChange={set('programSlug')}
            required
            placeholder="Choose a program"
            options={(programs.data ?? []).map((p) => ({
              value: p.slug,
              label: `${p.title} — ${formatRupees(p.price)}`,
            }))}
          />
          {programs.isError && (
            <Alert tone="warning">
              The program list could not be loaded: {normalizeError(programs.error).message}
            </Alert>
          )}
          <ContactFields
            form={form}
            fields={['name', 'email', 'phone']}
            onChange={(key, value) => setForm((f) => ({ ...f, [key]: value }))}
          />
          {register.isError && (
            <Alert tone="danger" live="alert">
              {registrationErrorMessage(register.error)}
            </Alert>
          )}
          <Button type="submit" loading={register.isPending} fullWidth>
            Register and pay
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

/** /payment: where a pending amount is paid, and where the provider sends people back. */
export function PaymentPage({ user }: { user: User | null }) {
  const status = useQueryParam('status');
  const checkout = useMutation({
    mutationFn: () => createCheckout(),
    onSuccess: (c) => window.open(c.url, '_blank', 'noopener,noreferrer'),
  });
  const isStudent = user?.role.toLowerCase() === 'student';
  return (
    <AuthCard title="Payment" intro="Program fees are paid through our payment provider.">
      <Stack gap="md">
        {status === 'success' && (
          <Alert tone="success" title="Thank you">
            Your payment was received. It is confirmed within a few minutes; your pending amount
            then clears.
          </Alert>
        )}
        {status === 'cancelled' && (
          <Alert tone="warning" title="Payment not completed">
            The payment was cancelled. You can try again whenever you are ready.
          </Alert>
        )}
        {isStudent && user ? (
          user.pendingAmount > 0 ? (
            <>
              <Text>
                Pending amount: <strong>{formatRupees(user.pendingAmount)}</strong>
              </Text>
              <Button loading={checkout.isPending} onClick={() => checkout.mutate()}>
                Pay {formatRupees(user.pendingAmount)}
              </Button>
              {checkout.isError && (
                <Alert tone="danger">{normalizeError(checkout.error).message}</Alert>
              )}
            </>
          ) : (
            <Text>You have nothing to pay. </Text>
          )
        ) : user ? (
          <Text>Payments are made by students.</Text>
        ) : (
          <Text>
            <Link className={linkClassName()} href={paths.registration.href()}>
              Register for a program
            </Link>{' '}
            to get a payment link, or{' '}
            <Link className={linkClassName()} href={paths.login.href(paths.payment.href())}>
              log in
            </Link>{' '}
            to pay what is pending.
          </Text>
        )}
      </Stack>
    </AuthCard>
  );
}

/** /mentor-registration: creates a mentor account (listed after an admin reviews it). */
export function MentorRegistrationPage({
  onAuthenticated,
}: {
  onAuthenticated: (auth: AuthResponse) => void;
}) {
  const [form, setForm] = useState({
    name: '',
    email: '',
    password: '',
    expertise: '',
    bio: '',
    years: '',
    linkedin: '',
  });
  const register = useMutation({
    mutationFn: (body: RegisterMentorRequest) => registerMentor(body),
    onSuccess: onAuthenticated,
  });
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const years = Number(form.years);
    register.mutate({
      name: form.name.trim(),
      email: form.email.trim(),
      password: form.password,
      expertise: form.expertise
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      ...(form.bio.trim() ? { bio: form.bio.trim() } : {}),
      ...(form.years && Number.isFinite(years) ? { yearsOfExperience: years } : {}),
      ...(form.linkedin.trim() ? { linkedinUrl: form.linkedin.trim() } : {}),
    });
  };
  return (
    <AuthCard
      title="Become a mentor"
      intro="Tell us about your expertise. An admin reviews new mentors before students see them."
      footer={
        <Text size="sm">
          Already a mentor?{' '}
          <Link className={linkClassName()} href={paths.login.href()}>
            Log in
          </Link>
        </Text>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <ContactFields
            form={form}
            fields={['name', 'email', 'password']}
            onChange={(key, value) => setForm((f) => ({ ...f, [key]: value }))}
          />
          <TextField
            label="Expertise"
            hint="Comma-separated, e.g. React, Node.js, SQL"
            value={form.expertise}
            onChange={set('expertise')}
          />
          <TextField
            label="Years of experience (optional)"
            type="number"
            min={0}
            value={form.years}
            onChange={set('years')}
          />
          <TextField
            label="LinkedIn URL (optional)"
            type="url"
            value={form.linkedin}
            onChange={set('linkedin')}
          />
          <Textarea label="About you (optional)" value={form.bio} onChange={set('bio')} />
          {register.isError && (
            <Alert tone="danger" live="alert">
              {registrationErrorMessage(register.error)}
            </Alert>
          )}
          <Button type="submit" loading={register.isPending} fullWidth>
            Register as a mentor
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

function MissingToken({ what }: { what: string }) {
  return (
    <Alert tone="warning" title="This link is incomplete">
      The {what} link has no token. Open the link from the email again, or{' '}
      <Link className={linkClassName()} href={paths.forgotPassword.href()}>
        ask for a new one
      </Link>
      .
    </Alert>
  );
}

/**
 * A mailed link's refusal in the server's own words for its token ("This link is invalid or has
 * expired…"), never the "Validation failed: …" join; anything else as the SDK words it.
 */
function linkRefusal(error: unknown): string {
  const e = normalizeError(error);
  return e.errors.find((p) => p.path === 'token')?.msg ?? e.message;
}

/**
 * Asks whether the page's mailed link still works when the page opens (checkAccountLink), so a used
 * or expired link says so before the form is filled in. Only the server's refusal of the link (400,
 * or 429 while this address may not use links) takes the form away: if the check itself fails, the
 * form stays and its submit answers.
 */
function useLinkRefusal(
  token: string | null,
  purpose: CheckAccountLinkRequestPurpose,
): { checking: boolean; refused: string | null } {
  const check = useQuery({
    queryKey: accountKeys.link(purpose, token ?? ''),
    queryFn: () => checkAccountLink({ token: token ?? '', purpose }).then(() => true),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
  });
  const status = check.isError ? normalizeError(check.error).status : 0;
  return {
    // The form waits for the answer, so nobody types a password into a form that then vanishes.
    checking: Boolean(token) && check.isPending,
    refused: status === 400 || status === 429 ? linkRefusal(check.error) : null,
  };
}

/** A link the server refused when its page opened: its words, and where to get a new one. */
function RefusedLink({ message }: { message: string }) {
  return (
    <Alert tone="warning" title="This link no longer works" live="alert">
      {message}{' '}
      <Link className={linkClassName()} href={paths.forgotPassword.href()}>
        Ask for a new link
      </Link>
      .
    </Alert>
  );
}

/** /password-setup?token=…: first password of an account a payment or an admin created. */
export function PasswordSetupPage({
  onAuthenticated,
}: {
  onAuthenticated: (auth: AuthResponse) => void;
}) {
  const token = useQueryParam('token');
  const { checking, refused } = useLinkRefusal(token, 'setup');
  const setup = useMutation({
    mutationFn: (password: string) => setupPassword({ token: token ?? '', password }),
    onSuccess: onAuthenticated,
  });
  return (
    <AuthCard title="Set your password" intro="Choose the password you will log in with.">
      {!token ? (
        <MissingToken what="password setup" />
      ) : checking ? (
        <Spinner label="Checking your link…" />
      ) : refused ? (
        <RefusedLink message={refused} />
      ) : (
        <NewPasswordForm
          submitLabel="Set password"
          submitting={setup.isPending}
          serverError={setup.isError ? linkRefusal(setup.error) : null}
          onSubmit={(password) => setup.mutate(password)}
        />
      )}
    </AuthCard>
  );
}

/** /forgot-password: always answers the same message (the server does not tell who exists). */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const ask = useMutation({
    mutationFn: (body: { email: string; timezone: string }) => forgotPassword(body),
  });
  // The mail states the link's expiry in the asker's zone.
  const timezone = viewerTimeZone();
  return (
    <AuthCard
      title="Forgot your password?"
      intro="Enter your account email and we will send you a link to reset it."
      footer={
        <Link className={linkClassName()} href={paths.login.href()}>
          Back to login
        </Link>
      }
    >
      {ask.isSuccess ? (
        <Alert tone="success" title="Check your email">
          {ask.data.message ?? 'If an account exists for that email, a reset link is on its way.'}
        </Alert>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            ask.mutate({ email: email.trim(), timezone });
          }}
          noValidate
        >
          <Stack gap="md">
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            {ask.isError && (
              <Alert tone="danger" live="alert">
                {normalizeError(ask.error).message}
              </Alert>
            )}
            <Button type="submit" loading={ask.isPending} fullWidth>
              Send reset link
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}

/** /reset-password?token=…: the token comes from the query string of the emailed link. */
export function ResetPasswordPage() {
  const token = useQueryParam('token');
  const { checking, refused } = useLinkRefusal(token, 'reset');
  const reset = useMutation({
    mutationFn: (password: string) => resetPassword({ token: token ?? '', password }),
  });
  return (
    <AuthCard title="Reset your password">
      {!token ? (
        <MissingToken what="password reset" />
      ) : reset.isSuccess ? (
        <Stack gap="md">
          <Alert tone="success" title="Password changed">
            You can now log in with your new password.
          </Alert>
          <Link className={linkClassName()} href={paths.login.href()}>
            Log in
          </Link>
        </Stack>
      ) : checking ? (
        <Spinner label="Checking your link…" />
      ) : refused ? (
        <RefusedLink message={refused} />
      ) : (
        <NewPasswordForm
          submitLabel="Reset password"
          submitting={reset.isPending}
          serverError={reset.isError ? linkRefusal(reset.error) : null}
          onSubmit={(password) => reset.mutate(password)}
        />
      )}
    </AuthCard>
  );
}

/**
 * /confirm-email?token=…: the link mailed to a new address. It asks for a press
 * rather than confirming on load, so a mail scanner that opens links changes nothing. Confirming ends
 * every session of the account (contract), so the person signs in again with the new email.
 */
export function ConfirmEmailPage({ onConfirmed }: { onConfirmed: () => void }) {
  const token = useQueryParam('token');
  const confirm = useMutation({
    mutationFn: () => confirmEmailChange({ token: token ?? '' }),
    onSuccess: onConfirmed,
  });
  return (
    <AuthCard title="Confirm your new email">
      {!token ? (
        <MissingToken what="email confirmation" />
      ) : confirm.isSuccess ? (
        <Stack gap="md">
          <Alert tone="success" title="Email changed">
            {confirm.data.message}
          </Alert>
          {/* A fresh start of the app: the session it held has ended. */}
          <a className={linkClassName()} href={paths.login.href()}>
            Log in
          </a>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text>Confirm that this address is yours. You will then sign in again with it.</Text>
          {confirm.isError && (
            <Alert tone="danger" live="alert">
              {normalizeError(confirm.error).message}
            </Alert>
          )}
          <Button loading={confirm.isPending} fullWidth onClick={() => confirm.mutate()}>
            Confirm email
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}

/**
 * /cancel-email-change?token=…: the link in the notice mailed to the old address when someone asks
 * to change the account's email. Like confirming, it asks for a press rather than acting on load.
 * Cancelling revokes the pending change's links; the email and the sessions stay as they are.
 */
export function CancelEmailChangePage() {
  const token = useQueryParam('token');
  const cancel = useMutation({ mutationFn: () => cancelEmailChange({ token: token ?? '' }) });
  return (
    <AuthCard title="Cancel the email change">
      {!token ? (
        <MissingToken what="email change" />
      ) : cancel.isSuccess ? (
        <Stack gap="md">
          <Alert tone="success" title="Change cancelled">
            {cancel.data.message}
          </Alert>
          <Text>If you did not ask for the change, change your password as well.</Text>
          <Link className={linkClassName()} href={paths.login.href()}>
            Log in
          </Link>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text>
            Someone asked to change the email of your Campus account. Cancel it to keep your email
            as it is.
          </Text>
          {cancel.isError && (
            <Alert tone="danger" live="alert">
              {normalizeError(cancel.error).message}
            </Alert>
          )}
          <Button loading={cancel.isPending} fullWidth onClick={() => cancel.mutate()}>
            Cancel the change
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
