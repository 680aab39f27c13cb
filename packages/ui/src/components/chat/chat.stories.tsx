import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatBubble, ChatPanel, TypingIndicator } from './chat';

const standard = [
  { label: 'Browse courses' },
  { label: 'My dashboard' },
  { label: 'Find a mentor' },
];

interface Message {
  from: 'user' | 'assistant';
  text: string;
  tone?: 'default' | 'error';
}

function Demo({
  initial,
  typing = false,
  suggestions = standard,
  onSend,
}: {
  initial: Message[];
  typing?: boolean;
  suggestions?: Array<{ label: string }>;
  onSend?: (text: string) => void;
}) {
  const [messages, setMessages] = useState(initial);
  const send = (text: string) => {
    onSend?.(text);
    setMessages((m) => [...m, { from: 'user', text }]);
  };
  return (
    <div style={{ height: 560 }}>
      <ChatPanel.Root label="Support chat">
        <ChatPanel.Header title="Campus assistant" onClose={() => undefined} />
        <ChatPanel.Messages>
          {messages.map((m, i) => (
            <ChatBubble key={i} from={m.from} tone={m.tone} meta={i === 0 ? '6:05 PM' : undefined}>
              {m.text}
            </ChatBubble>
          ))}
          {typing && <TypingIndicator />}
        </ChatPanel.Messages>
        <ChatPanel.Suggestions suggestions={suggestions} onPick={send} />
        <ChatPanel.Composer onSend={send} />
      </ChatPanel.Root>
    </div>
  );
}

const meta = {
  title: 'Chat/Chat panel',
  component: ChatBubble,
  args: { from: 'assistant', children: 'Hi! How can I help you today?' },
} satisfies Meta<typeof ChatBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AssistantBubble: Story = { name: 'Assistant bubble' };

export const UserBubble: Story = {
  name: 'User bubble',
  args: { from: 'user', children: 'Where is my live class?' },
};

export const EmptyConversation: Story = {
  name: 'Empty conversation',
  render: () => <Demo initial={[]} />,
};

export const Conversation: Story = {
  render: () => (
    <Demo
      initial={[
        { from: 'assistant', text: 'Hi! How can I help you today?' },
        { from: 'user', text: 'Where can I find the e-books?' },
        {
          from: 'assistant',
          text: 'Skill_Up has every e-book of your programme. Want me to take you there?',
        },
      ]}
    />
  ),
};

export const AssistantTyping: Story = {
  name: 'Assistant typing',
  render: () => (
    <Demo initial={[{ from: 'user', text: 'Can I reschedule my mentor session?' }]} typing />
  ),
};

export const ConnectionError: Story = {
  name: 'Connection error with suggestions',
  render: () => (
    <Demo
      initial={[
        { from: 'user', text: 'Show my tasks' },
        {
          from: 'assistant',
          tone: 'error',
          text: "Sorry, I'm having trouble connecting right now. Please try again later.",
        },
      ]}
      suggestions={[{ label: 'Try Again' }, ...standard, { label: 'Get Help' }]}
    />
  ),
};

const onSend = fn();

export const SendWithKeyboard: Story = {
  name: 'Keyboard: Enter sends, blank does not',
  beforeEach: () => {
    onSend.mockClear();
  },
  render: () => <Demo initial={[]} onSend={onSend} />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.click(input);
    await userEvent.keyboard('   {Enter}');
    await expect(onSend).not.toHaveBeenCalled();
    await userEvent.keyboard('Hello{Enter}');
    await expect(onSend).toHaveBeenCalledWith('Hello');
    await expect(input).toHaveValue('');
    const log = canvas.getByRole('log', { name: 'Messages' });
    await expect(within(log).getByText('Hello')).toBeInTheDocument();
  },
};

export const LongHistory: Story = {
  name: 'Long history scrolls',
  render: () => (
    <Demo
      initial={Array.from({ length: 40 }, (_, i) => ({
        from: i % 2 ? 'user' : 'assistant',
        text: `Message ${i + 1}: ${'a long line of text that wraps '.repeat((i % 3) + 1)}`,
      }))}
    />
  ),
};

export const RightToLeft: Story = {
  name: 'Right-to-left',
  render: () => (
    <div dir="rtl" lang="ar">
      <Demo
        initial={[
          { from: 'assistant', text: 'مرحباً! كيف يمكنني مساعدتك؟' },
          { from: 'user', text: 'أين أجد الكتب الإلكترونية؟' },
        ]}
        suggestions={[{ label: 'الدورات' }]}
      />
    </div>
  ),
};
