import { Button, ChatBubble, Inline, Link, Stack, Text } from '@campus/ui';
import { memo, useCallback } from 'react';
import { VirtualLog } from '../../lib/virtual-log';
import type { ChatAction, ChatMessage } from './chat.machine';
import * as css from './support-chat.css';

export interface ChatMessageListProps {
  messages: readonly ChatMessage[];
  onSuggestion: (suggestion: ChatAction) => void;
  onLink: (url: string) => void;
  /** A first guess of a row's height; rows are measured once rendered. */
  estimateRowHeight?: number;
}

const keyOf = (message: ChatMessage) => message.id;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A cited passage's quote with the question's words marked (the server names them as plain words;
 * they are matched here as text, so nothing in a quote is ever rendered as markup).
 */
function Marked({ text, words }: { text: string; words?: string[] }) {
  if (!words?.length) return <>{text}</>;
  const pattern = new RegExp(`(${words.map(escapeRegExp).join('|')})`, 'giu');
  const lower = new Set(words.map((w) => w.toLowerCase()));
  return (
    <>
      {text
        .split(pattern)
        .map((part, i) => (lower.has(part.toLowerCase()) ? <mark key={i}>{part}</mark> : part))}
    </>
  );
}
const alignOf = (message: ChatMessage) => css.rowAlign[message.sender];

/**
 * The conversation, virtualised (spec §9: history is unbounded, lib/virtual-log): it follows the
 * newest message as it arrives.
 */
export function ChatMessageList({
  messages,
  onSuggestion,
  onLink,
  estimateRowHeight = 72,
}: ChatMessageListProps) {
  const renderItem = useCallback(
    (message: ChatMessage) => (
      <MessageRow message={message} onSuggestion={onSuggestion} onLink={onLink} />
    ),
    [onSuggestion, onLink],
  );
  return (
    <VirtualLog
      items={messages}
      getKey={keyOf}
      renderItem={renderItem}
      rowClassName={alignOf}
      label="Conversation"
      estimateRowHeight={estimateRowHeight}
      data-testid="chat-scroller"
    />
  );
}

const MessageRow = memo(function MessageRow({
  message,
  onSuggestion,
  onLink,
}: {
  message: ChatMessage;
  onSuggestion: (suggestion: ChatAction) => void;
  onLink: (url: string) => void;
}) {
  return (
    <Stack gap="xs" align={message.sender === 'user' ? 'flex-end' : 'flex-start'}>
      <ChatBubble
        from={message.sender === 'user' ? 'user' : 'assistant'}
        data-testid="chat-message"
      >
        {message.text}
        {message.tips && message.tips.length > 0 && (
          <ul className={css.tips}>
            {message.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        )}
      </ChatBubble>
      {message.searchResults && message.searchResults.length > 0 && (
        <Stack as="ul" gap="xxs" padding="none" margin="none" aria-label="Search results">
          {message.searchResults.map((result) => (
            // Several sources may open the same page (two tasks on the dashboard): the title tells them apart.
            <Text as="li" size="sm" key={`${result.url} ${result.title}`}>
              <Link
                href={result.url}
                onClick={(event) => {
                  event.preventDefault();
                  onLink(result.url);
                }}
              >
                {result.title}
              </Link>
              {result.snippet && (
                <Text as="span" size="xs" tone="muted">
                  {' — '}
                  <Marked text={result.snippet} words={result.highlights} />
                </Text>
              )}
            </Text>
          ))}
        </Stack>
      )}
      {message.suggestions && message.suggestions.length > 0 && (
        <Inline gap="xs" wrap>
          {message.suggestions.map((suggestion) => (
            <Button
              key={`${suggestion.action}:${suggestion.text}`}
              size="sm"
              variant="secondary"
              onClick={() => onSuggestion(suggestion)}
            >
              {suggestion.text}
            </Button>
          ))}
        </Inline>
      )}
    </Stack>
  );
});
