// Who reviews a submission: routed to a mentor of the student's batch, handed to another (only by
// its reviewer or an admin, only to a mentor of that batch), and moved with the student to their new
// batch's mentors — the former ones then reach neither the moved attempt nor the new ones and files.
import { describe, expect, it } from 'vitest';
import type { BatchRef } from '../../context';
import { PNG_1PX, testDatabases, useServer, type TestUser } from '../../testing/server';

for (const db of testDatabases()) {
  describe(`tasks: reviewers [${db}]`, () => {
    const s = useServer(db);
    let n = 0;
    const freshBatch = (): BatchRef => ({
      monthYear: '2026-11',
      domain: `rev-${Date.now().toString(36)}-${n++}`,
    });

    const assign = (admin: TestUser, mentor: TestUser, student: TestUser, batch: BatchRef) =>
      s.api('POST', '/api/batchassignments/assign', {
        token: admin.token,
        body: { mentorId: mentor.id, studentIds: [student.id], ...batch },
      });

    async function submitWithFile(student: TestUser, taskId: string) {
      const form = new FormData();
      form.append('files', new Blob([new Uint8Array(PNG_1PX)]), 'work.png');
      const up = await s.api('POST', '/api/tasks/upload-files', { token: student.token, form });
      expect(up.status).toBe(201);
      const file = up.body[0]._id as string;
      const res = await s.api('POST', `/api/tasks/${taskId}/submit`, {
        token: student.token,
        body: { text: 'Done', fileIds: [file] },
      });
      expect(res.status).toBe(201);
      return { submission: res.body, file };
    }

    async function file(id: string, u: TestUser) {
      const res = await fetch(`${s.url}/api/files/${id}`, {
        headers: { authorization: `Bearer ${u.token}` },
      });
      await res.arrayBuffer();
      return res.status;
    }
    const queue = async (u: TestUser) =>
      (await s.api('GET', '/api/tasks/review-queue', { token: u.token })).body.items.map(
        (i: { submission: { _id: string } }) => i.submission._id,
      );

    async function setup() {
      const admin = await s.user('admin');
      const [owner, peer, outsider] = [
        await s.user('mentor'),
        await s.user('mentor'),
        await s.user('mentor'),
      ];
      const student = await s.user('student');
      const batch = freshBatch();
      expect((await assign(admin, owner, student, batch)).status).toBe(200);
      const join = await s.api(
        'PUT',
        `/api/batches/${batch.monthYear}/${batch.domain}/mentors/${peer.id}`,
        { token: admin.token, body: {} },
      );
      expect(join.status).toBe(400);
      expect(
        (
          await s.api('PUT', `/api/batches/${batch.monthYear}/${batch.domain}/mentors/${peer.id}`, {
            token: admin.token,
            body: { weight: 100 },
          })
        ).status,
      ).toBe(200);
      const task = async () => {
        const res = await s.api('POST', '/api/tasks', {
          token: owner.token,
          body: {
            title: 'Build a to-do app',
            dueDate: new Date(Date.now() + 72 * 3600_000).toISOString(),
            timezone: 'Asia/Kolkata',
            batch,
          },
        });
        expect(res.status).toBe(201);
        return res.body._id as string;
      };
      return { admin, owner, peer, outsider, student, batch, task };
    }

    it('routes to a mentor of the batch and lets only the reviewer or an admin hand it to another of them', async () => {
      const { admin, owner, peer, outsider, student, task } = await setup();
      const taskId = await task();
      const { submission } = await submitWithFile(student, taskId);
      // The student sees who reviews their work.
      expect([owner.id, peer.id]).toContain(submission.reviewer._id);
      expect(submission.reviewer.name).toBeTruthy();
      const reviewer = submission.reviewer._id === owner.id ? owner : peer;
      const other = reviewer === owner ? peer : owner;
      expect(await queue(reviewer)).toContain(submission._id);
      expect(await queue(other)).not.toContain(submission._id);

      const url = `/api/tasks/${taskId}/submissions/${submission._id}/reviewer`;
      const handTo = (by: TestUser, mentorId: string) =>
        s.api('PUT', url, { token: by.token, body: { mentorId } });
      expect((await handTo(other, other.id)).status).toBe(403);
      expect((await handTo(outsider, outsider.id)).status).toBe(403);
      expect((await handTo(student, other.id)).status).toBe(403);
      const outside = await handTo(reviewer, outsider.id);
      expect(outside.status).toBe(400);
      expect(outside.body.errors[0].msg).toMatch(
        /^This mentor is not a mentor of the student's batch/,
      );
      expect(
        (
          await s.api('PUT', `/api/tasks/${taskId}/submissions/${crypto.randomUUID()}/reviewer`, {
            token: admin.token,
            body: { mentorId: other.id },
          })
        ).status,
      ).toBe(404);

      // The mentor of the batch who is not the task's owner, while reviewing it, reads the task (the
      // review screen) with that student's attempt; a mentor outside the batch does not.
      const peerSees = async () => {
        const view = await s.api('GET', `/api/tasks/${taskId}`, { token: peer.token });
        expect(view.status).toBe(200);
        expect(view.body.progress).toHaveLength(1);
        expect(view.body.progress[0].student._id).toBe(student.id);
        expect(view.body.progress[0].submissions[0]._id).toBe(submission._id);
        expect(view.body.counts).toBeUndefined();
      };
      if (reviewer === peer) await peerSees();
      expect((await s.api('GET', `/api/tasks/${taskId}`, { token: outsider.token })).status).toBe(
        404,
      );
      const handed = await handTo(reviewer, other.id);
      expect(handed.status).toBe(200);
      expect(handed.body.reviewer._id).toBe(other.id);
      if (other === peer) await peerSees();
      expect(await queue(other)).toContain(submission._id);
      expect(await queue(reviewer)).not.toContain(submission._id);
      // The former reviewer (not the owner) no longer reaches it; an admin hands it back.
      const back = await handTo(admin, reviewer.id);
      expect(back.status).toBe(200);
      expect(back.body.reviewer._id).toBe(reviewer.id);

      const review = await s.api(
        'POST',
        `/api/tasks/${taskId}/submissions/${submission._id}/feedback`,
        {
          token: reviewer.token,
          body: { status: 'approved' },
        },
      );
      expect(review.status).toBe(200);
      expect(review.body.reviewer).toBeUndefined();
      expect((await handTo(admin, other.id)).status).toBe(409);
    });

    it('moves a student’s waiting work to the new batch’s mentors; the former ones lose it and the new work', async () => {
      const { admin, owner, peer, student, task } = await setup();
      const [first, second] = [await task(), await task()];
      const waiting = await submitWithFile(student, first);
      const formers = [owner, peer];
      // Before the move: the owner (a mentor of the student's batch) and the reviewer reach it.
      expect(await file(waiting.file, owner)).toBe(200);
      const routedTo = formers.find((m) => m.id === waiting.submission.reviewer._id)!;
      expect(await file(waiting.file, routedTo)).toBe(200);

      const next = await s.user('mentor');
      expect((await assign(admin, next, student, freshBatch())).status).toBe(200);
      expect(await queue(next)).toEqual([waiting.submission._id]);
      for (const m of formers) {
        expect(await queue(m)).not.toContain(waiting.submission._id);
        expect(await file(waiting.file, m)).toBe(404);
        const review = await s.api(
          'POST',
          `/api/tasks/${first}/submissions/${waiting.submission._id}/feedback`,
          { token: m.token, body: { status: 'approved' } },
        );
        expect(review.status).toBe(404);
      }
      expect(await file(waiting.file, next)).toBe(200);

      // New work after the move goes to the new batch's mentor only.
      const fresh = await submitWithFile(student, second);
      expect(fresh.submission.reviewer._id).toBe(next.id);
      for (const m of formers) expect(await file(fresh.file, m)).toBe(404);
      const ownerView = await s.api('GET', `/api/tasks/${second}`, { token: owner.token });
      expect(ownerView.status).toBe(200);
      expect(
        ownerView.body.progress.flatMap((p: { submissions: unknown[] }) => p.submissions),
      ).toEqual([]);
      expect(await file(fresh.file, next)).toBe(200);
      const approve = await s.api(
        'POST',
        `/api/tasks/${second}/submissions/${fresh.submission._id}/feedback`,
        { token: next.token, body: { status: 'approved' } },
      );
      expect(approve.status).toBe(200);
    });
  });
}
