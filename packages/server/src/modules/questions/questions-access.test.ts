// The authorisation matrix of the question space: every operation, as every kind of caller, on a
// visible anonymous question and on a hidden one. Outsiders (a student of another batch, a mentor
// of another batch or of none, an instructor) get 404 for everything; students get 404 for the
// hidden question; only the asker and staff accept, only staff moderate. And no answer given to a
// student other than the asker shows the anonymous question with its author, nor any answer to a
// student the hidden question's id or title. (Answers are never anonymous: an asker who answers
// their own question signs that answer.)
import type { Question } from '@campus/sdk/model';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestUser } from '../../testing/server';
import { useQuestionServer, type Cohort } from './questions-testbed';

type Kind = 'asker' | 'peer' | 'staff' | 'outsider' | 'instructor';

interface Op {
  name: string;
  call: (id: string, answerId: string) => { method: string; path: string; body?: unknown };
  /** The status each kind of caller gets on a visible question (a space op ignores the id). */
  expect: Record<Kind, number>;
  /** Space operations do not name a question: run once, not per question. */
  space?: boolean;
  /** Only mentors and admins may call it (x-roles): anyone else is refused by role first, 403. */
  staffRoles?: boolean;
}

/** Every object in a JSON answer whose `_id` is `id` (a question, wherever it is nested). */
function objectsWithId(value: unknown, id: string): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap((v) => objectsWithId(v, id));
  if (typeof value !== 'object' || value === null) return [];
  const found = Object.values(value).flatMap((v) => objectsWithId(v, id));
  return (value as { _id?: unknown })._id === id
    ? [value as Record<string, unknown>, ...found]
    : found;
}

const member = (ok: number) => ({ asker: ok, peer: ok, staff: ok, outsider: 404, instructor: 404 });

