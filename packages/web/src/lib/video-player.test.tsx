import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VideoPlayer, videoSource } from './video-player';

describe('videoSource', () => {
  it('frames YouTube and Vimeo and names their own page to watch on', () => {
    expect(videoSource('https://www.youtube.com/embed/8aGhZQkoFbQ?start=30')).toEqual({
      kind: 'embed',
      src: 'https://www.youtube.com/embed/8aGhZQkoFbQ?start=30',
      provider: 'YouTube',
      watch: 'https://www.youtube.com/watch?v=8aGhZQkoFbQ',
    });
    expect(videoSource('https://youtu.be/aircAruvnKk')).toMatchObject({
      src: 'https://www.youtube.com/embed/aircAruvnKk',
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
      'https://www.youtube.com/embed/8aGhZQkoFbQ',
    );
    expect(screen.getByText(/Video not playing here\?/)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Watch “The event loop” on YouTube' });
    expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=8aGhZQkoFbQ');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
