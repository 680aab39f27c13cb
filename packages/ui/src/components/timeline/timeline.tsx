import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Avatar } from '../avatar';
import { Badge, type BadgeTone } from '../badge';
import { formatInstant } from '@campus/time';
import * as styles from './timeline.css';

export interface TimelineEntry {
  id: string;
  /** When it happened: ISO-8601 (UTC). */
  time: string;
  actor: { name: string; role?: string; avatarUrl?: string | null };
  /** The state this entry put things in: "Submitted", "Changes requested", "Approved". */
  status?: { label: string; tone?: BadgeTone };
  /** "Attempt 2", "Feedback". */
  title?: ReactNode;
  /** The attempt's text, links and files, or the feedback. */
  body?: ReactNode;
}

export interface TimelineProps {
  entries: ReadonlyArray<TimelineEntry>;
  /** Names the list: "History of Week 3 project". */
  label: string;
  /** Zone the times are shown in (named beside each); the viewer's own by default. */
  timeZone?: string;
  /** Heading level of each entry's title in the page outline. */
  titleLevel?: 3 | 4 | 5;
  className?: string;
}

/**
 * The history of a task: attempts and the feedback on each, oldest first and newest last, so it
 * reads as the conversation it was and the latest word sits next to the reply box. An ordered
 * list, because the order is the meaning; entries are sorted by time whatever order they come in.
 */
export function Timeline({ entries, label, timeZone, titleLevel = 3, className }: TimelineProps) {
  const Heading = `h${titleLevel}` as const;
  const ordered = [...entries].sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
  return (
    <ol aria-label={label} className={cx(styles.list, className)}>
      {ordered.map((entry) => (
        <li key={entry.id} className={styles.item}>
          <Avatar name={entry.actor.name} src={entry.actor.avatarUrl} size="sm" decorative />
          <div className={styles.body}>
            <div className={styles.header}>
              <span className={styles.actor}>{entry.actor.name}</span>
              {entry.actor.role && <span className={styles.role}>{entry.actor.role}</span>}
              {entry.status && <Badge tone={entry.status.tone}>{entry.status.label}</Badge>}
              <time className={styles.time} dateTime={entry.time}>
                {formatInstant(entry.time, 'timeline', { timeZone })}
              </time>
            </div>
            {entry.title && <Heading className={styles.title}>{entry.title}</Heading>}
            {entry.body && <div className={styles.content}>{entry.body}</div>}
          </div>
        </li>
      ))}
    </ol>
  );
}
