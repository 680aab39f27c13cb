import { Button, Card, CardHeader, IconButton, Inline, Stack, Text, Textarea } from '@campus/ui';
import { useSelector } from '@xstate/react';
import { X } from 'lucide-react';
import { useCallback, type KeyboardEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import { ChatMessageList } from './chat-message-list';
import {
  chatMessages,
  selectCanSend,
  selectDraft,
  selectIsLoading,
  selectIsRestoring,
  selectMessages,
  type ChatAction,
  type chatMachine,
} from './chat.machine';
import * as css from './support-chat.css';

export interface SupportChatPanelProps {
  chat: ActorRefFrom<typeof chatMachine>;
  id: string;
}

/**
 * The open conversation with the assistant. Its own chunk (with the virtualised message list and the
 * form): it loads when the chat is first opened, not with every page.
 */
export function SupportChatPanel({ chat, id }: SupportChatPanelProps) {
  const messages = useSelector(chat, selectMessages);
  const loading = useSelector(chat, selectIsLoading);
  const restoring = useSelector(chat, selectIsRestoring);
  const draft = useSelector(chat, selectDraft);
  const canSend = useSelector(chat, selectCanSend);

  const onSuggestion = useCallback(
    (suggestion: ChatAction) => chat.send({ type: 'suggestion.choose', suggestion }),
    [chat],
  );
  const onLink = useCallback((url: string) => chat.send({ type: 'link.follow', url }), [chat]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      chat.send({ type: 'draft.submit' });
    }
  };

  return (
    <Card id={id} className={css.panel} padding="md" role="region" aria-label="Support chat">
      <CardHeader
        title="Campus Assistant"
        level={2}
        action={
          <Inline gap="xs">
            <Button size="sm" variant="ghost" onClick={() => chat.send({ type: 'chat.clear' })}>
              Clear
            </Button>
            <IconButton
              size="sm"
              label="Close chat"
              icon={<X size={16} aria-hidden />}
              onClick={() => chat.send({ type: 'chat.close' })}
            />
          </Inline>
        }
      />
      <ChatMessageList messages={messages} onSuggestion={onSuggestion} onLink={onLink} />
      <Text size="sm" tone="muted" role="status" aria-live="polite">
        {loading ? chatMessages.typing : restoring ? 'Loading your earlier conversation…' : ''}
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          chat.send({ type: 'draft.submit' });
        }}
      >
        <Stack gap="xs">
          <Textarea
            label="Message"
            rows={2}
            value={draft}
            placeholder="Ask a question…"
            onChange={(event) => chat.send({ type: 'draft.change', text: event.target.value })}
            onKeyDown={onKeyDown}
          />
          <Inline justify="flex-end">
            <Button type="submit" size="sm" disabled={!canSend} aria-busy={loading || undefined}>
              Send
            </Button>
          </Inline>
        </Stack>
      </form>
    </Card>
  );
}
