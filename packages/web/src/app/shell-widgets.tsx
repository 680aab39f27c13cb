import type { User } from '@campus/sdk';
import { Clock } from '@campus/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { useRootActors, useSessionActors } from './session';

// Only a signed-in user has a bell (Radix Popover + floating-ui) and a payment button: a visitor's
// first load leaves them out.
const NotificationBell = lazy(() =>
  import('../features/notifications/notification-bell').then((m) => ({
    default: m.NotificationBell,
  })),
);
const PendingPaymentButton = lazy(() =>
  import('../features/payments/pending-payment-button').then((m) => ({
    default: m.PendingPaymentButton,
  })),
);

// The chat (with its virtualised list) and the profile dialog (Radix) are not needed for the
// first paint: their code loads as separate chunks, after the page's own.
const SupportChat = lazy(() =>
  import('../features/support/support-chat').then((m) => ({ default: m.SupportChat })),
);
const ProfileSettingsDialog = lazy(() =>
  import('../features/identity/profile-settings-dialog').then((m) => ({
    default: m.ProfileSettingsDialog,
  })),
);

export interface ShellWidgets {
  clock?: ReactNode;
  tools?: ReactNode;
  profileSettings?: ReactNode;
  floating?: ReactNode;
}

/**
 * The widgets of the machine-driven features, composed into the shell: the clock, the bell and
 * the pending-payment button in the top bar, the profile dialog in the side panel, the chat.
 */
export function useShellWidgets(user: User | null): ShellWidgets {
  const { payment, profileDialog } = useRootActors();
  const { notifications, chat } = useSessionActors();
  return {
    // Spec §9: refreshes every second, en-US 12-hour; the kit's Clock also names the zone.
    clock: <Clock />,
    tools: user ? (
      <Suspense fallback={null}>
        <PendingPaymentButton payment={payment} user={user} />
        {notifications && <NotificationBell key={user._id} notifications={notifications} />}
      </Suspense>
    ) : null,
    profileSettings: user ? (
      <Suspense fallback={null}>
        <ProfileSettingsDialog dialog={profileDialog} user={user} />
      </Suspense>
    ) : null,
    floating: (
      <Suspense fallback={null}>
        <SupportChat key={user?._id ?? 'visitor'} chat={chat} />
      </Suspense>
    ),
  };
}

/** The profile settings dialog's opener, for the /profile page. */
export function useProfileEditor(user: User | null): ReactNode {
  const { profileDialog } = useRootActors();
  return user ? (
    <Suspense fallback={null}>
      <ProfileSettingsDialog dialog={profileDialog} user={user} />
    </Suspense>
  ) : null;
}
