import type { User } from '@campus/sdk';
import { Clock } from '@campus/ui';
import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { SupportChat } from '../features/support/support-chat';
import type { RootActors } from './root-actors';
import { useLoadedRootActors, useRootActorsLoader, useSession, useSessionActors } from './session';

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

/** Resolves once the session is no longer being checked. */
function settled(session: RootActors['session']): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (session.get().status === 'loading') return false;
      resolve();
      return true;
    };
    if (check()) return;
    const unsubscribe = session.subscribe(() => {
      if (check()) unsubscribe();
    });
  });
}

/**
 * The widgets of the machine-driven features, composed into the shell: the clock, the bell and
 * the pending-payment button in the top bar, the profile dialog in the side panel, the chat.
 */
export function useShellWidgets(user: User | null): ShellWidgets {
  const loader = useRootActorsLoader();
  const actors = useLoadedRootActors();
  const session = useSessionActors();
  const { status } = useSession();
  // Before the actors load (a visitor who has used nothing yet), or while a stored session is
  // being checked, the chat's launcher alone shows; a press loads the actors, waits for the session
  // to settle, and opens that session's chat. (Opened earlier, it would be the chat of the session being
  // checked, which the user's own replaces as soon as the check ends: it would close again.)
  const opening = useRef(false);
  const openChat = () => {
    if (opening.current) return; // a second press while loading would close it again
    opening.current = true;
    loader
      .load()
      .then((loaded) => settled(loaded.session))
      .then(() => loader.sessionActors.get()?.chat.send({ type: 'chat.toggle' }))
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
    floating: (
      <SupportChat
        key={user?._id ?? 'visitor'}
        chat={status === 'loading' ? undefined : session?.chat}
        onOpen={openChat}
      />
    ),
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
