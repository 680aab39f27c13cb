import type { SnapshotFrom } from 'xstate';
import type { chatMachine } from './chat.machine';

/** Spec §5: an empty or whitespace-only message is not sent. */
export const isBlankMessage = (text: string) => text.trim().length === 0;

type ChatSnapshot = SnapshotFrom<typeof chatMachine>;

export const selectIsOpen = (snapshot: ChatSnapshot) => snapshot.matches({ window: 'open' });
/** Spec §4's loading flag: a reply is pending, Typing... shows and sending is blocked. */
export const selectIsLoading = (snapshot: ChatSnapshot) =>
  snapshot.matches({ conversation: 'awaitingReply' });
export const selectMessages = (snapshot: ChatSnapshot) => snapshot.context.messages;
export const selectDraft = (snapshot: ChatSnapshot) => snapshot.context.draft;
export const selectSessionId = (snapshot: ChatSnapshot) => snapshot.context.sessionId;
/** The earlier conversation is being brought back (a signed-in user's first moments). */
export const selectIsRestoring = (snapshot: ChatSnapshot) =>
  snapshot.matches({ conversation: 'restoring' });
export const selectCanSend = (snapshot: ChatSnapshot) =>
  !selectIsLoading(snapshot) &&
  !selectIsRestoring(snapshot) &&
  !isBlankMessage(snapshot.context.draft);