for (const db of testDatabases()) {
  describe(`question space authorisation [${db}]`, () => {
    const q = useQuestionServer(db);
    let a: Cohort;
    let b: Cohort;
    let visible: Question;
    let visibleAnswer: string;
    let hidden: Question;
    let hiddenAnswer: string;
    const secretTitle = 'Hidden question about recursion limits';

    beforeAll(async () => {
      a = await q.cohort(2);
      b = await q.cohort(1);
      const [asker, peer] = a.students as [TestUser, TestUser];
      visible = await q.ask(a, asker, {
        title: 'Why does my recursion overflow the stack?',
        body: 'It fails at depth 1000.',
        anonymous: true,
      });
      visibleAnswer = await q.answer(visible._id, a.mentor, 'Raise the limit or use a loop.');
      await q.accept(visible._id, a.mentor, visibleAnswer);
      hidden = await q.ask(a, peer, { title: secretTitle, body: 'Spam spam spam.' });
      hiddenAnswer = await q.answer(hidden._id, a.mentor);
      await q.accept(hidden._id, a.mentor, hiddenAnswer);
      const hid = await q.s.api('PUT', `/api/questions/${hidden._id}/hidden`, {
        token: a.mentor.token,
      });
      expect(hid.status).toBe(200);
    });

    const space = () => q.space(a);
    const ops: Op[] = [
      {
        name: 'listQuestions',
        space: true,
        call: () => ({ method: 'GET', path: space() }),
        expect: member(200),
      },
      {
        name: 'listQuestions (search)',
        space: true,
        call: () => ({ method: 'GET', path: `${space()}?search=recursion` }),
        expect: member(200),
      },
      {
        name: 'askQuestion',
        space: true,
        call: () => ({
          method: 'POST',
          path: space(),
          body: { title: 'Another question', body: 'x' },
        }),
        expect: member(201),
      },
      {
        name: 'suggestSimilarQuestions',
        space: true,
        call: () => ({ method: 'GET', path: `${space()}/similar?title=recursion+limit` }),
        expect: member(200),
      },
      {
        name: 'getQuestionSpaceNews',
        space: true,
        call: () => ({ method: 'GET', path: `${space()}/visit` }),
        expect: member(200),
      },
      {
        name: 'markQuestionSpaceVisited',
        space: true,
        call: () => ({ method: 'PUT', path: `${space()}/visit` }),
        expect: member(200),
      },
      {
        name: 'getQuestion',
        call: (id) => ({ method: 'GET', path: `/api/questions/${id}` }),
        expect: member(200),
      },
      {
        name: 'answerQuestion',
        call: (id) => ({
          method: 'POST',
          path: `/api/questions/${id}/answers`,
          body: { body: 'Me too' },
        }),
        expect: member(201),
      },
      {
        name: 'acceptAnswer',
        call: (id, answerId) => ({
          method: 'PUT',
          path: `/api/questions/${id}/accepted`,
          body: { answerId },
        }),
        expect: { asker: 200, peer: 403, staff: 200, outsider: 404, instructor: 404 },
      },
      {
        name: 'upvoteQuestion',
        call: (id) => ({ method: 'PUT', path: `/api/questions/${id}/upvote` }),
        expect: member(200),
      },
      {
        name: 'withdrawQuestionUpvote',
        call: (id) => ({ method: 'DELETE', path: `/api/questions/${id}/upvote` }),
        expect: member(200),
      },
      {
        name: 'followQuestion',
        call: (id) => ({ method: 'PUT', path: `/api/questions/${id}/follow` }),
        expect: member(200),
      },
      {
        name: 'unfollowQuestion',
        call: (id) => ({ method: 'DELETE', path: `/api/questions/${id}/follow` }),
        expect: member(200),
      },
      {
        name: 'hideQuestion',
        call: (id) => ({ method: 'PUT', path: `/api/questions/${id}/hidden` }),
        staffRoles: true,
        expect: { asker: 403, peer: 403, staff: 200, outsider: 404, instructor: 403 },
      },
      {
        name: 'unhideQuestion',
        call: (id) => ({ method: 'DELETE', path: `/api/questions/${id}/hidden` }),
        staffRoles: true,
        expect: { asker: 403, peer: 403, staff: 200, outsider: 404, instructor: 403 },
      },
    ];

    /** Every caller with its kind; students' kinds come first (what follows moderates). */
    const callers = (): [string, Kind, TestUser][] => [
      ['the asker', 'asker', a.students[0]!],
      ['a student of the batch', 'peer', a.students[1]!],
      ['a student of another batch', 'outsider', b.students[0]!],
      ['a mentor of another batch', 'outsider', b.mentor],
      ['a mentor of no batch', 'outsider', q.world.loneMentor],
      ['an instructor', 'instructor', q.world.instructor],
      ['the batch mentor', 'staff', a.mentor],
      ['an admin', 'staff', q.world.admin],
    ];

    it('answers every operation as its rule says, and leaks nothing', async () => {
      const asker = a.students[0]!;
      const seen: string[] = [];
      const leaks: string[] = [];
      for (const [who, kind, user] of callers()) {
        const student = user.row.role === 'student';
        const run = async (op: Op, target: 'visible' | 'hidden' | 'space') => {
          const [id, answerId] =
            target === 'hidden' ? [hidden._id, hiddenAnswer] : [visible._id, visibleAnswer];
          const { method, path, body } = op.call(id, answerId);
          const res = await q.s.api(method, path, { token: user.token, body });
          const roleRefused = op.staffRoles && !['mentor', 'admin'].includes(user.row.role);
          let want = roleRefused ? 403 : op.expect[kind];
          // Students never reach a hidden question: 404, unless their role is refused first.
          if (target === 'hidden' && student && !roleRefused) want = 404;
          if (res.status !== want)
            seen.push(`${who} ${op.name} on ${target}: ${res.status}, not ${want}`);
          if (student && user.id !== asker.id && res.status < 300) {
            for (const shown of objectsWithId(res.body, visible._id)) {
              if ('author' in shown && shown.author !== null)
                leaks.push(`${who} ${op.name} on ${target} names the anonymous asker`);
            }
          }
          const text = JSON.stringify(res.body ?? '');
          if (
            student &&
            res.status < 300 &&
            (text.includes(hidden._id) || text.includes(secretTitle))
          )
            leaks.push(`${who} ${op.name} on ${target} shows the hidden question`);
        };
        for (const op of ops) {
          if (op.space) await run(op, 'space');
          else {
            await run(op, 'visible');
            await run(op, 'hidden');
          }
        }
        // Moderation above may have changed what the next caller sees: back to the starting state.
        await q.s.api('DELETE', `/api/questions/${visible._id}/hidden`, {
          token: q.world.admin.token,
        });
        await q.s.api('PUT', `/api/questions/${hidden._id}/hidden`, { token: q.world.admin.token });
      }
      expect(seen).toEqual([]);
      expect(leaks).toEqual([]);
    });

    it('names the anonymous asker to staff and to the asker, never to a peer', async () => {
      const read = async (user: TestUser) =>
        (await q.s.api('GET', `/api/questions/${visible._id}`, { token: user.token })).body.question
          .author;
      expect((await read(a.mentor))?._id).toBe(a.students[0]!.id);
      expect((await read(q.world.admin))?._id).toBe(a.students[0]!.id);
      expect((await read(a.students[0]!))?._id).toBe(a.students[0]!.id);
      expect(await read(a.students[1]!)).toBeNull();
    });

    it('lists, suggests and counts the hidden question for staff only', async () => {
      const ids = async (user: TestUser, path: string) =>
        JSON.stringify((await q.s.api('GET', path, { token: user.token })).body);
      expect(await ids(a.mentor, space())).toContain(hidden._id);
      expect(await ids(a.students[1]!, space())).not.toContain(hidden._id);
      const similar = `${space()}/similar?title=${encodeURIComponent(secretTitle)}`;
      expect(await ids(a.students[0]!, similar)).not.toContain(hidden._id);
    });
  });
}
