// The demo data of live classes, batches, mentors, updates and the assistant: every status appears.
import { describe, expect, it } from 'vitest';
import { seedBatches } from '../../seed/batches';
import { seedChatbot } from '../../seed/chatbot';
import { seedLiveClasses } from '../../seed/liveclasses';
import { seedMentors } from '../../seed/mentors';
import { seedUpdates } from '../../seed/updates';
import { useDemoWorld } from '../../testing/demo-world';

describe('classes demo data', () => {
  const { s, tokens } = useDemoWorld(
    () => [seedBatches, seedLiveClasses, seedMentors, seedUpdates, seedChatbot],
    [
      'admin@campus.test',
      'mentor@campus.test',
      'mentor2@campus.test',
      'student@campus.test',
      'student2@campus.test',
    ],
  );

  it('has live, scheduled and ended classes in both batches, with attendance', async () => {
    const all = await s.api('GET', '/api/liveclasses?pageSize=100', {
      token: tokens['admin@campus.test'],
    });
    expect(all.status).toBe(200);
    const statuses = new Set(all.body.items.map((c: { status: string }) => c.status));
    expect([...statuses].sort()).toEqual(['ended', 'live', 'scheduled']);
    expect(
      new Set(all.body.items.map((c: { batch: { domain: string } }) => c.batch.domain)).size,
    ).toBe(2);
    expect(
      all.body.items.some(
        (c: { status: string; attendeeCount: number }) =>
          c.status === 'ended' && c.attendeeCount > 0,
      ),
    ).toBe(true);
    const mine = await s.api('GET', '/api/liveclasses/student', {
      token: tokens['student@campus.test'],
    });
    const ended = mine.body.find((c: { status: string }) => c.status === 'ended');
    expect(ended.attendees).toHaveLength(1);
    const live = mine.body.find((c: { status: string }) => c.status === 'live');
    expect(live.meetingLink).toMatch(/^https:\/\//);
    const join = await s.api('POST', `/api/liveclasses/${live._id}/join`, {
      token: tokens['student@campus.test'],
    });
    expect(join.status).toBe(200);
    const upcoming = await s.api('GET', '/api/liveclasses/upcoming', {
      token: tokens['mentor2@campus.test'],
    });
    expect(upcoming.body.length).toBeGreaterThanOrEqual(2);
  });

  it('has assigned batches with videos', async () => {
    const batches = await s.api('GET', '/api/batches', { token: tokens['admin@campus.test'] });
    expect(batches.body.items).toHaveLength(2);
    expect(batches.body.nextCursor).toBeNull();
    for (const b of batches.body.items) {
      expect(b.studentCount).toBe(3);
      expect(b.videoCount).toBeGreaterThan(0);
      expect(b.mentors).toHaveLength(1);
    }
    const my = await s.api('GET', '/api/auth/me', { token: tokens['student@campus.test'] });
    const { monthYear, domain } = my.body.user.batch;
    const videos = await s.api('GET', `/api/batch-videos?monthYear=${monthYear}&domain=${domain}`, {
      token: tokens['student@campus.test'],
    });
    expect(videos.body.length).toBeGreaterThan(2);
    const students = await s.api('GET', `/api/batchassignments/mentor/${my.body.user._id}`, {
      token: tokens['admin@campus.test'],
    });
    expect(students.status).toBe(404); // a student id is no mentor
  });

  it('has listed profiles of the demo mentors and unlisted drafts, updates (one pinned) and a chat session', async () => {
    const open = await s.api('GET', '/api/mentors?pageSize=100');
    const all = await s.api('GET', '/api/mentors?pageSize=100&includeUnlisted=true', {
      token: tokens['admin@campus.test'],
    });
    // The public directory is the demo mentors' own profiles, both running a batch (mentor2's
    // included); drafts without an account are the admin's only.
    const userIds = open.body.items.map((m: { userId?: string }) => m.userId);
    expect(userIds).toHaveLength(2);
    expect(userIds.every(Boolean)).toBe(true);
    expect([open.body.nextCursor, all.body.nextCursor]).toEqual([null, null]);
    expect(all.body.items.length).toBeGreaterThan(open.body.items.length);
    expect(
      (await s.api('GET', '/api/mentors/me', { token: tokens['mentor2@campus.test'] })).body.listed,
    ).toBe(true);
    const updates = await s.api('GET', '/api/mentor-updates', {
      token: tokens['student@campus.test'],
    });
    expect(updates.body.items[0].pinned).toBe(true);
    expect(
      updates.body.items.some((u: { audience: { scope: string } }) => u.audience.scope === 'batch'),
    ).toBe(true);
    const history = await s.api('GET', '/api/chatbot/history', {
      token: tokens['student@campus.test'],
    });
    expect(history.body.items.length).toBe(4);
    expect(history.body.items[1].sender).toBe('bot');
  });
});
