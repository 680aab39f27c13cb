import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ChatMessage } from './chat.machine';
import { ChatMessageList } from './chat-message-list';

const history = (count: number): ChatMessage[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `m${i}`,
    text:
      i % 2
        ? `Answer ${i}: here is what I found about your question.`
        : `Question ${i}: what is next in my course?`,
    sender: i % 2 ? 'bot' : 'user',
    timestamp: '2026-11-22T12:00:00.000Z',
  }));

/** A long history in the panel's size, with a button that appends one message. */
function LongHistory({ count }: { count: number }) {
  const [messages, setMessages] = useState(() => history(count));
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '32rem', width: '24rem' }}>
      <button
        type="button"
        onClick={() =>
          setMessages((current) => [
            ...current,
            {
              id: `new-${current.length}`,
              text: `Appended message ${current.length}`,
              sender: 'user',
              timestamp: '2026-11-22T12:00:00.000Z',
            },
          ])
        }
      >
        Append a message
      </button>
      <ChatMessageList messages={messages} onSuggestion={() => {}} onLink={() => {}} />
    </div>
  );
}

const meta = {
  title: 'Web/Support chat/Message list',
  component: LongHistory,
  args: { count: 10_000 },
} satisfies Meta<typeof LongHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TenThousandMessages: Story = {
  name: 'Ten thousand messages (virtualised)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // It opens at the newest message and renders only a window of rows.
    await canvas.findByText(/Answer 9999/);
    const rows = canvas.getAllByTestId('chat-message').length;
    await expect(rows).toBeLessThan(40);
    await userEvent.click(canvas.getByRole('button', { name: 'Append a message' }));
    await canvas.findByText(/Appended message 10000/);
    await waitFor(() => expect(canvas.getAllByTestId('chat-message').length).toBeLessThan(40));
  },
};
