import { Alert, Stack, Text, linkClassName } from '@campus/ui';
import { useEffect, useRef, useState } from 'react';
import { safeHref } from './safe-html';
import * as css from './learning.css';

type Provider = 'YouTube' | 'Vimeo';

type VideoSource =
  | { kind: 'embed'; src: string; provider: Provider; watch: string }
  | { kind: 'file' | 'link'; src: string };

const youtube = (id: string): VideoSource => ({
  kind: 'embed',
  src: `https://www.youtube.com/embed/${encodeURIComponent(id)}?enablejsapi=1`,
  provider: 'YouTube',
  watch: `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`,
});

/**
 * A provider's player for YouTube and Vimeo links (their embed address, and the provider's own page
 * to watch it on), the browser's own player for a stored file, else a plain link: an unknown site is
 * never framed.
 */
export function videoSource(url: string): VideoSource | undefined {
  const href = safeHref(url);
  if (!href || href.startsWith('mailto:')) return undefined;
  const u = new URL(href);
  const host = u.hostname.replace(/^www\./, '');
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    // An embed address is framed as given (it may carry `?start=`); its id is already URL-safe.
    const embedded = /^\/embed\/([^/]+)$/.exec(u.pathname)?.[1];
    if (embedded) {
      const watch = `https://www.youtube.com/watch?v=${embedded}`;
      // enablejsapi: the player then tells this page when its video cannot play (EmbeddedVideo).
      u.searchParams.set('enablejsapi', '1');
      return { kind: 'embed', src: u.toString(), provider: 'YouTube', watch };
    }
    const v = u.searchParams.get('v');
    if (v) return youtube(v);
  }
  if (host === 'youtu.be' && u.pathname.length > 1) return youtube(u.pathname.slice(1));
  if (host === 'player.vimeo.com') {
    // Framed whole: an unlisted video's player address carries its key (`?h=`).
    const id = /^\/video\/(\d+)/.exec(u.pathname)?.[1];
    const watch = id ? `https://vimeo.com/${id}` : href;
    return { kind: 'embed', src: href, provider: 'Vimeo', watch };
  }
  if (host === 'vimeo.com' && /^\/\d+$/.test(u.pathname)) {
    const src = `https://player.vimeo.com/video${u.pathname}`;
    return { kind: 'embed', src, provider: 'Vimeo', watch: href };
  }
  if (/\.(mp4|webm|ogg|m4v)$/i.test(u.pathname)) return { kind: 'file', src: href };
  return { kind: 'link', src: href };
}

/**
 * What a provider's player said about its video, from one postMessage: YouTube's IFrame API sends
 * JSON text ({"event":"onReady"} … {"event":"onError","info":150}), Vimeo's player.js an object or
 * JSON text ({"event":"ready"} … {"event":"error"}). Anything else says nothing.
 */
export function embedSignal(provider: Provider, data: unknown): 'ready' | 'failed' | undefined {
  let message: unknown = data;
  if (typeof data === 'string') {
    try {
      message = JSON.parse(data);
    } catch {
      return undefined;
    }
  }
  if (typeof message !== 'object' || message === null || !('event' in message)) return undefined;
  const { event } = message;
  if (provider === 'YouTube') {
    if (event === 'onError') return 'failed';
    if (event === 'onReady' || event === 'initialDelivery') return 'ready';
    return undefined;
  }
  if (event === 'error') return 'failed';
  return event === 'ready' ? 'ready' : undefined;
}

/**
 * How long a loaded frame may stay silent before the video counts as not playing here: a blocked
 * provider (a school network) answers with an error page that never speaks the player's protocol.
 */
export const EMBED_ANSWER_MS = 15_000;
const HANDSHAKE_EVERY_MS = 1_000;

/** The first words a player's protocol needs before it reports (YouTube), or where to report (Vimeo). */
const handshake: Record<Provider, string[]> = {
  YouTube: [JSON.stringify({ event: 'listening', id: 1, channel: 'widget' })],
  Vimeo: [
    JSON.stringify({ method: 'addEventListener', value: 'ready' }),
    JSON.stringify({ method: 'addEventListener', value: 'error' }),
  ],
};

/**
 * A provider's frame, watched: when its player reports an error (the video is removed, private, not
 * embeddable or the id is wrong) or never answers once the frame has loaded, the frame gives way to
 * a warning with the provider's own page — a broken frame is never what a student is left with.
 */
