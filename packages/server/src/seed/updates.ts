// Demo mentor updates: announcements to all of a mentor's students and to one batch, one pinned,
// one in rich text.
import { mentorUpdates } from '../db/schema/index';
import { sanitizeUpdateHtml } from '../modules/updates/public';
import { seedId } from './ids';
import type { DemoWorld } from './world';

const HOUR = 60 * 60_000;

export async function seedUpdates(world: DemoWorld): Promise<void> {
  const { tx, now, mentors, batches } = world;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  /** One announcement by mentors[mentor] to all their students or to batches[audience]. */
  const update = (
    mentor: 0 | 1,
    audience: 'all' | 0 | 1,
    hoursAgo: number,
    title: string,
    body: string,
    opts: { pinned?: boolean; html?: boolean } = {},
  ) => ({
    id: seedId(`mentor-update:${title}`),
    mentorId: mentors[mentor].id,
    title,
    body: opts.html ? sanitizeUpdateHtml(body) : body,
    bodyFormat: opts.html ? ('html' as const) : ('text' as const),
    ...(audience === 'all'
      ? { scope: 'all' as const }
      : { scope: 'batch' as const, ...batches[audience] }),
    pinned: opts.pinned ?? false,
    createdAt: at(hoursAgo),
    updatedAt: at(hoursAgo),
  });
  await tx
    .insert(mentorUpdates)
    .values([
      update(
        0,
        'all',
        24 * 19,
        'Welcome to the full-stack cohort!',
        '<p>Hi everyone — I am Meera and I will be your mentor for the next six months.</p><ul><li>Live classes are on Tuesdays and Thursdays at 7 pm IST.</li><li>Submit tasks before the due time; late work needs a reason.</li><li>Book a one-to-one on <strong>Mentor Sync</strong> whenever you are stuck.</li></ul><p>Start with the <a href="https://developer.mozilla.org/en-US/docs/Learn">MDN learning area</a>.</p>',
        { pinned: true, html: true },
      ),
      update(
        0,
        0,
        30,
        'Assignment 2 is out: a REST API for a tiffin service',
        'Build CRUD endpoints for menus and orders with validation. Due Sunday 11:59 pm IST.\nWe will walk through the starter code in tomorrow’s live class.',
      ),
      update(
        0,
        'all',
        60,
        'Great work on the kickoff quiz',
        'Average score 8.2/10. Revisit the HTTP caching section if you scored below 7.',
      ),
      update(
        1,
        1,
        20,
        'SQL practice set for the weekend',
        'Ten window-function problems on the orders dataset are in the batch videos description. Try them before Monday’s session.',
        { pinned: true },
      ),
      update(
        1,
        'all',
        5,
        'Office hours move to Thursday 8 pm',
        'Same Google Meet link as the live classes. Bring your Airflow questions.',
      ),
    ]);
}
