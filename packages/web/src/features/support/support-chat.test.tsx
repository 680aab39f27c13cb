import { getSendChatbotMessageMockHandler } from '@campus/sdk/msw';
import { earlierChat, noChatHistory } from '../../testing/handlers/chatbot';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { server } from '../../testing/msw-server';
import { fakePromise } from '../../testing/fake-actors';
import { renderWidget } from '../../testing/render';
import { withVirtualListLayout } from '../../testing/virtual-layout';
import { chatMachine, type ChatMessage } from './chat.machine';
import { ChatMessageList } from './chat-message-list';
import { SupportChat } from './support-chat';
import type { ChatbotChatRequest, ChatbotReply } from '@campus/sdk';

withVirtualListLayout();

function openChat(provide?: Parameters<typeof chatMachine.provide>[0]) {
  server.use(noChatHistory());
  const actor = createActor(provide ? chatMachine.provide(provide) : chatMachine, {
    input: { userId: 'u-1' },
  }).start();
  actor.send({ type: 'chat.toggle' });
  return actor;
}

describe('SupportChat widget', () => {
  it('brings back the earlier conversation after a reload (GET /api/chatbot/history)', async () => {
    server.use(earlierChat());
    const actor = createActor(chatMachine, { input: { userId: 'u-1' } }).start();
    actor.send({ type: 'chat.toggle' });
    renderWidget(<SupportChat chat={actor} />);
    expect(await screen.findByText('Two courses teach SQL. Here they are:')).toBeInTheDocument();
    expect(screen.getByText('Which courses teach SQL?')).toBeInTheDocument();
    actor.stop();
  });

  it('toggles from the launcher and shows the greeting with three tips', async () => {
    const actor = createActor(chatMachine, { input: {} }).start();
    const { user } = renderWidget(<SupportChat chat={actor} />);
    expect(screen.queryByRole('region', { name: 'Support chat' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open support chat' }));
    const panel = await screen.findByRole('region', { name: 'Support chat' });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Close support chat' }));
    expect(screen.queryByRole('region', { name: 'Support chat' })).not.toBeInTheDocument();
    actor.stop();
  });

  it('Enter sends through the SDK (MSW), Shift+Enter makes a new line, Typing... while pending', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const bodies: unknown[] = [];
    server.use(
      getSendChatbotMessageMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        await gate;
        return {
          response: 'Here are our courses.',
          suggestions: [{ text: 'Browse Courses', action: 'redirect', url: '/courses' }],
          searchResults: [{ title: 'Python 101', url: '/courses/p1', kind: 'course' }],
          sessionId: 's-1',
        };
      }),
    );
    const navigate = vi.fn();
    const actor = openChat({ actions: { navigate: (_, params) => navigate(params.to) } });
    const { user } = renderWidget(<SupportChat chat={actor} />);
    const input = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(input, 'Line one{Shift>}{Enter}{/Shift}line two');
    expect(input).toHaveValue('Line one\nline two');
    await user.type(input, '{Enter}');
    expect(await screen.findByText('Typing...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(input, 'next{Enter}');
    expect(bodies).toEqual([{ message: 'Line one\nline two', userId: 'u-1' }]);
    await act(async () => release());
    expect(await screen.findByText('Here are our courses.')).toBeInTheDocument();
    expect(screen.queryByText('Typing...')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Python 101' }));
    expect(navigate).toHaveBeenCalledWith('/courses/p1');
    await user.click(screen.getByRole('button', { name: 'Browse Courses' }));
    expect(navigate).toHaveBeenCalledWith('/courses');
    actor.stop();
  });

  it('does not send a whitespace-only message', async () => {
    const send = fakePromise<ChatbotReply, ChatbotChatRequest>();
    const actor = openChat({ actors: { sendMessage: send.logic } });
    const { user } = renderWidget(<SupportChat chat={actor} />);
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), '   {Enter}');
    expect(send.calls).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    actor.stop();
  });

  it('Clear returns to the greeting', async () => {
    const send = fakePromise<ChatbotReply, ChatbotChatRequest>();
    const actor = openChat({ actors: { sendMessage: send.logic } });
    const { user } = renderWidget(<SupportChat chat={actor} />);
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Hello{Enter}');
    expect(screen.getAllByTestId('chat-message')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getAllByTestId('chat-message')).toHaveLength(1);
    actor.stop();
  });
});

describe('ChatMessageList virtualisation', () => {
  const many = (count: number): ChatMessage[] =>
    Array.from({ length: count }, (_, i) => ({
      id: `m${i}`,
      text: `Message ${i}`,
      sender: i % 2 ? 'bot' : 'user',
      timestamp: '2026-11-22T12:00:00.000Z',
    }));

  it('renders only a window of 10,000 messages, and still only a window after an append', () => {
    const messages = many(10_000);
    const { rerender } = renderWidget(
      <ChatMessageList messages={messages} onSuggestion={() => {}} onLink={() => {}} />,
    );
    const rendered = screen.queryAllByTestId('chat-message').length;
    // A 480 px window of 72 px rows, plus the overscan: a handful, not ten thousand.
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(30);
    rerender(
      <ChatMessageList
        messages={[...messages, { id: 'new', text: 'New', sender: 'user', timestamp: '' }]}
        onSuggestion={() => {}}
        onLink={() => {}}
      />,
    );
    expect(screen.queryAllByTestId('chat-message').length).toBeLessThan(30);
    expect(document.querySelectorAll('*').length).toBeLessThan(1000);
  });
});
