/**
 * User-facing feedback that machines ask for and the app renders (the UI kit's toasts and alert
 * dialogs). Machines name the feedback; they never render it.
 */
export type FeedbackTone = 'success' | 'error' | 'info';

export interface ToastRequest {
  tone: FeedbackTone;
  message: string;
  /** How long the toast stays, in ms; undefined means the toast component's default. */
  durationMs?: number;
}

export type ShowToast = (toast: ToastRequest) => void;

/** A blocking notice (spec §8 calls these alerts), e.g. the deactivated-account notice. */
export type ShowAlert = (message: string) => void;
