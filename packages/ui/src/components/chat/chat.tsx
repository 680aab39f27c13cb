import { Send, X } from 'lucide-react';
import { useState, type FormEvent, type HTMLAttributes, type ReactNode } from 'react';
import { visuallyHidden } from '../../theme/shared.css';
import { cx } from '../../utils/cx';
import { control } from '../form-field/form-field.css';
import { IconButton } from '../icon-button';
import * as styles from './chat.css';

export const chatSenders = ['user', 'assistant'] as const;
export type ChatSender = (typeof chatSenders)[number];

export interface ChatBubbleProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  from: ChatSender;
  children: ReactNode;
  /** Shown under the bubble ("6:05 PM", a RelativeTime). */
  meta?: ReactNode;
  tone?: 'default' | 'error';
  /** Who is speaking, for screen readers ("You", "Campus assistant"). */
  senderLabel?: string;
}

/** One message. Extra attributes (a test id, a `lang`) go on the bubble itself. */
export function ChatBubble({
  from,
  children,
  meta,
  tone,
  senderLabel,
  className,
  ...props
}: ChatBubbleProps) {
  const who = senderLabel ?? (from === 'user' ? 'You' : 'Assistant');
  return (
    <div className={styles.bubbleRow({ from })}>
      <div className={cx(styles.bubble({ from, tone }), className)} {...props}>
        <span className={visuallyHidden}>{who}: </span>
        {children}
      </div>
      {meta && <span className={styles.meta}>{meta}</span>}
    </div>
  );
}

/** Three dots while the assistant composes an answer. */
export function TypingIndicator({ label = 'Assistant is typing' }: { label?: string }) {
  return (
    <div className={styles.bubbleRow({ from: 'assistant' })}>
      <div className={styles.bubble({ from: 'assistant' })} role="status">
        <span className={styles.typing} aria-hidden>
          <span className={styles.dot} />
          <span className={styles.dot} />
          <span className={styles.dot} />
        </span>
        <span className={visuallyHidden}>{label}</span>
      </div>
    </div>
  );
}

export interface ChatPanelRootProps extends HTMLAttributes<HTMLElement> {
  /** Names the chat region. */
  label: string;
}

function Root({ label, className, ...props }: ChatPanelRootProps) {
  return <section aria-label={label} className={cx(styles.panel, className)} {...props} />;
}
Root.displayName = 'ChatPanel.Root';

export interface ChatPanelHeaderProps {
  title: ReactNode;
  onClose?: () => void;
  closeLabel?: string;
  /** A status badge or menu at the inline end. */
  action?: ReactNode;
}

function Header({ title, onClose, closeLabel = 'Close chat', action }: ChatPanelHeaderProps) {
  return (
    <div className={styles.header}>
      <h2 className={styles.title}>{title}</h2>
      <div style={{ display: 'flex', gap: 4, alignItems: 'center' }}>
        {action}
        {onClose && (
          <IconButton size="sm" label={closeLabel} icon={<X size={18} />} onClick={onClose} />
        )}
      </div>
    </div>
  );
}
Header.displayName = 'ChatPanel.Header';

/**
 * The conversation. role="log" makes screen readers announce new messages politely; it is
 * focusable so the history can be scrolled from the keyboard. No limit on history (spec §9).
 */
function Messages({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      role="log"
      aria-live="polite"
      aria-label="Messages"
      tabIndex={0}
      className={cx(styles.messages, className)}
      {...props}
    />
  );
}
Messages.displayName = 'ChatPanel.Messages';

export interface ChatPanelSuggestionsProps {
  suggestions: ReadonlyArray<{ label: string; value?: string }>;
  onPick: (value: string) => void;
  label?: string;
}

/** Quick replies ("Try Again", "Get Help"): real buttons in a labelled list. */
function Suggestions({ suggestions, onPick, label = 'Suggestions' }: ChatPanelSuggestionsProps) {
  if (suggestions.length === 0) return null;
  return (
    <ul className={styles.suggestions} aria-label={label}>
      {suggestions.map((s) => (
        <li key={s.label}>
          <button type="button" className={styles.chip} onClick={() => onPick(s.value ?? s.label)}>
            {s.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
Suggestions.displayName = 'ChatPanel.Suggestions';

export interface ChatPanelComposerProps {
  onSend: (text: string) => void;
  disabled?: boolean;
  placeholder?: string;
  label?: string;
}

/** Enter sends, Shift+Enter makes a new line; blank messages are not sent. */
function Composer({
  onSend,
  disabled = false,
  placeholder = 'Ask a question…',
  label = 'Message',
}: ChatPanelComposerProps) {
  const [text, setText] = useState('');
  const send = (event?: FormEvent) => {
    event?.preventDefault();
    const trimmed = text.trim();
    if (!trimmed || disabled) return;
    onSend(trimmed);
    setText('');
  };
  return (
    <form className={styles.composer} onSubmit={send}>
      <label className={visuallyHidden} htmlFor="chat-composer-input">
        {label}
      </label>
      <textarea
        id="chat-composer-input"
        className={cx(control(), styles.input)}
        rows={1}
        value={text}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            send();
          }
        }}
      />
      <IconButton
        type="submit"
        variant="primary"
        round
        label="Send message"
        icon={<Send size={18} />}
        disabled={disabled || text.trim() === ''}
      />
    </form>
  );
}
Composer.displayName = 'ChatPanel.Composer';

/** The support chat widget's layout; the conversation logic lives in the app. */
export const ChatPanel = { Root, Header, Messages, Suggestions, Composer };
