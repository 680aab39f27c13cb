import type { Message } from '@campus/sdk';
import { describe, expect, it } from 'vitest';
import { conversationRows } from './conversation-rows';

const message = (id: string, from: string, text: string, clientId?: string): Message => ({
  _id: id,
  fromUserId: from,
  toUserId: from === 'me' ? 'peer' : 'me',
  message: text,
  type: 'text',
  at: '2026-11-22T12:00:00.000Z',
  read: true,
  ...(clientId ? { clientId } : {}),
});

describe('conversationRows', () => {
  it('shows the history, then our messages on their way, each once', () => {
    const rows = conversationRows(
      'me',
      [message('m1', 'peer', 'Hi'), message('m2', 'me', 'Hello', 'c-1')],
      [
        // Already in the history by clientId, and by stored id.
        { clientId: 'c-1', text: 'Hello', at: '', status: 'sent' },
        {
          clientId: 'c-2',
          text: 'Stored',
          at: '',
          status: 'sent',
          sent: message('m3', 'me', 'Stored'),
        },
        { clientId: 'c-3', text: 'On its way', at: 'x', status: 'sending' },
        { clientId: 'c-4', text: 'Refused', at: 'y', status: 'failed', error: 'No.' },
      ],
    ).map((r) => [r.key, r.text, r.mine, r.status, r.error]);
    expect(rows).toEqual([
      ['m1', 'Hi', false, 'stored', undefined],
      ['m2', 'Hello', true, 'stored', undefined],
      ['out-c-2', 'Stored', true, 'sent', undefined],
      ['out-c-3', 'On its way', true, 'sending', undefined],
      ['out-c-4', 'Refused', true, 'failed', 'No.'],
    ]);
    const withM3 = conversationRows(
      'me',
      [message('m3', 'me', 'Stored')],
      [
        {
          clientId: 'c-2',
          text: 'Stored',
          at: '',
          status: 'sent',
          sent: message('m3', 'me', 'Stored'),
        },
      ],
    );
    expect(withM3).toHaveLength(1);
  });
});
