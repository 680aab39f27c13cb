export { ChatBubble, ChatPanel, TypingIndicator, chatSenders } from './chat';
export type {
  ChatBubbleProps,
  ChatSender,
  ChatPanelRootProps,
  ChatPanelHeaderProps,
  ChatPanelSuggestionsProps,
  ChatPanelComposerProps,
} from './chat';
