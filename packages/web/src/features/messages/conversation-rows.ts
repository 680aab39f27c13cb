import type { Message } from '@campus/sdk';
import type { OutgoingMessage, OutgoingStatus } from './conversation.machine';

/** One line of the conversation as the screen shows it. */
export interface ConversationRow {
  key: string;
  text: string;
  mine: boolean;
  at: string;
  /** `stored` for history; the outbox's status for our messages on their way. */
  status: 'stored' | OutgoingStatus;
  error?: string;
  clientId?: string;
}

/**
 * The history (oldest first) followed by our messages the history does not hold yet — matched by
 * the stored id or by our own `clientId`, so a message never shows twice while the query catches up.
 */
export function conversationRows(
  me: string,
  history: readonly Message[],
  outbox: readonly OutgoingMessage[],
): ConversationRow[] {
  const ids = new Set(history.map((m) => m._id));
  const clientIds = new Set(history.flatMap((m) => (m.clientId ? [m.clientId] : [])));
  const stored: ConversationRow[] = history.map((m) => ({
    key: m._id,
    text: m.message,
    mine: m.fromUserId === me,
    at: m.at,
    status: 'stored',
  }));
  const pending: ConversationRow[] = outbox
    .filter((m) => !clientIds.has(m.clientId) && !(m.sent && ids.has(m.sent._id)))
    .map((m) => ({
      key: `out-${m.clientId}`,
      text: m.text,
      mine: true,
      at: m.at,
      status: m.status,
      clientId: m.clientId,
      ...(m.error ? { error: m.error } : {}),
    }));
  return [...stored, ...pending];
}
