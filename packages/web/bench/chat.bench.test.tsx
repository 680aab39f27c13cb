import { lightTheme } from '@campus/ui';
import { render } from '@testing-library/react';
import { useImperativeHandle, useState, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { expect, it } from 'vitest';
import type { ChatMessage } from '../src/features/support/chat.machine';
import { ChatMessageList } from '../src/features/support/chat-message-list';

/**
 * Long chat history (spec §9: unbounded): 10,000 messages in the chat panel's size, then one
 * message appended at a time. Reports the time to render the history, the time to append one
 * message (React commit, and until the next frame is painted), and how many DOM nodes exist.
 */
const HISTORY = 10_000;
const APPENDS = 60;

const message = (i: number): ChatMessage => ({
  id: `m${i}`,
  text:
    i % 2
      ? `Answer ${i}: here is what I found about your question, with a few more words to wrap.`
      : `Question ${i}: what is next in my course?`,
  sender: i % 2 ? 'bot' : 'user',
  timestamp: '2026-11-22T12:00:00.000Z',
});

interface Handle {
  append: () => void;
}

function Harness({ handle }: { handle: Ref<Handle> }) {
  const [messages, setMessages] = useState(() =>
    Array.from({ length: HISTORY }, (_, i) => message(i)),
  );
  useImperativeHandle(handle, () => ({
    append: () => setMessages((current) => [...current, message(current.length)]),
  }));
  return (
    <div
      className={lightTheme}
      style={{ display: 'flex', flexDirection: 'column', height: 576, width: 384 }}
    >
      <ChatMessageList messages={messages} onSuggestion={() => {}} onLink={() => {}} />
    </div>
  );
}

const nextFrame = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;
};
const round = (value: number) => Math.round(value * 100) / 100;

it(`renders ${new Intl.NumberFormat('en-US').format(HISTORY)} messages and appends one at a time`, async () => {
  let handle: Handle | null = null;
  const started = performance.now();
  const { container } = render(<Harness handle={(h) => void (handle = h)} />);
  await nextFrame();
  const initialRenderMs = performance.now() - started;

  const commitMs: number[] = [];
  const frameMs: number[] = [];
  for (let i = 0; i < APPENDS; i += 1) {
    const t0 = performance.now();
    flushSync(() => handle?.append());
    const t1 = performance.now();
    await nextFrame();
    const t2 = performance.now();
    commitMs.push(t1 - t0);
    frameMs.push(t2 - t0);
  }

  const rows = container.querySelectorAll('[data-testid="chat-message"]').length;
  const listNodes = container.querySelectorAll('*').length;
  const documentNodes = document.querySelectorAll('*').length;
  const results = {
    messages: HISTORY + APPENDS,
    initialRenderMs: round(initialRenderMs),
    appendCommitMs: { median: round(median(commitMs)), p95: round(percentile(commitMs, 0.95)) },
    appendToPaintMs: { median: round(median(frameMs)), p95: round(percentile(frameMs, 0.95)) },
    renderedRows: rows,
    listDomNodes: listNodes,
    documentDomNodes: documentNodes,
  };
  console.log(`chat bench ${JSON.stringify(results, null, 2)}`);

  // Virtualised: a window of rows, not the history.
  expect(rows).toBeLessThan(50);
  expect(listNodes).toBeLessThan(1000);
});
