import type { CourseLesson } from '@campus/sdk';
import { Text } from '@campus/ui';
import { useRef } from 'react';
import { usePassageAnchor } from '../../lib/passage-anchor';
import { SafeHtml } from '../../lib/safe-html';
import { VideoPlayer } from '../../lib/video-player';
import * as css from './course-player.css';

/**
 * The lesson itself by type: a video with its notes, or the text of a reading or quiz — opened at
 * the paragraph the address names (`#p-N`, the assistant's cited sources).
 */
export function LessonContent({ lesson }: { lesson: CourseLesson }) {
  const hasContent = Boolean(lesson.content?.trim());
  const box = useRef<HTMLDivElement>(null);
  usePassageAnchor(box, lesson.content);
  return (
    <>
      {lesson.type === 'video' &&
        (lesson.videoUrl ? (
          <VideoPlayer url={lesson.videoUrl} title={lesson.title} />
        ) : (
          <Text tone="muted">The video for this lesson is not available yet.</Text>
        ))}
      {hasContent ? (
        <SafeHtml ref={box} html={lesson.content!} className={css.prose} />
      ) : (
        lesson.type !== 'video' && <Text tone="muted">This lesson has no content yet.</Text>
      )}
    </>
  );
}
