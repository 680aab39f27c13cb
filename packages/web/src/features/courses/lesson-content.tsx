import type { CourseLesson } from '@campus/sdk';
import { Text } from '@campus/ui';
import { SafeHtml } from '../../lib/safe-html';
import { VideoPlayer } from '../../lib/video-player';
import * as css from './course-player.css';

/** The lesson itself by type: a video with its notes, or the text of a reading or quiz. */
export function LessonContent({ lesson }: { lesson: CourseLesson }) {
  const hasContent = Boolean(lesson.content?.trim());
  return (
    <>
      {lesson.type === 'video' &&
        (lesson.videoUrl ? (
          <VideoPlayer url={lesson.videoUrl} title={lesson.title} />
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
