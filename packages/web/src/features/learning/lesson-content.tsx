import type { CourseLesson } from '@campus/sdk';
import { Text, linkClassName } from '@campus/ui';
import { SafeHtml, safeHref } from './safe-html';
import * as css from './learning.css';

export const minutes = (n: number) => `${n} min`;

/**
 * A provider's player for YouTube and Vimeo links (their embed address), the browser's own player
 * for a stored file, else a plain link: an unknown site is never framed.
 */
export function videoSource(
  url: string,
): { kind: 'embed' | 'file' | 'link'; src: string } | undefined {
  const href = safeHref(url);
  if (!href || href.startsWith('mailto:')) return undefined;
  const u = new URL(href);
  const host = u.hostname.replace(/^www\./, '');
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (u.pathname.startsWith('/embed/')) return { kind: 'embed', src: href };
    const v = u.searchParams.get('v');
    if (v) return { kind: 'embed', src: `https://www.youtube.com/embed/${encodeURIComponent(v)}` };
  }
  if (host === 'youtu.be' && u.pathname.length > 1) {
    return { kind: 'embed', src: `https://www.youtube.com/embed${u.pathname}` };
  }
  if (host === 'player.vimeo.com') return { kind: 'embed', src: href };
  if (host === 'vimeo.com' && /^\/\d+$/.test(u.pathname)) {
    return { kind: 'embed', src: `https://player.vimeo.com/video${u.pathname}` };
  }
  if (/\.(mp4|webm|ogg|m4v)$/i.test(u.pathname)) return { kind: 'file', src: href };
  return { kind: 'link', src: href };
}

function Video({ url, title }: { url: string; title: string }) {
  const source = videoSource(url);
  if (!source) return <Text tone="muted">This video cannot be shown.</Text>;
  if (source.kind === 'embed') {
    return (
      <iframe
        className={css.media16x9}
        src={source.src}
        title={`Video: ${title}`}
        loading="lazy"
        allow="encrypted-media; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  if (source.kind === 'file') {
    return (
      <video className={css.media16x9} src={source.src} controls preload="metadata">
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

/** The lesson itself by type: a video with its notes, or the text of a reading or quiz. */
export function LessonContent({ lesson }: { lesson: CourseLesson }) {
  const hasContent = Boolean(lesson.content?.trim());
  return (
    <>
      {lesson.type === 'video' &&
        (lesson.videoUrl ? (
          <Video url={lesson.videoUrl} title={lesson.title} />
        ) : (
          <Text tone="muted">The video for this lesson is not available yet.</Text>
        ))}
      {hasContent ? (
        <SafeHtml html={lesson.content!} className={css.prose} />
      ) : (
        lesson.type !== 'video' && <Text tone="muted">This lesson has no content yet.</Text>
      )}
    </>
  );
}
