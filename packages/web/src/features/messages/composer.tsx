import { Button, Textarea } from '@campus/ui';
import { useState, type FormEvent } from 'react';
import * as css from './messages.css';

/** The contract's limit of one private message (PrivateMessageSend.message). */
export const MESSAGE_MAX_LENGTH = 2000;

export interface ComposerProps {
  /** Who the message goes to, for the field's label. */
  peerName: string;
  /** A message to start from (the assistant's "Ask your mentor" prefills the question). */
  initialText?: string;
  onDraftChange: (text: string) => void;
  onSend: (text: string) => void;
}

/**
 * Writes a message (spec §5, as the support chat: Enter sends, Shift+Enter makes a new line, a blank
 * message is not sent). Every change goes to the conversation machine, which throttles the typing
 * hints it sends.
 */
export function Composer({ peerName, initialText = '', onDraftChange, onSend }: ComposerProps) {
  const [text, setText] = useState(initialText.slice(0, MESSAGE_MAX_LENGTH));
  const change = (next: string) => {
    setText(next);
    onDraftChange(next);
  };
  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (text.trim() === '') return;
    onSend(text);
    setText('');
  };
  return (
    <form className={css.composer} onSubmit={send} aria-label={`Write to ${peerName}`}>
      <Textarea
        label={`Message ${peerName}`}
        className={css.composerInput}
        rows={2}
        maxLength={MESSAGE_MAX_LENGTH}
        value={text}
        onChange={(event) => change(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            send();
          }
        }}
      />
      <Button type="submit" disabled={text.trim() === ''}>
        Send
      </Button>
    </form>
  );
}
