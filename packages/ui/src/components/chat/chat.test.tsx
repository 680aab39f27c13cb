import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChatBubble, ChatPanel } from './chat';

describe('ChatPanel', () => {
  it('sends trimmed text on Enter, keeps Shift+Enter for new lines', async () => {
    const onSend = vi.fn();
    render(<ChatPanel.Composer onSend={onSend} />);
    const input = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(input, '  hi{Shift>}{Enter}{/Shift}there  {Enter}');
    expect(onSend).toHaveBeenCalledWith('hi\nthere');
    expect(input).toHaveValue('');
  });

  it('picks a suggestion', async () => {
    const onPick = vi.fn();
    render(
      <ChatPanel.Suggestions
        suggestions={[{ label: 'Get Help', value: '/support' }]}
        onPick={onPick}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Get Help' }));
    expect(onPick).toHaveBeenCalledWith('/support');
  });

  it('says who is speaking', () => {
    render(<ChatBubble from="user">Hello</ChatBubble>);
    expect(screen.getByText('Hello').textContent).toBe('You: Hello');
  });
});
