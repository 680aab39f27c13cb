import type { SnapshotFrom } from 'xstate';
import type { authMachine } from './auth.machine';

type AuthSnapshot = SnapshotFrom<typeof authMachine>;

export const selectUser = (snapshot: AuthSnapshot) => snapshot.context.user;
export const selectIsLoading = (snapshot: AuthSnapshot) => snapshot.matches('loading');
export const selectIsAuthenticated = (snapshot: AuthSnapshot) => snapshot.matches('authenticated');
export const selectIsSubmitting = (snapshot: AuthSnapshot) =>
  snapshot.matches({ loggedOut: 'loggingIn' }) || snapshot.matches({ loggedOut: 'registering' });
export const selectAuthError = (snapshot: AuthSnapshot) => snapshot.context.error;
export const selectIsDeactivatedModalOpen = (snapshot: AuthSnapshot) =>
  snapshot.matches({ loggedOut: 'accountDeactivated' });
