import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useMemo } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { serverFailure, storyNow } from '../../testing/handlers';
import {
  contactPage,
  conversationPage,
  historyWith,
  messageHistory,
  messagePeople,
  messages,
} from '../../testing/handlers/messages';
import { storyUsers, withPage } from '../../testing/page-story';
import { createFakePort, storedAck, type FakePort } from './fake-port';
import { MessagesPage } from './messages-page';

const { mentor } = messagePeople;
const now = () => storyNow.getTime();

type PortSetup = 'online' | 'offline' | 'connecting' | 'silent' | 'refusing';

/**
 * /messages as the student sees it, over a fake socket the story drives (the app gives the page
 * its socket actor, app/messaging-port.ts). `port` says how the socket behaves: answering every
 * message, offline, still connecting, never answering, or refusing.
 */
function MessagesStory({
  peerId,
  port = 'online',
  onPort,
  role = 'student',
}: {
  peerId?: string;
  port?: PortSetup;
  onPort?: (fake: FakePort) => void;
  role?: 'student' | 'admin';
}) {
  const fake = useMemo(() => {
    const f = createFakePort({ online: port !== 'offline', connecting: port === 'connecting' });
    if (port === 'online' || port === 'offline') {
      f.answerEvery((m) => storedAck(storyUsers.student._id, m, storyNow.toISOString()));
    }
    if (port === 'refusing') {
      f.answerEvery(() => ({ ok: false, message: 'You can only message your batch’s mentors.' }));
    }
    onPort?.(f);
    return f;
  }, [port, onPort]);
  return <MessagesPage user={storyUsers[role]} peerId={peerId} port={fake.port} now={now} />;
}

const meta = {
  title: 'Web/Pages/Messages',
  component: MessagesStory,
  decorators: [withPage],
  parameters: { route: '/messages' },
  beforeEach: ({ msw }) => msw.use(...messages.full),
} satisfies Meta<typeof MessagesStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const log = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: `Conversation with ${mentor.name}` });

async function write(canvasElement: HTMLElement, text: string) {
  const view = within(await log(canvasElement));
  await userEvent.type(view.getByRole('textbox', { name: `Message ${mentor.name}` }), text);
  return view;
}

export const Conversations: Story = {
  name: 'Conversations, none open',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Conversations' });
    await expect(within(list).getByText(/1 unread message/)).toBeInTheDocument();
    await canvas.findByRole('list', { name: 'People you can message' });
    await expect(canvas.getByText('Choose a conversation')).toBeInTheDocument();
  },
};

export const Open: Story = {
  name: 'A conversation, online',
  parameters: {
    route: `/messages/${mentor._id}`,
    machineState: [
      'conversation.connection.online',
      'conversation.outbox.idle',
      'conversation.peer.idle',
      'conversation.typing.idle',
    ],
  },
  args: { peerId: mentor._id },
  play: async ({ canvasElement }) => {
    const view = within(await log(canvasElement));
    await view.findByText(messageHistory[2]!.message);
    await expect(view.getAllByTestId('private-message')).toHaveLength(3);
    // A received bubble has a fill of its own against the page, in both themes (in dark
    // it had none).
    const received = view.getByText(messageHistory[2]!.message).closest('[data-testid]')!;
    await expect(getComputedStyle(received).backgroundColor).not.toBe(backdrop(received));
  },
};

/** The first painted background behind an element (what a bubble sits on). */
function backdrop(element: Element): string {
  for (let e = element.parentElement; e; e = e.parentElement) {
    const colour = getComputedStyle(e).backgroundColor;
    if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour;
  }
  return getComputedStyle(document.documentElement).backgroundColor;
}

export const Sent: Story = {
  name: 'A message sent and stored',
  parameters: { route: `/messages/${mentor._id}` },
  args: { peerId: mentor._id },
  play: async ({ canvasElement }) => {
    const view = await write(canvasElement, 'Thanks, I will look at the note.{Enter}');
    await view.findByText('Thanks, I will look at the note.');
    await waitFor(() => expect(view.queryByText('Sending…')).not.toBeInTheDocument());
  },
};

export const Writing: Story = {
  name: 'Writing (typing hints go out, at most one each 2.5 s)',
  parameters: {
    route: `/messages/${mentor._id}`,
    machineState: ['conversation.typing.active.recent', 'conversation.typing.active.due'],
  },
  args: { peerId: mentor._id },
  play: async ({ canvasElement }) => {
    const view = await write(canvasElement, 'Quick question about');
    await expect(view.getByRole('button', { name: 'Send' })).toBeEnabled();
  },
};

export const PeerTyping: Story = {
  name: 'The mentor is typing',
  parameters: { route: `/messages/${mentor._id}`, machineState: ['conversation.peer.typing'] },
  args: {
    peerId: mentor._id,
    onPort: (fake) =>
      queueMicrotask(() =>
        fake.play({ type: 'typing', indicator: { fromUserId: mentor._id, isTyping: true } }),
      ),
  },
  play: async ({ canvasElement }) => {
    const view = within(await log(canvasElement));
    await view.findByText(`${mentor.name} is typing…`);
  },
};

export const Sending: Story = {
  name: 'Sending (no answer yet)',
  parameters: { route: `/messages/${mentor._id}`, machineState: ['conversation.outbox.sending'] },
  args: { peerId: mentor._id, port: 'silent' },
  play: async ({ canvasElement }) => {
    const view = await write(canvasElement, 'Are you there?{Enter}');
    await view.findByText('Sending…');
  },
};

