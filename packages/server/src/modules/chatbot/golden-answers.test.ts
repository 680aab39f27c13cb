/* eslint-disable @typescript-eslint/no-explicit-any -- replies are asserted field by field */
// The assistant's golden set, asked against the real server on PGlite with the demo world:
// golden/own-data.json (questions about the asker's own data, with the intent expected and the facts
// the answer must state), golden/passages.json (questions a lesson or Skill_Up module answers, with the
// source the reply must cite) and golden/not-found.json (questions Campus cannot answer). The facts are
// computed from the seeded rows (golden-testbed.ts), so a wrong answer fails.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courseLessons, ebookModules, enrollments } from '../../db/schema/index';
import ownData from './golden/own-data.json';
import notFound from './golden/not-found.json';
import passageQuestions from './golden/passages.json';
import {
  type Login,
  DEFAULT_ZONE,
  NOT_FOUND,
  type Golden,
  useGoldenServer,
} from './golden-testbed';

describe('support assistant golden set [pglite]', () => {
  const { people, ask, db, mentorOf, factsOf } = useGoldenServer();

  it('answers ≥ 90 % of the own-data questions with the right intent, facts and actions', async () => {
    const golden = ownData.questions as Golden[];
    expect(golden.length).toBeGreaterThanOrEqual(35);
    expect(new Set(golden.map((g) => g.as))).toEqual(new Set(['student', 'mentor', 'admin']));
    const misses: string[] = [];
    for (const g of golden) {
      const tz = g.timezone ?? DEFAULT_ZONE;
      const u = people[g.as];
      const reply = await ask(g.as, g.question, tz);
      const expected = (await Promise.all(g.facts.map((f) => factsOf(f, u, tz)))).flat();
      const mentorId = u.role === 'student' ? (await mentorOf(u)).id : '';
      const urls = reply.suggestions.map((x: any) => x.url);
      const problems = [
        reply.intent !== g.intent && `intent ${reply.intent}`,
        ...expected.filter((f) => !reply.response.includes(f)).map((f) => `missing “${f}”`),
        ...(g.actions ?? [])
          .map((a) => a.replace('{mentorId}', mentorId))
          .filter((a) => !urls.includes(a))
          .map((a) => `no action ${a}`),
        reply.suggestions.length > 3 && 'more than three actions',
        reply.searchResults.length > 3 && 'more than three sources',
        /\bIST\b/.test(reply.response) && tz !== DEFAULT_ZONE && 'IST for a viewer elsewhere',
      ].filter(Boolean);
      if (problems.length)
        misses.push(`[${g.as}] ${g.question} → ${problems.join(', ')} :: ${reply.response}`);
    }
    const right = golden.length - misses.length;
    console.info(
      `golden own-data: ${right}/${golden.length} right (${Math.round((100 * right) / golden.length)} %)` +
        (misses.length ? `\n  ${misses.join('\n  ')}` : ''),
    );
    expect(right / golden.length, misses.join('\n')).toBeGreaterThanOrEqual(0.9);
  });

  it('answers ≥ 90 % of the passage questions by quoting the lesson or module and linking to it', async () => {
    const golden = passageQuestions.questions as Array<{
      as: Login;
      question: string;
      source: { kind: 'lesson' | 'ebook_module'; title: string };
      facts: string[];
    }>;
    expect(golden.length).toBeGreaterThanOrEqual(15);
    const total = ownData.questions.length + golden.length + notFound.questions.length;
    expect(total).toBeGreaterThanOrEqual(60);
    /** Where the source opens, without its paragraph: the lesson page or the module in the reader. */
    const placeOf = async (src: { kind: string; title: string }) => {
      if (src.kind === 'lesson') {
        const [l] = await db()
          .select()
          .from(courseLessons)
          .where(eq(courseLessons.title, src.title));
        return `/courses/${l!.courseId}/lessons/${l!.id}#p-`;
      }
      const [m] = await db().select().from(ebookModules).where(eq(ebookModules.title, src.title));
      return `/ebookstudent/${m!.ebookCourseId}/${m!.id}#p-`;
    };
    const misses: string[] = [];
    for (const g of golden) {
      const reply = await ask(g.as, g.question);
      const place = await placeOf(g.source);
      const cited = reply.searchResults.find((r: any) => r.url.startsWith(place));
      const problems = [
        reply.intent !== 'passage' && `intent ${reply.intent}`,
        !cited && `does not cite “${g.source.title}”`,
        cited && !/#p-\d+$/.test(cited.url) && 'no paragraph',
        cited && cited.kind !== g.source.kind && `kind ${cited.kind}`,
        (reply.searchResults.length < 1 || reply.searchResults.length > 3) &&
          `${reply.searchResults.length} sources`,
        reply.suggestions.length > 3 && 'more than three actions',
        ...g.facts.filter((f) => !reply.response.includes(f)).map((f) => `missing “${f}”`),
      ].filter(Boolean);
      if (problems.length)
        misses.push(`${g.question} → ${problems.join(', ')} :: ${reply.response}`);
    }
    const right = golden.length - misses.length;
    console.info(
      `golden passages: ${right}/${golden.length} right (${Math.round((100 * right) / golden.length)} %)` +
        (misses.length ? `\n  ${misses.join('\n  ')}` : ''),
    );
    expect(right / golden.length, misses.join('\n')).toBeGreaterThanOrEqual(0.9);
  });

  it('says the fixed "not found" sentence with Ask your mentor on ≥ 95 % of what Campus cannot answer', async () => {
    const questions = notFound.questions;
    expect(questions.length).toBeGreaterThanOrEqual(10);
    const mentor = await mentorOf(people.student);
    const misses: string[] = [];
    for (const q of questions) {
      const reply = await ask('student', q);
      const askMentor = reply.suggestions.find((x: any) => x.text === 'Ask your mentor');
      const ok =
        reply.response === NOT_FOUND &&
        reply.intent === 'not_found' &&
        askMentor?.action === 'redirect' &&
        askMentor.url === `/messages/${mentor.id}?draft=${encodeURIComponent(q)}`;
      if (!ok) misses.push(`${q} → ${reply.intent}: ${reply.response}`);
    }
    const right = questions.length - misses.length;
    console.info(
      `golden not-found: ${right}/${questions.length} (${Math.round((100 * right) / questions.length)} %)` +
        (misses.length ? `\n  ${misses.join('\n  ')}` : ''),
    );
    expect(right / questions.length, misses.join('\n')).toBeGreaterThanOrEqual(0.95);
  });

  it('asks which was meant when two intents are about as likely, and the chosen one answers', async () => {
    // "anything pending" is a pending amount or pending tasks: both are offered instead of a guess.
    const reply = await ask('student', 'anything pending');
    expect(reply.intent).toBe('clarify');
    expect(reply.suggestions).toHaveLength(2);
    expect(reply.suggestions.every((x: any) => x.action === 'suggest')).toBe(true);
    const answered = [];
    for (const choice of reply.suggestions)
      answered.push((await ask('student', choice.text)).intent);
    expect(new Set(answered)).toEqual(new Set(['pending_amount', 'my_tasks']));
  });

  it('offers to continue a course still in progress, never one already finished', async () => {
    const mine = await db()
      .select({ id: enrollments.courseId, progress: enrollments.progress })
      .from(enrollments)
      .where(eq(enrollments.studentId, people.student.id));
    const done = mine.filter((e) => e.progress === 100);
    expect(done.length).toBeGreaterThan(0);
    // The finished course is the one opened last, so it comes first in the answer.
    await db()
      .update(enrollments)
      .set({ lastAccessedAt: new Date(Date.now() - 86_400_000) })
      .where(eq(enrollments.studentId, people.student.id));
    await db()
      .update(enrollments)
      .set({ lastAccessedAt: new Date(Date.now() + 60_000) })
      .where(
        and(eq(enrollments.studentId, people.student.id), eq(enrollments.courseId, done[0]!.id)),
      );
    const finished = done.map((e) => `/student/learning/${e.id}`);
    const reply = await ask('student', 'what is my progress?');
    const cont = reply.suggestions.find((x: any) => x.text.startsWith('Continue'));
    expect(cont).toBeDefined();
    expect(finished).not.toContain(cont.url);
  });
});
