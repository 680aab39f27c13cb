import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Inline } from '../layout';
import { toastDurations, type ToastOptions } from './toast';
import { ToastProvider, useCloseToast, useToast } from './toast-provider';

function ShowButtons({ toasts }: { toasts: Array<{ label: string; options: ToastOptions }> }) {
  const toast = useToast();
  return (
    <Inline gap="sm">
      {toasts.map(({ label, options }) => (
        <Button key={label} variant="secondary" onClick={() => toast(options)}>
          {label}
        </Button>
      ))}
    </Inline>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastProvider,
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Radix also renders an off-screen copy for screen readers; wait until the toast itself shows. */
const expectToastShown = (text: string | RegExp) =>
  waitFor(() =>
    expect(
      body()
        .getAllByText(text)
        .some((el) => el.checkVisibility({ opacityProperty: true })),
    ).toBe(true),
  );

export const LoginSuccessful: Story = {
  name: 'Login successful',
  render: () => (
    <ShowButtons
      toasts={[{ label: 'Log in', options: { title: 'Login successful!', tone: 'success' } }]}
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expectToastShown('Login successful!');
  },
};

export const ValidationErrorFiveSeconds: Story = {
  name: 'Validation error (5 s)',
  render: () => (
    <ShowButtons
      toasts={[
        {
          label: 'Submit',
          options: {
            title: 'Invalid request data. Please check your email and password.',
            tone: 'danger',
            duration: toastDurations.short,
          },
        },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expectToastShown(/Invalid request data/);
  },
};

export const RateLimitedEightSeconds: Story = {
  name: 'Too many attempts (8 s)',
  render: () => (
    <ShowButtons
      toasts={[
        {
          label: 'Log in',
          options: {
            title: 'Too many login attempts. Please wait 15 minutes before trying again.',
            tone: 'danger',
            duration: toastDurations.long,
          },
        },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expectToastShown(/Too many login attempts/);
  },
};

export const ClosesAfterItsDuration: Story = {
  name: 'Closes itself after its duration',
  render: () => (
    <ShowButtons
      toasts={[
        {
          label: 'Save',
          options: { title: 'Profile updated successfully', tone: 'success', duration: 800 },
        },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expectToastShown('Profile updated successfully');
    await waitFor(() => expect(body().queryByText('Profile updated successfully')).toBeNull(), {
      timeout: 4000,
    });
  },
};

/** The app closes a toast before its time when the person moves on to another page. */
function ShowThenMoveOn() {
  const toast = useToast();
  const closeToast = useCloseToast();
  const [id, setId] = useState<number | null>(null);
  return (
    <Inline gap="sm">
      <Button
        variant="secondary"
        onClick={() => setId(toast({ title: 'Login successful!', tone: 'success' }))}
      >
        Log in
      </Button>
      <Button variant="secondary" onClick={() => id !== null && closeToast(id)}>
        Open another page
      </Button>
    </Inline>
  );
}

export const ClosedByTheApp: Story = {
  name: 'Closed by the app before its time',
  render: () => <ShowThenMoveOn />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expectToastShown('Login successful!');
    await userEvent.click(canvas.getByRole('button', { name: 'Open another page' }));
    await waitFor(() => expect(body().queryByText('Login successful!')).toBeNull());
  },
};

export const DismissWithKeyboard: Story = {
  name: 'Dismissed with the keyboard',
  render: () => (
    <ShowButtons
      toasts={[
        { label: 'Log out', options: { title: 'Logged out successfully', duration: 60000 } },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    const close = await body().findByRole('button', { name: 'Dismiss notification' });
    close.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body().queryByText('Logged out successfully')).toBeNull());
  },
};

export const Stacked: Story = {
  name: 'Several at once, long text',
  render: () => (
    <ShowButtons
      toasts={[
        {
          label: 'Show three',
          options: {
            title: 'Password changed successfully!',
            description:
              'You will stay signed in on this device. Other devices will ask for the new password the next time they connect to Campus.',
            tone: 'success',
            duration: 60000,
          },
        },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Show three' });
    await userEvent.click(button);
    await userEvent.click(button);
    await userEvent.click(button);
    await waitFor(() =>
      expect(body().getAllByText('Password changed successfully!')).toHaveLength(3),
    );
  },
};

export const RightToLeft: Story = {
  name: 'Right-to-left',
  render: () => (
    <div dir="rtl" lang="ar">
      <ShowButtons
        toasts={[
          {
            label: 'حفظ',
            options: { title: 'تم تحديث الملف الشخصي بنجاح', tone: 'success', duration: 60000 },
          },
        ]}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'حفظ' }));
    await expectToastShown('تم تحديث الملف الشخصي بنجاح');
  },
};