export const Refused: Story = {
  name: 'Refused by the server (retry or discard)',
  parameters: { route: `/messages/${mentor._id}` },
  args: { peerId: mentor._id, port: 'refusing' },
  play: async ({ canvasElement }) => {
    const view = await write(canvasElement, 'Hello?{Enter}');
    await view.findByText('You can only message your batch’s mentors.');
    await expect(view.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await userEvent.click(view.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(view.queryByText('Hello?')).not.toBeInTheDocument());
  },
};

export const Offline: Story = {
  name: 'Offline (what is written waits)',
  parameters: {
    route: `/messages/${mentor._id}`,
    machineState: ['conversation.connection.offline'],
  },
  args: { peerId: mentor._id, port: 'offline' },
  play: async ({ canvasElement }) => {
    const view = await write(canvasElement, 'Sending this later{Enter}');
    await view.findByText('Waiting for the connection…');
    await expect(view.getByText(/You are offline/)).toBeInTheDocument();
  },
};

export const Connecting: Story = {
  name: 'Connecting',
  parameters: {
    route: `/messages/${mentor._id}`,
    machineState: ['conversation.connection.connecting'],
  },
  args: { peerId: mentor._id, port: 'connecting' },
  play: async ({ canvasElement }) => {
    const view = within(await log(canvasElement));
    await expect(view.getByText('Connecting…')).toBeInTheDocument();
  },
};

export const NewConversation: Story = {
  name: 'A new conversation (nothing yet)',
  parameters: { route: `/messages/${mentor._id}` },
  args: { peerId: mentor._id },
  beforeEach: ({ msw }) =>
    msw.use(
      http.get('*/api/messages/conversations/:userId', () => HttpResponse.json(historyWith([]))),
    ),
  play: async ({ canvasElement }) => {
    const view = within(await log(canvasElement));
    await view.findByText(`No messages yet. Say hello to ${mentor.name}.`);
  },
};

export const ReadOnly: Story = {
  name: 'No longer allowed to reply',
  parameters: { route: `/messages/${mentor._id}` },
  args: { peerId: mentor._id },
  beforeEach: ({ msw }) =>
    msw.use(
      http.get('*/api/messages/conversations/:userId', () =>
        HttpResponse.json(historyWith(messageHistory, { canReply: false })),
      ),
    ),
  play: async ({ canvasElement }) => {
    const view = within(await log(canvasElement));
    await view.findByText(/You can no longer message Meera Iyer/);
  },
};

export const NotAllowed: Story = {
  name: 'Someone the user may not message',
  parameters: { route: '/messages/u-other' },
  args: { peerId: 'u-other' },
  beforeEach: ({ msw }) =>
    msw.use(
      http.get('*/api/messages/conversations/:userId', () =>
        HttpResponse.json(
          { message: 'You can only message the mentors of your batch.' },
          { status: 403 },
        ),
      ),
    ),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('You cannot message this person');
  },
};

export const Empty: Story = {
  name: 'No conversation and nobody to message',
  beforeEach: ({ msw }) => msw.use(...messages.empty),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('No conversations yet.');
    await canvas.findByText(
      'Nobody new to message. People you already talk to are in your conversations.',
    );
  },
};

export const Loading: Story = {
  parameters: { route: `/messages/${mentor._id}` },
  args: { peerId: mentor._id },
  beforeEach: ({ msw }) => msw.use(...messages.loading),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Loading your conversations…');
  },
};

export const Error: Story = {
  name: 'Could not be loaded (retry)',
  parameters: { route: `/messages/${mentor._id}` },
  args: { peerId: mentor._id },
  beforeEach: ({ msw }) => msw.use(...messages.error),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('The conversation could not be loaded');
    await expect(canvas.getAllByText(serverFailure).length).toBeGreaterThan(0);
    await expect(canvas.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  },
};

export const AdminSearch: Story = {
  name: 'Admin: find anyone to message',
  args: { role: 'admin' },
  beforeEach: ({ msw }) =>
    msw.use(
      http.get('*/api/messages/contacts', ({ request }) => {
        const search = new URL(request.url).searchParams.get('search') ?? '';
        const items = contactPage.items.filter((p) =>
          p.name.toLowerCase().includes(search.toLowerCase()),
        );
        return HttpResponse.json({ ...contactPage, items });
      }),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Find a person' }), 'arjun');
    const people = await canvas.findByRole('list', { name: 'People you can message' });
    await waitFor(() => expect(within(people).getAllByRole('listitem')).toHaveLength(1));
  },
};

export const OlderConversations: Story = {
  name: 'Conversations on two pages: Show older conversations',
  beforeEach: ({ msw }) =>
    msw.use(
      // The server pages by cursor; here the first page holds the newest, the second the other.
      http.get('*/api/messages/conversations', ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        const [newest, older] = conversationPage.items;
        return HttpResponse.json(
          cursor
            ? { ...conversationPage, items: [older], nextCursor: null }
            : { ...conversationPage, items: [newest], nextCursor: 'next' },
        );
      }),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Conversations' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Show older conversations' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    await expect(canvas.queryByRole('button', { name: 'Show older conversations' })).toBeNull();
  },
};
