import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  chatbotMessages,
  chatbotSessions,
  courses,
  taskAssignees,
  tasks,
} from '../../db/schema/index';
import { testDatabases, useServer, type TestUser } from '../../testing/server';
import { ChatbotService } from './service';

for (const db of testDatabases()) {
  describe(`support assistant [${db}]`, () => {
    let clock = Date.parse('2030-05-01T05:00:00Z');
    const s = useServer(db, { now: () => new Date(clock) });
    let instructor: TestUser;
    beforeAll(async () => {
      instructor = await s.user('instructor');
    });

    const ask = (u: TestUser, message: string, extra: Record<string, unknown> = {}) =>
      s.api('POST', '/api/chatbot/chat', { token: u.token, body: { message, ...extra } });

    async function task(mentor: TestUser, student: TestUser, title: string) {
      const { db: d } = s.campus.ctx;
      const [t] = await d
        .insert(tasks)
        .values({
          title,
          description: 'Deliver it as a GitHub repository link.',
          dueDate: new Date(clock + 3 * 86_400_000),
          timezone: 'Asia/Kolkata',
          mentorId: mentor.id,
        })
        .returning();
      await d.insert(taskAssignees).values({ taskId: t!.id, studentId: student.id });
      return t!;
    }

    it('answers how-to questions from the help FAQ, with suggestions and a new session', async () => {
      const u = await s.user('student');
      const res = await ask(u, 'How do I join a live class?', { userId: u.id });
      expect(res.status).toBe(200);
      expect(res.body.response).toMatch(/10 minutes before/);
      expect(res.body.searchResults[0]).toMatchObject({ kind: 'faq', url: '/live-class' });
      expect(res.body.sessionId).toBeTypeOf('string');
      expect(res.body.suggestions.length).toBeGreaterThan(0);
      expect(
        res.body.suggestions.find((x: { url?: string }) => x.url === '/dashboard'),
      ).toMatchObject({ action: 'redirect' });
      const pay = await ask(u, 'my payment failed but money got debited');
      expect(pay.body.response).toMatch(/transaction id/);
      expect(pay.body.suggestions.map((x: { url?: string }) => x.url)).toContain('/support');
      const deact = await ask(u, 'account deactivated what to do');
      expect(deact.body.response).toMatch(/administrator/);
      const skill = await ask(u, 'what is Skill_Up?');
      expect(skill.body.searchResults.map((r: { url: string }) => r.url)).toContain(
        '/ebookstudent',
      );
      expect(skill.body.suggestions.map((x: { url?: string }) => x.url)).toContain('/ebookstudent');
      const hi = await ask(u, 'hello');
      expect(hi.body.response).toMatch(/^Hi /);
      const nothing = await ask(u, 'qwxz blorptangle');
      expect(nothing.body.response).toMatch(/couldn't find/);
      expect(nothing.body.suggestions.map((x: { url?: string }) => x.url)).toContain('/support');
      expect((await ask(u, '   ')).status).toBe(400);
    });

    it('finds published courses and listed mentors, never drafts', async () => {
      const u = await s.user('student');
      const { db: d } = s.campus.ctx;
      const [pub] = await d
        .insert(courses)
        .values({
          title: 'Mastering PostgreSQL Indexes',
          description: 'B-tree, GIN and BRIN indexes in practice.',
          category: 'databases',
          level: 'intermediate',
          price: 1499,
          status: 'published',
          instructorId: instructor.id,
          publishedAt: new Date(clock),
        })
        .returning();
      await d.insert(courses).values({
        title: 'Secret PostgreSQL Draft',
        description: 'unreleased',
        category: 'databases',
        level: 'advanced',
        status: 'draft',
        instructorId: instructor.id,
      });
      const admin = await s.user('admin');
      await s.api('POST', '/api/mentors', {
        token: admin.token,
        body: {
          name: 'Farah Qureshi',
          email: 'farah.q@campus.test',
          headline: 'PostgreSQL performance consultant',
          expertise: ['PostgreSQL'],
          listed: true,
        },
      });
      await s.api('POST', '/api/mentors', {
        token: admin.token,
        body: {
          name: 'Hidden Postgres Guru',
          email: 'hidden.pg@campus.test',
          headline: 'PostgreSQL DBA',
          expertise: ['PostgreSQL'],
        },
      });
      const res = await ask(u, 'postgresql indexes');
      const titles = res.body.searchResults.map((r: { title: string }) => r.title);
      expect(titles).toContain('Mastering PostgreSQL Indexes');
      expect(res.body.searchResults.find((r: { kind: string }) => r.kind === 'course').url).toBe(
        `/courses/${pub!.id}`,
      );
      expect(res.body.response).toContain('Mastering PostgreSQL Indexes');
      const mentors = await ask(u, 'postgresql mentor');
      expect(mentors.body.searchResults.map((r: { title: string }) => r.title)).toContain(
        'Farah Qureshi',
      );
      const all = JSON.stringify([res.body, mentors.body]);
      expect(all).not.toContain('Secret PostgreSQL Draft');
      expect(all).not.toContain('Hidden Postgres Guru');
    });

    it('shows a student only their own tasks', async () => {
      const mentor = await s.user('mentor');
      const [a, b] = [await s.user('student'), await s.user('student')];
      await task(mentor, a, 'Build a Razorpay checkout clone');
      await task(mentor, b, 'Zomato delivery dashboard analysis');
      const mine = await ask(a, 'what are my pending tasks?');
      const text = JSON.stringify(mine.body);
      expect(text).toContain('Razorpay checkout clone');
      expect(text).not.toContain('Zomato');
      const source = mine.body.searchResults.find((r: { kind: string }) => r.kind === 'task');
      expect(source.url).toMatch(/^\/student-dashboard\/tasks\/[0-9a-f-]{36}$/);
      const probe = await ask(a, 'zomato delivery dashboard analysis task');
      expect(JSON.stringify(probe.body)).not.toMatch(/Zomato delivery dashboard analysis/);
      const mentorView = await ask(mentor, 'zomato task');
      expect(JSON.stringify(mentorView.body)).toContain('Zomato delivery dashboard analysis');
      const none = await s.user('student');
      expect((await ask(none, 'my tasks')).body.response).toMatch(/no open tasks/);
    });

    it('keeps sessions and history per user; userId in the body is ignored', async () => {
      const [u, other] = [await s.user('student'), await s.user('student')];
      const first = await ask(u, 'How do I change my password?', { userId: other.id });
      const sid = first.body.sessionId;
      await ask(u, 'and my profile picture?', { sessionId: sid });
      expect((await ask(other, 'hi', { sessionId: sid })).status).toBe(404);
      expect(
        (await s.api('GET', `/api/chatbot/history?sessionId=${sid}`, { token: other.token }))
          .status,
      ).toBe(404);
      expect(
        (await s.api('GET', '/api/chatbot/history', { token: other.token })).body,
      ).toMatchObject({ items: [], nextCursor: null });

      const hist = await s.api('GET', '/api/chatbot/history', { token: u.token });
      expect(hist.body.sessionId).toBe(sid);
      expect(hist.body.items.map((m: { sender: string }) => m.sender)).toEqual([
        'user',
        'bot',
        'user',
        'bot',
      ]);
      expect(hist.body.items[0].text).toBe('How do I change my password?');
      expect(hist.body.items[1].suggestions.length).toBeGreaterThan(0);
      // Pages count back from the newest message by cursor; each page is oldest first.
      const page1 = await s.api('GET', `/api/chatbot/history?sessionId=${sid}&pageSize=3`, {
        token: u.token,
      });
      expect(page1.body.items.map((m: { sender: string }) => m.sender)).toEqual([
        'bot',
        'user',
        'bot',
      ]);
      expect(page1.body.nextCursor).toEqual(expect.any(String));
      const page2 = await s.api(
        'GET',
        `/api/chatbot/history?sessionId=${sid}&pageSize=3&cursor=${page1.body.nextCursor}`,
        { token: u.token },
      );
      expect(page2.body.items.map((m: { text: string }) => m.text)).toEqual([
        'How do I change my password?',
      ]);
      expect(page2.body.nextCursor).toBeNull();
      // A cursor is bound to its list and session: elsewhere, or malformed, it is a 400.
      const otherSession = (await ask(u, 'Another thing entirely')).body.sessionId;
      for (const query of [
        `sessionId=${otherSession}&cursor=${page1.body.nextCursor}`,
        `sessionId=${sid}&cursor=not-a-cursor`,
      ])
        expect(
          (await s.api('GET', `/api/chatbot/history?${query}`, { token: u.token })).status,
        ).toBe(400);
      await s.api('DELETE', `/api/chatbot/sessions/${otherSession}`, { token: u.token });

      const second = await ask(u, 'Fresh question about courses');
      expect(second.body.sessionId).not.toBe(sid);
      const sessions = await s.api('GET', '/api/chatbot/sessions', { token: u.token });
      expect(sessions.body.items.map((x: { title: string }) => x.title).sort()).toEqual([
        'Fresh question about courses',
        'How do I change my password?',
      ]);
      expect(sessions.body.nextCursor).toBeNull();
      // One a page: each session once, most recently active first, then no more.
      const first1 = await s.api('GET', '/api/chatbot/sessions?pageSize=1', { token: u.token });
      const next1 = await s.api(
        'GET',
        `/api/chatbot/sessions?pageSize=1&cursor=${first1.body.nextCursor}`,
        { token: u.token },
      );
      const walked = [first1.body.items[0], next1.body.items[0]];
      expect(walked.map((x) => x.sessionId).sort()).toEqual(
        sessions.body.items.map((x: { sessionId: string }) => x.sessionId).sort(),
      );
      expect(walked[0].lastMessageAt >= walked[1].lastMessageAt).toBe(true);
      expect(next1.body.nextCursor).toBeNull();
      expect(
        (await s.api('GET', '/api/chatbot/sessions?cursor=%7Bbad', { token: u.token })).status,
      ).toBe(400);
      expect(
        sessions.body.items.find((x: { sessionId: string }) => x.sessionId === sid).messageCount,
      ).toBe(4);
      expect(
        (await s.api('GET', '/api/chatbot/sessions', { token: other.token })).body.items,
      ).toEqual([]);
      expect(
        (await s.api('DELETE', `/api/chatbot/sessions/${sid}`, { token: other.token })).status,
      ).toBe(404);
      expect(
        (await s.api('DELETE', `/api/chatbot/sessions/${sid}`, { token: u.token })).status,
      ).toBe(204);
      expect(
        (await s.api('GET', `/api/chatbot/history?sessionId=${sid}`, { token: u.token })).status,
      ).toBe(404);
    });

    it('limits each user to 20 messages a minute and 300 a day', async () => {
      const u = await s.user('student');
      const other = await s.user('student');
      for (let i = 0; i < 20; i++) expect((await ask(u, `help ${i}`)).status).toBe(200);
      const limited = await ask(u, 'one more');
      expect(limited.status).toBe(429);
      expect(limited.body.retryAfter).toBe(1);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await ask(other, 'unaffected')).status).toBe(200);
      clock += 61_000;
      expect((await ask(u, 'again')).status).toBe(200);

      // 300 a day: fill the day with earlier questions.
      const heavy = await s.user('student');
      const { db: d } = s.campus.ctx;
      const [session] = await d
        .insert(chatbotSessions)
        .values({ userId: heavy.id, title: 'busy day' })
        .returning();
      await d.insert(chatbotMessages).values(
        Array.from({ length: 300 }, (_, i) => ({
          sessionId: session!.id,
          userId: heavy.id,
          sender: 'user' as const,
          text: `q${i}`,
          createdAt: new Date(clock - 3_600_000 * 5 + i * 1000),
        })),
      );
      const day = await ask(heavy, 'still there?');
      expect(day.status).toBe(429);
      expect(day.body.retryAfter).toBeGreaterThan(60);
    });

    it('phrases with a configured model and falls back when it fails', async () => {
      const u = await s.user('student');
      const calls: unknown[] = [];
      const fake: Server = createServer((req, res) => {
        let body = '';
        req.on('data', (c) => (body += c));
        req.on('end', () => {
          calls.push(JSON.parse(body));
          res.setHeader('content-type', 'application/json');
          res.end(
            JSON.stringify({
              choices: [
                { message: { content: 'Open Live Class ten minutes early and press Join.' } },
              ],
            }),
          );
        });
      });
      await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
      const port = (fake.address() as AddressInfo).port;
      const ctx = s.campus.ctx;
      try {
        const withLlm = new ChatbotService({
          ...ctx,
          config: {
            ...ctx.config,
            llm: { url: `http://127.0.0.1:${port}/v1`, apiKey: 'k', model: 'm' },
          },
        });
        const phrased = await withLlm.chat(
          { id: u.id, role: 'student', name: u.row.name, email: u.email, tokenVersion: 0 },
          { message: 'How do I join a live class?' },
        );
        expect(phrased.response).toBe('Open Live Class ten minutes early and press Join.');
        expect(JSON.stringify(calls[0])).toContain('10 minutes before');
      } finally {
        await new Promise((r) => fake.close(r));
      }
      const broken = new ChatbotService({
        ...ctx,
        config: {
          ...ctx.config,
          llm: { url: `http://127.0.0.1:${port}/v1`, apiKey: undefined, model: 'm' },
        },
      });
      const fallback = await broken.chat(
        { id: u.id, role: 'student', name: u.row.name, email: u.email, tokenVersion: 0 },
        { message: 'How do I join a live class?' },
      );
      expect(fallback.response).toMatch(/10 minutes before/);
    });
  });
}
