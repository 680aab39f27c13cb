import { IconButton } from '@campus/ui';
import { useSelector } from '@xstate/react';
import { MessageCircle, X } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import { selectIsOpen, type chatMachine } from './chat.machine';
import * as css from './support-chat.css';

const SupportChatPanel = lazy(() =>
  import('./support-chat-panel').then((m) => ({ default: m.SupportChatPanel })),
);

export interface SupportChatProps {
  chat: ActorRefFrom<typeof chatMachine>;
}

/**
 * The floating support chat (spec §1, §4, §5): a launcher in the corner and, when open, the
 * conversation with the assistant (support-chat-panel.tsx, loaded on first open). Enter sends,
 * Shift+Enter starts a new line; while a reply is pending "Typing..." shows and sending waits.
 */
export function SupportChat({ chat }: SupportChatProps) {
  const open = useSelector(chat, selectIsOpen);
  const panelId = useId();

  return (
    <>
      {open && (
        <Suspense fallback={null}>
          <SupportChatPanel chat={chat} id={panelId} />
        </Suspense>
      )}
      <div className={css.launcher}>
        <IconButton
          variant="primary"
          round
          size="lg"
          label={open ? 'Close support chat' : 'Open support chat'}
          icon={open ? <X size={22} aria-hidden /> : <MessageCircle size={22} aria-hidden />}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => chat.send({ type: 'chat.toggle' })}
        />
      </div>
    </>
  );
}
