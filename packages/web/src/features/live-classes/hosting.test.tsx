import type { LiveClass } from '@campus/sdk';
import { formatTime } from '@campus/time';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hostedToday } from '../../testing/handlers/live-classes';
import { HostControls } from './hosting';
import { canJoinNow } from './live-class-page';

const MIN = 60_000;
const start = Date.parse('2026-11-26T09:15:00Z');
const scheduled: LiveClass = {
  ...hostedToday[1]!,
  status: 'scheduled',
  startTime: new Date(start).toISOString(),
  endTime: new Date(start + 60 * MIN).toISOString(),
  joinOpensAt: new Date(start - 10 * MIN).toISOString(),
  startOpensAt: new Date(start - 15 * MIN).toISOString(),
};

function renderControls(c: LiveClass) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <HostControls liveClass={c} />
    </QueryClientProvider>,
  );
}

describe('HostControls: the start window', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('says when it can start until the window opens, then offers Start at that instant', () => {
    vi.setSystemTime(start - 15 * MIN - 90_000); // a minute and a half before the window
    renderControls(scheduled);
    // jsdom joins the visible word and the hidden title without the space a browser keeps.
    const start_ = { name: /^Start\s?Office hours/ };
    expect(screen.queryByRole('button', start_)).toBeNull();
    expect(
      screen.getByText(`You can start at ${formatTime(scheduled.startOpensAt)}`, { exact: false }),
    ).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(90_000 - 1));
    expect(screen.queryByRole('button', start_)).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', start_)).toBeInTheDocument();
    expect(screen.queryByText(/You can start at/)).toBeNull();
  });

  it('names the time in the viewer’s zone, the zone named', () => {
    vi.setSystemTime(start - 60 * MIN);
    renderControls(scheduled);
    expect(
      screen.getByText(/You can start at \d{1,2}:\d{2} [AP]M \S+/, { exact: false }),
    ).toBeInTheDocument();
  });

  it('a live class offers End, not Start', () => {
    vi.setSystemTime(start - 20 * MIN);
    renderControls({ ...scheduled, status: 'live' });
    expect(screen.getByRole('button', { name: /^End\s?Office hours/ })).toBeInTheDocument();
    expect(screen.queryByText(/You can start at/)).toBeNull();
  });
});

describe('HostControls: cancelling a class', () => {
  it('asks with "Cancel class" and "Keep class", never a bare "Cancel" beside it', async () => {
    renderControls({ ...scheduled, startTime: new Date(Date.now() + 86_400_000).toISOString() });
    fireEvent.click(screen.getByRole('button', { name: /^Cancel\s?Office hours/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('button', { name: 'Cancel class' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Keep class' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
  });
});

describe('canJoinNow: Join the moment the host is live', () => {
  it('a class started early is joinable before its join window', () => {
    expect(canJoinNow({ ...scheduled, status: 'live' }, start - 14 * MIN)).toBe(true);
    expect(canJoinNow(scheduled, start - 14 * MIN)).toBe(false);
  });
});
