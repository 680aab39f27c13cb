import { getSendChatbotMessageMockHandler } from '@campus/sdk/msw';
import { viewerTimeZone } from '@campus/time';
import { earlierChat, noChatHistory } from '../../testing/handlers/chatbot';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { useMemo } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createEffectLog, EffectLogView, useStoryActor } from '../../testing/story-kit';
import { chatMachine } from './chat.machine';
import { SupportChat } from './support-chat';

/** Stories pin the clock, so message times read the same every run. */
const STORY_NOW = Date.parse('2026-11-22T12:00:00Z');

/** The floating chat against the SDK's chatbot call, answered by MSW. */
function ChatStory({ startOpen = true }: { startOpen?: boolean }) {
  const log = useMemo(createEffectLog, []);
  const machine = useMemo(
    () => chatMachine.provide({ actions: { navigate: (_, params) => log.navigate(params.to) } }),
    [log],
  );
  const chat = useStoryActor(
    machine,
    { input: { userId: 'u-student-1', now: () => STORY_NOW } },
    (actor) => {
      if (startOpen) actor.send({ type: 'chat.toggle' });
    },
  );
  return (
    <div style={{ minHeight: '44rem' }}>
      <EffectLogView log={log} />
      <SupportChat chat={chat} />
    </div>
  );
}

const meta = {
  title: 'Web/Support chat/Support chat',
  component: ChatStory,
  beforeEach({ msw }) {
    msw.use(
      // No earlier conversation unless a story says otherwise.
      noChatHistory(),
      getSendChatbotMessageMockHandler({
        response: 'We have three data science courses. Here they are:',
        suggestions: [
          { text: 'Browse Courses', action: 'redirect', url: '/courses' },
          { text: 'Show beginner courses', action: 'suggest' },
        ],
        searchResults: [
          {
            title: 'Data Science with Python',
            url: '/courses/ds-python',
            kind: 'course',
            snippet: '12 weeks, beginner friendly',
          },
          { title: 'Data Analysis with Python', url: '/courses/da-python', kind: 'course' },
        ],
        sessionId: 'session-1',
      }),
    );
  },
} satisfies Meta<typeof ChatStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', { name: 'Support chat' });

async function ask(canvasElement: HTMLElement, text: string) {
  const chat = within(await panel(canvasElement));
  const input = chat.getByRole('textbox', { name: 'Message' });
  await userEvent.type(input, text);
  // Sending opens once the earlier conversation is back (the chat restores it first).
  await waitFor(() => expect(chat.getByRole('button', { name: 'Send' })).toBeEnabled());
  await userEvent.type(input, '{Enter}');
  return chat;
}

export const Closed: Story = {
  parameters: { machineState: ['chat.window.closed'] },
  args: { startOpen: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open support chat' }));
    await panel(canvasElement);
  },
};

