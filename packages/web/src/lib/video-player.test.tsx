import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMBED_ANSWER_MS, embedSignal, VideoPlayer, videoSource } from './video-player';

describe('videoSource', () => {
  it('frames YouTube and Vimeo and names their own page to watch on', () => {
    expect(videoSource('https://www.youtube.com/embed/8aGhZQkoFbQ?start=30')).toEqual({
      kind: 'embed',
      src: 'https://www.youtube.com/embed/8aGhZQkoFbQ?start=30&enablejsapi=1',
      provider: 'YouTube',
      watch: 'https://www.youtube.com/watch?v=8aGhZQkoFbQ',
    });
    expect(videoSource('https://youtu.be/aircAruvnKk')).toMatchObject({
      src: 'https://www.youtube.com/embed/aircAruvnKk?enablejsapi=1',
      watch: 'https://www.youtube.com/watch?v=aircAruvnKk',
    });
    expect(videoSource('https://player.vimeo.com/video/76979871?h=abc')).toEqual({
      kind: 'embed',
      src: 'https://player.vimeo.com/video/76979871?h=abc',
      provider: 'Vimeo',
      watch: 'https://vimeo.com/76979871',
    });
    expect(videoSource('https://videos.example.test/a.mp4')).toEqual({
      kind: 'file',
      src: 'https://videos.example.test/a.mp4',
    });
    expect(videoSource('javascript:alert(1)')).toBeUndefined();
  });
});

describe('VideoPlayer', () => {
  it('offers the provider’s page beside an embedded frame, for when the embed fails', () => {
    render(<VideoPlayer url="https://www.youtube.com/embed/8aGhZQkoFbQ" title="The event loop" />);
    expect(screen.getByTitle('Video: The event loop')).toHaveAttribute(
      'src',
      'https://www.youtube.com/embed/8aGhZQkoFbQ?enablejsapi=1',
    );
    expect(screen.getByText(/Video not playing here\?/)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Watch “The event loop” on YouTube' });
    expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=8aGhZQkoFbQ');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('embedSignal', () => {
  it('reads the players’ own words: ready, an error, or nothing', () => {
    expect(embedSignal('YouTube', '{"event":"onReady","info":null}')).toBe('ready');
    expect(embedSignal('YouTube', '{"event":"onError","info":150}')).toBe('failed');
    expect(embedSignal('YouTube', '{"event":"infoDelivery","info":{}}')).toBeUndefined();
    expect(embedSignal('Vimeo', { event: 'error', data: { name: 'NotFoundError' } })).toBe(
      'failed',
    );
    expect(embedSignal('Vimeo', '{"event":"ready"}')).toBe('ready');
    expect(embedSignal('YouTube', 'not json')).toBeUndefined();
    expect(embedSignal('YouTube', 42)).toBeUndefined();
  });
});

describe('VideoPlayer, when the embed fails', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const frameOf = () => screen.getByTitle('Video: The event loop') as HTMLIFrameElement;
  const say = (from: Window | null, data: unknown) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, source: from }));
    });

  it('says so with the provider’s page when the player reports an error, even after it was ready', () => {
    render(<VideoPlayer url="https://youtu.be/badid" title="The event loop" />);
    const frame = frameOf();
    say(frame.contentWindow, '{"event":"onReady"}');
    // Another window's word is not the player's.
    say(window, '{"event":"onError","info":150}');
    expect(screen.getByTitle('Video: The event loop')).toBeInTheDocument();
    say(frame.contentWindow, '{"event":"onError","info":150}');
    expect(screen.getByText('This video cannot be played here')).toBeInTheDocument();
    expect(screen.queryByTitle('Video: The event loop')).toBeNull();
    expect(screen.getByRole('link', { name: 'Watch “The event loop” on YouTube' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=badid',
    );
  });

  it('says so when a loaded frame never answers (a blocked provider), and not while it plays', () => {
    vi.useFakeTimers();
    const { unmount } = render(<VideoPlayer url="https://youtu.be/badid" title="The event loop" />);
    fireEvent.load(frameOf());
    act(() => vi.advanceTimersByTime(EMBED_ANSWER_MS - 1));
    expect(screen.queryByText('This video cannot be played here')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('This video cannot be played here')).toBeInTheDocument();
    unmount();

    render(<VideoPlayer url="https://youtu.be/goodid" title="The event loop" />);
    fireEvent.load(frameOf());
    say(frameOf().contentWindow, '{"event":"onReady"}');
    act(() => vi.advanceTimersByTime(EMBED_ANSWER_MS * 2));
    expect(screen.getByTitle('Video: The event loop')).toBeInTheDocument();
  });
});
