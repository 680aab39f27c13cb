import { Button, ChatBubble, Inline, Link, Stack, Text } from '@campus/ui';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useRef } from 'react';
import type { ChatAction, ChatMessage } from './chat.machine';
import * as css from './support-chat.css';

export interface ChatMessageListProps {
  messages: readonly ChatMessage[];
  onSuggestion: (suggestion: ChatAction) => void;
  onLink: (url: string) => void;
  /** A first guess of a row's height; rows are measured once rendered. */
  estimateRowHeight?: number;
}

/**
 * The conversation, virtualised (spec §9: history is unbounded): only the rows in view and a few
 * around them exist in the DOM, so a history of thousands of messages renders and appends in
 * constant time. It follows the newest message as it arrives.
 */
export function ChatMessageList({
  messages,
  onSuggestion,
  onLink,
  estimateRowHeight = 72,
}: ChatMessageListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // Stable callbacks: the virtualizer recomputes its measurements when these change identity.
  const getScrollElement = useCallback(() => scrollRef.current, []);
  const estimateSize = useCallback(() => estimateRowHeight, [estimateRowHeight]);
  const getItemKey = useCallback((index: number) => messages[index]?.id ?? index, [messages]);
  const virtualizer = useVirtualizer({
    count: messages.length,
    getScrollElement,
    estimateSize,
    getItemKey,
    overscan: 6,
  });

  useEffect(() => {
    if (messages.length > 0) virtualizer.scrollToIndex(messages.length - 1, { align: 'end' });
  }, [messages.length, virtualizer]);

  return (
    <div
      ref={scrollRef}
      className={css.scroller}
      role="log"
      aria-label="Conversation"
      // The log is scrollable, so it must be reachable by keyboard (axe: scrollable-region-focusable).
      tabIndex={0}
      data-testid="chat-scroller"
      data-virtual-scroller=""
    >
      <div className={css.rows} style={{ blockSize: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const message = messages[row.index];
          if (!message) return null;
          return (
            <div
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={row.index}
              className={`${css.row} ${css.rowAlign[message.sender]}`}
              style={{ transform: `translateY(${row.start}px)` }}
            >
              <MessageRow message={message} onSuggestion={onSuggestion} onLink={onLink} />
            </div>
          );
        })}
      </div>
    </div>
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
            <Text as="li" size="sm" key={result.url}>
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
                <Text as="span" size="xs" tone="muted">{` — ${result.snippet}`}</Text>
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