export const Greeting: Story = {
  parameters: { machineState: ['chat.window.open', 'chat.conversation.idle'] },
  name: 'Greeting with three tips',
  play: async ({ canvasElement }) => {
    const chat = within(await panel(canvasElement));
    await expect(chat.getByText(/How can I help you today/)).toBeInTheDocument();
    await expect(chat.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Typing: Story = {
  parameters: { machineState: ['chat.conversation.awaitingReply'] },
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/chatbot/chat', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const chat = await ask(canvasElement, 'Which courses teach SQL?');
    await chat.findByText('Typing...');
    await userEvent.type(chat.getByRole('textbox', { name: 'Message' }), 'Another{Enter}');
    await expect(chat.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

export const ReplyWithSuggestions: Story = {
  name: 'Reply with suggestions and links',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chat = await ask(canvasElement, 'Data science courses?');
    await chat.findByText(/three data science courses/);
    await userEvent.click(chat.getByRole('link', { name: 'Data Science with Python' }));
    await canvas.findByText('Navigated to /courses/ds-python');
    await userEvent.click(chat.getByRole('button', { name: 'Browse Courses' }));
    await canvas.findByText('Navigated to /courses');
  },
};

export const ShiftEnterNewLine: Story = {
  name: 'Shift+Enter makes a new line',
  play: async ({ canvasElement }) => {
    const chat = within(await panel(canvasElement));
    const input = chat.getByRole('textbox', { name: 'Message' });
    await userEvent.type(input, 'First line{Shift>}{Enter}{/Shift}second line');
    await expect(input).toHaveValue('First line\nsecond line');
    await userEvent.type(input, '   ', {});
    await expect(chat.getAllByTestId('chat-message')).toHaveLength(1);
  },
};

export const ConnectionFailure: Story = {
  name: 'Connection failure',
  beforeEach({ msw }) {
    msw.use(http.post('*/api/chatbot/chat', () => HttpResponse.json({}, { status: 500 })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chat = await ask(canvasElement, 'Hello?');
    await chat.findByText(
      "Sorry, I'm having trouble connecting right now. Please try again later.",
    );
    for (const name of ['Try Again', 'Browse Courses', 'E-books', 'Find a Mentor', 'Get Help']) {
      await expect(chat.getByRole('button', { name })).toBeInTheDocument();
    }
    await userEvent.click(chat.getByRole('button', { name: 'Get Help' }));
    await canvas.findByText('Navigated to /support');
  },
};

export const EmptyReply: Story = {
  name: 'Empty reply',
  beforeEach({ msw }) {
    msw.use(
      getSendChatbotMessageMockHandler({
        response: '',
        suggestions: [],
        searchResults: [],
        sessionId: 'session-1',
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const chat = await ask(canvasElement, 'Hmm');
    await chat.findByText("I'm sorry, I couldn't process your request.");
  },
};

export const Cleared: Story = {
  name: 'Clear returns to the greeting',
  play: async ({ canvasElement }) => {
    const chat = await ask(canvasElement, 'Data science courses?');
    await chat.findByText(/three data science courses/);
    await userEvent.click(chat.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(chat.getAllByTestId('chat-message')).toHaveLength(1));
  },
};

export const Restoring: Story = {
  name: 'Bringing back the earlier conversation',
  parameters: { machineState: ['chat.conversation.restoring'] },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/chatbot/history', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const chat = within(await panel(canvasElement));
    await chat.findByText('Loading your earlier conversation…');
    await expect(chat.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

export const Restored: Story = {
  name: 'After a reload: the earlier conversation is back',
  beforeEach({ msw }) {
    msw.use(earlierChat());
  },
  play: async ({ canvasElement }) => {
    const chat = within(await panel(canvasElement));
    await chat.findByText('Two courses teach SQL. Here they are:');
    await expect(chat.getByText('Which courses teach SQL?')).toBeInTheDocument();
  },
};

/** An answer from the asker's own data — the fact, one action, the viewer's zone sent. */
export const OwnDataAnswer: Story = {
  name: 'Answer about my own data (action, zone sent)',
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/chatbot/chat', async ({ request }) => {
        const zone = new URL(request.url).searchParams.get('timezone');
        return HttpResponse.json({
          response: `Your next live class is “React state management deep dive”, Thu, 26 Nov, 7:00 pm (${zone}). Joining opens 10 minutes before it starts.`,
          suggestions: [{ text: 'Open Live Class', action: 'redirect', url: '/live-class' }],
          searchResults: [
            {
              title: 'React state management deep dive',
              url: '/live-class',
              kind: 'liveclass',
              snippet: `Thu, 26 Nov, 7:00 pm (${zone})`,
            },
          ],
          sessionId: 'session-1',
          intent: 'next_live_class',
        });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chat = await ask(canvasElement, 'When is my next live class?');
    const zone = viewerTimeZone();
    await chat.findByText(new RegExp(`deep dive”, Thu, 26 Nov, 7:00 pm \\(${zone}\\)`));
    await userEvent.click(chat.getByRole('button', { name: 'Open Live Class' }));
    await canvas.findByText('Navigated to /live-class');
  },
};

/** Below the relevance floor — the fixed sentence and a handoff to the mentor. */
export const NotFoundAskYourMentor: Story = {
  name: 'Not found: Ask your mentor',
  beforeEach({ msw }) {
    msw.use(
      getSendChatbotMessageMockHandler({
        response: "I couldn't find this in Campus.",
        suggestions: [
          {
            text: 'Ask your mentor',
            action: 'redirect',
            url: '/messages/u-mentor-1?draft=what%20is%20the%20weather%20in%20Pune%3F',
          },
          { text: 'Get Help', action: 'redirect', url: '/support' },
        ],
        searchResults: [],
        sessionId: 'session-1',
        intent: 'not_found',
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chat = await ask(canvasElement, 'what is the weather in Pune?');
    await chat.findByText("I couldn't find this in Campus.");
    await expect(chat.queryByRole('list', { name: 'Search results' })).toBeNull();
    await userEvent.click(chat.getByRole('button', { name: 'Ask your mentor' }));
    await canvas.findByText(
      'Navigated to /messages/u-mentor-1?draft=what%20is%20the%20weather%20in%20Pune%3F',
    );
  },
};
