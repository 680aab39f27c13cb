// Demo mentor updates: announcements to all of a mentor's students and to one batch, one pinned,
// one in rich text.
import { mentorUpdates } from '../db/schema/index';
import { sanitizeUpdateHtml } from '../modules/updates/sanitize';
import type { DemoWorld } from './world';

const HOUR = 60 * 60_000;

export async function seedUpdates(world: DemoWorld): Promise<void> {
  const { tx, now, mentors, batches } = world;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  await tx.insert(mentorUpdates).values([
    {
      mentorId: mentors[0].id,
      title: 'Welcome to the full-stack cohort!',
      body: sanitizeUpdateHtml(
        '<p>Hi everyone — I am Meera and I will be your mentor for the next six months.</p><ul><li>Live classes are on Tuesdays and Thursdays at 7 pm IST.</li><li>Submit tasks before the due time; late work needs a reason.</li><li>Book a one-to-one on <strong>Mentor Sync</strong> whenever you are stuck.</li></ul><p>Start with the <a href="https://developer.mozilla.org/en-US/docs/Learn">MDN learning area</a>.</p>',
      ),
      bodyFormat: 'html',
      scope: 'all',
      pinned: true,
      createdAt: at(24 * 19),
      updatedAt: at(24 * 19),
    },
    {
      mentorId: mentors[0].id,
      title: 'Assignment 2 is out: a REST API for a tiffin service',
      body: 'Build CRUD endpoints for menus and orders with validation. Due Sunday 11:59 pm IST.\nWe will walk through the starter code in tomorrow’s live class.',
      bodyFormat: 'text',
      scope: 'batch',
      ...batches[0],
      pinned: false,
      createdAt: at(30),
      updatedAt: at(30),
    },
    {
      mentorId: mentors[0].id,
      title: 'Great work on the kickoff quiz',
      body: 'Average score 8.2/10. Revisit the HTTP caching section if you scored below 7.',
      bodyFormat: 'text',
      scope: 'all',
      pinned: false,
      createdAt: at(60),
      updatedAt: at(60),
    },
    {
      mentorId: mentors[1].id,
      title: 'SQL practice set for the weekend',
      body: 'Ten window-function problems on the orders dataset are in the batch videos description. Try them before Monday’s session.',
      bodyFormat: 'text',
      scope: 'batch',
      ...batches[1],
      pinned: true,
      createdAt: at(20),
      updatedAt: at(20),
    },
    {
      mentorId: mentors[1].id,
      title: 'Office hours move to Thursday 8 pm',
      body: 'Same Google Meet link as the live classes. Bring your Airflow questions.',
      bodyFormat: 'text',
      scope: 'all',
      pinned: false,
      createdAt: at(5),
      updatedAt: at(5),
    },
  ]);
}