function EmbeddedVideo({
  source,
  title,
}: {
  source: Extract<VideoSource, { kind: 'embed' }>;
  title: string;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [state, setState] = useState<'waiting' | 'ready' | 'failed'>('waiting');
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (!frame.current || e.source !== frame.current.contentWindow) return;
      const signal = embedSignal(source.provider, e.data);
      // An error outranks an earlier "ready": YouTube is ready before it finds the video missing.
      if (signal === 'failed') setState('failed');
      else if (signal === 'ready') setState((s) => (s === 'waiting' ? 'ready' : s));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [source.provider]);

  useEffect(() => {
    if (!loaded || state !== 'waiting') return;
    // Say the first words until the player answers, as YouTube's own API does: its player may
    // still be starting when the frame's load event fires.
    const greet = () => {
      for (const words of handshake[source.provider]) {
        frame.current?.contentWindow?.postMessage(words, '*');
      }
    };
    greet();
    const again = setInterval(greet, HANDSHAKE_EVERY_MS);
    const timer = setTimeout(() => setState('failed'), EMBED_ANSWER_MS);
    return () => {
      clearInterval(again);
      clearTimeout(timer);
    };
  }, [loaded, state, source.provider]);

  const watchLink = (
    <a className={linkClassName()} href={source.watch} target="_blank" rel="noopener noreferrer">
      Watch “{title}” on {source.provider}
    </a>
  );
  if (state === 'failed') {
    return (
      <Alert tone="warning" live="status" title="This video cannot be played here">
        <Text>
          {source.provider} did not play it in this page: it may be private, removed, or blocked on
          this network. {watchLink} (opens in a new tab).
        </Text>
      </Alert>
    );
  }
  // A provider's frame reports nothing to this page when a video is removed, private or blocked
  // (and a school network may block the provider's player), so the way out is always beside it.
  return (
    <Stack gap="xs">
      <iframe
        ref={frame}
        className={css.media16x9}
        src={source.src}
        title={`Video: ${title}`}
        loading="lazy"
        allow="encrypted-media; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
        onLoad={() => setLoaded(true)}
      />
      <Text size="sm" tone="muted">
        Video not playing here? {watchLink} (opens in a new tab).
      </Text>
    </Stack>
  );
}

/** How often a playing stored video reports where it is (seconds of playback, not wall time). */
const REPORT_EVERY_SECONDS = 15;

export interface VideoPlayerProps {
  url: string;
  title: string;
  /** Where a stored video starts (resume); embeds start from the beginning. */
  startAt?: number;
  /** A stored video's position: every 15 s of playback and on pause. */
  onPosition?: (seconds: number) => void;
  /** A stored video played to its end. */
  onEnded?: () => void;
}

/**
 * One video player for lessons and batch recordings. The browser's own controls are keyboard and
 * screen-reader accessible; provider embeds carry a title naming the video.
 */
export function VideoPlayer({ url, title, startAt, onPosition, onEnded }: VideoPlayerProps) {
  const lastReported = useRef(startAt ?? 0);
  const source = videoSource(url);
  if (!source) return <Text tone="muted">This video cannot be shown.</Text>;
  // Keyed by its address: another video starts again from waiting.
  if (source.kind === 'embed')
    return <EmbeddedVideo key={source.src} source={source} title={title} />;
  if (source.kind === 'file') {
    const report = (seconds: number) => {
      lastReported.current = seconds;
      onPosition?.(Math.floor(seconds));
    };
    return (
      <video
        key={source.src}
        className={css.media16x9}
        src={source.src}
        controls
        preload="metadata"
        aria-label={`Video: ${title}`}
        onLoadedMetadata={(e) => {
          if (startAt && startAt < e.currentTarget.duration) e.currentTarget.currentTime = startAt;
        }}
        onTimeUpdate={(e) => {
          const t = e.currentTarget.currentTime;
          if (Math.abs(t - lastReported.current) >= REPORT_EVERY_SECONDS) report(t);
        }}
        onPause={(e) => {
          if (!e.currentTarget.ended) report(e.currentTarget.currentTime);
        }}
        onEnded={() => onEnded?.()}
      >
        <a href={source.src}>Download the video</a>
      </video>
    );
  }
  return (
    <a className={linkClassName()} href={source.src} target="_blank" rel="noopener noreferrer">
      Watch the video (opens in a new tab)
    </a>
  );
}
