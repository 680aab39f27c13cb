import type { User } from '@campus/sdk';
import { Clock } from '@campus/ui';
import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { SupportChat } from '../features/support/support-chat';
import { useLoadedRootActors, useRootActorsLoader, useSessionActors } from './session';

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

// The chat's launcher is on every page, for everyone: part of the shell. Its conversation (with
// the virtualised list) and the profile dialog (Radix) load as separate chunks when opened.
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
  const loader = useRootActorsLoader();
  const actors = useLoadedRootActors();
  const session = useSessionActors();
  // Before the actors load (a visitor who has used nothing yet) the chat's launcher shows; its
  // first press loads them and opens the chat.
  const opening = useRef(false);
  const openChat = () => {
    if (opening.current) return; // a second press while loading would close it again
    opening.current = true;
    loader
      .load()
      .then((loaded) => loaded.sessionActors.get().chat.send({ type: 'chat.toggle' }))
      .catch(() => {}) // not loaded (offline): the launcher stays, and the next press tries again
      .finally(() => (opening.current = false));
  };
  // A user means a session, and a session means the actors have loaded.
  const signedIn = user && actors && session ? { user, actors, session } : null;
  return {
    // Spec §9: refreshes every second, en-US 12-hour; the kit's Clock also names the zone.
    clock: <Clock />,
    tools: signedIn ? (
      <Suspense fallback={null}>
        <PendingPaymentButton payment={signedIn.actors.payment} user={signedIn.user} />
        {signedIn.session.notifications && (
          <NotificationBell
            key={signedIn.user._id}
            notifications={signedIn.session.notifications}
          />
        )}
      </Suspense>
    ) : null,
    profileSettings: signedIn ? (
      <Suspense fallback={null}>
        <ProfileSettingsDialog dialog={signedIn.actors.profileDialog} user={signedIn.user} />
      </Suspense>
    ) : null,
    floating: <SupportChat key={user?._id ?? 'visitor'} chat={session?.chat} onOpen={openChat} />,
  };
}

/** The profile settings dialog's opener, for the /profile page. */
export function useProfileEditor(user: User | null): ReactNode {
  const actors = useLoadedRootActors();
  return user && actors ? (
    <Suspense fallback={null}>
      <ProfileSettingsDialog dialog={actors.profileDialog} user={user} />
    </Suspense>
  ) : null;
}
