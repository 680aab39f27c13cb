import { IconButton } from '@campus/ui';
import { MessageCircle, X } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { chatMachine } from './chat.machine';
import { selectIsOpen } from './chat.selectors';
import * as css from './support-chat.css';
import { useActorValue } from '../../lib/use-actor-value';

const SupportChatPanel = lazy(() =>
  import('./support-chat-panel').then((m) => ({ default: m.SupportChatPanel })),
);

export interface SupportChatProps {
  /** Undefined until the app's actors have loaded (a visitor's first visit): then the launcher
   * alone shows, and pressing it calls `onOpen`, which loads them and opens the chat. */
  chat: ActorRefFrom<typeof chatMachine> | undefined;
  onOpen?: () => void;
}

/**
 * The floating support chat (spec §1, §4, §5): a launcher in the corner and, when open, the
 * conversation with the assistant (support-chat-panel.tsx, loaded on first open). Enter sends,
 * Shift+Enter starts a new line; while a reply is pending "Typing..." shows and sending waits.
 */
export function SupportChat({ chat, onOpen }: SupportChatProps) {
  const open = useActorValue(chat, (snapshot) => (snapshot ? selectIsOpen(snapshot) : false));
  const panelId = useId();

  return (
    <>
      {open && chat && (
        <Suspense fallback={null}>
          <SupportChatPanel chat={chat} id={panelId} />
        </Suspense>
      )}
      {/* In a landmark of its own, like everything on the page; the open panel is a region. */}
      <aside className={css.launcher} aria-label="Support chat">
        <IconButton
          variant="primary"
          round
          size="lg"
          label={open ? 'Close support chat' : 'Open support chat'}
          icon={open ? <X size={22} aria-hidden /> : <MessageCircle size={22} aria-hidden />}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => (chat ? chat.send({ type: 'chat.toggle' }) : onOpen?.())}
        />
      </aside>
    </>
  );
}
