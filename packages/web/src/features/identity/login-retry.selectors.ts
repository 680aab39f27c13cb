import type { SnapshotFrom } from 'xstate';
import type { loginRetryMachine } from './login-retry.machine';

type LoginRetrySnapshot = SnapshotFrom<typeof loginRetryMachine>;

export const selectIsWaiting = (snapshot: LoginRetrySnapshot) => snapshot.matches('running');
export const selectRemainingSeconds = (snapshot: LoginRetrySnapshot) =>
  snapshot.context.remainingSeconds;
