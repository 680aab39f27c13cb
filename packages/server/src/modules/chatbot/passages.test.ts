// The passage index and cited answers: passages are cut at block boundaries, kept current
// by the content writes themselves, searched only where the caller may read, and an LLM may only
// rephrase them with the same links.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passages } from '../../db/schema/index';
import { richTextBlocks } from '../../lib/html';
import { testDatabases, useServer, type TestUser } from '../../testing/server';
import { cutPassages, isDevanagari, quote } from './passages';
import { ChatbotService, linksIn } from './service';

/** A paragraph of `n` words about nothing in particular, so only the planted words match. */
const filler = (n: number, seed: string) =>
  Array.from({ length: n }, (_, i) => `${seed}${String.fromCharCode(97 + (i % 26))}`).join(' ');

describe('passage cutting', () => {
  it('cuts at blocks into 120–250-word passages that start at their block', () => {
    const blocks = richTextBlocks(
      [
        '# Heading',
        '',
        filler(60, 'aa'),
        '',
        filler(70, 'bb'),
        '',
        filler(300, 'cc'),
        '',
        'Tail words.',
      ].join('\n'),
    );
    expect(blocks).toHaveLength(5);
    const cut = cutPassages(blocks);
    // heading + 60 + 70 → first passage (≥ 120) from block 0; the 300-word block split in two from
    // block 3; the short tail joins the passage before it.
    expect(cut.map((c) => c.paragraph)).toEqual([0, 3, 3]);
    for (const c of cut) {
      const n = c.body.split(' ').length;
      expect(n).toBeGreaterThanOrEqual(120);
      expect(n).toBeLessThanOrEqual(250);
    }
    expect(cut[2]!.body.endsWith('\nTail words.')).toBe(true);
  });

  it('drops a block the sanitiser removes, so block numbers match the rendered page', () => {
    expect(richTextBlocks('First.\n\n<script>alert(1)</script>\n\nSecond.')).toEqual([
      'First.',
      'Second.',
    ]);
  });

  it('quotes the sentence that matches the question and marks its words', () => {
    const q = quote(
      'Flexbox lays out items. An item with flex: 1 grows to take the free space. Use gap.',
      ['grow', 'free', 'space'],
    );
    expect(q.text.startsWith('An item with flex: 1 grows')).toBe(true);
    expect(q.highlights).toEqual(expect.arrayContaining(['grows', 'free', 'space']));
    expect(isDevanagari('अपना परिचय कैसे दें')).toBe(true);
    expect(isDevanagari('Hello world')).toBe(false);
  });

  it('finds the links a model wrote', () => {
    expect(
      linksIn('See (/courses/a/lessons/b#p-2), or https://x.test/y. Not 24/7 or and/or.'),
    ).toEqual(['/courses/a/lessons/b#p-2', 'https://x.test/y']);
  });
});

for (const db of testDatabases()) {
  describe(`cited passages [${db}]`, () => {
    let clock = Date.parse('2030-05-01T05:00:00Z');
    const s = useServer(db, { now: () => new Date((clock += 3_100)) });

    const ask = async (u: TestUser, message: string) => {
      const res = await s.api('POST', '/api/chatbot/chat', { token: u.token, body: { message } });
      expect(res.status).toBe(200);
      return res.body;
    };

    const lesson = (content: string) => ({
      title: 'Scheduling on a cluster',
      type: 'article',
      durationMinutes: 10,
      content,
    });

    async function course(inst: TestUser, content: string) {
      const res = await s.api('POST', '/api/courses', {
        token: inst.token,
        body: {
          title: 'Containers in production',
          description: 'Running containers.',
          category: 'Cloud',
          level: 'beginner',
          price: 0,
          status: 'published',
          modules: [{ title: 'Basics', lessons: [lesson(content)] }],
        },
      });
      expect(res.status).toBe(201);
      return res.body;
    }

    it('searches a lesson only for those who may read it, links to its paragraph, and follows edits at once', async () => {
      const inst = await s.user('instructor');
      const student = await s.user('student');
      const admin = await s.user('admin');
      const content = [
        filler(130, 'qq'),
        '',
        filler(130, 'rr'),
        '',
        `The kubelet evicts pods when the node runs out of memory. Set resource requests and limits on every container so the scheduler places pods on nodes with room for them. ${filler(120, 'ss')}`,
      ].join('\n');
      const c = await course(inst, content);
      const lessonId = c.modules[0].lessons[0]._id as string;
      const question = 'why does the kubelet evict pods?';

      // Not enrolled, not a preview: the student cannot read the lesson, so it is not found.
      expect((await ask(student, question)).intent).not.toBe('passage');
      // Its instructor and an admin can.
      for (const u of [inst, admin]) {
        const mine = await ask(u, question);
        expect(mine.intent).toBe('passage');
      }

      expect(
        (await s.api('POST', `/api/courses/${c._id}/enroll`, { token: student.token })).status,
      ).toBeLessThan(300);
      const reply = await ask(student, question);
      expect(reply.intent).toBe('passage');
      expect(reply.response).toContain('The kubelet evicts pods');
      expect(reply.response).toContain('“Scheduling on a cluster”');
      // Two 130-word paragraphs make the first passage; the third block starts the second.
      expect(reply.searchResults[0]).toMatchObject({
        kind: 'lesson',
        url: `/courses/${c._id}/lessons/${lessonId}#p-2`,
      });
      expect(reply.searchResults[0].highlights).toEqual(
        expect.arrayContaining(['kubelet', 'evicts', 'pods']),
      );
      expect(reply.searchResults.length).toBeLessThanOrEqual(3);
      expect(reply.suggestions[0]).toMatchObject({
        text: 'Open the lesson',
        url: `/courses/${c._id}/lessons/${lessonId}#p-2`,
      });

      // The instructor edits the lesson: the new text answers, the old no longer does.
      const edit = await s.api('PATCH', `/api/courses/${c._id}`, {
        token: inst.token,
        body: {
          modules: [
            {
              _id: c.modules[0]._id,
              title: 'Basics',
              lessons: [
                {
                  ...lesson('A daemonset runs one replica on every node, such as a log shipper.'),
                  _id: lessonId,
                },
              ],
            },
          ],
        },
      });
      expect(edit.status).toBe(200);
      expect((await ask(student, question)).intent).not.toBe('passage');
      const edited = await ask(student, 'what does a daemonset run on every node?');
      expect(edited.intent).toBe('passage');
      expect(edited.searchResults[0].url).toBe(`/courses/${c._id}/lessons/${lessonId}#p-0`);
    });

    it('searches a Skill_Up module once its e-book is published, and re-cuts it when edited', async () => {
      const admin = await s.user('admin');
      const student = await s.user('student');
      const book = await s.api('POST', '/api/ebookcourses', {
        token: admin.token,
        body: { title: 'Networking notes', description: 'Notes.', category: 'Networks' },
      });
      expect(book.status).toBe(201);
      const added = await s.api('POST', `/api/ebookcourses/${book.body._id}/modules`, {
        token: admin.token,
        body: {
          title: 'Subnets',
          content:
            '<h2>Subnets</h2><p>A subnet mask splits an address into network bits and host bits.</p>',
        },
      });
      expect(added.status).toBe(201);
      const question = 'what does a subnet mask split?';
      expect((await ask(student, question)).intent).not.toBe('passage');
      expect((await ask(admin, question)).intent).toBe('passage');

      await s.api('PATCH', `/api/ebookcourses/${book.body._id}`, {
        token: admin.token,
        body: { published: true },
      });
      const reply = await ask(student, question);
      expect(reply.intent).toBe('passage');
      expect(reply.response).toContain('Skill_Up module “Subnets”');
      expect(reply.searchResults[0]).toMatchObject({
        kind: 'ebook_module',
        url: `/ebookstudent/${book.body._id}/${added.body._id}#p-0`,
      });

      const edited = await s.api(
        'PATCH',
        `/api/ebookcourses/${book.body._id}/modules/${added.body._id}`,
        {
          token: admin.token,
          body: {
            content: '<p>Intro.</p><p>इंटरव्यू में अपना परिचय दो मिनट में दें और आत्मविश्वास से बोलें।</p>',
          },
        },
      );
      expect(edited.status).toBe(200);
      expect((await ask(student, question)).intent).not.toBe('passage');
      const rows = await s.campus.ctx.db
        .select({ lang: passages.lang })
        .from(passages)
        .where(eq(passages.ebookModuleId, added.body._id));
      // `hindi` where the database has that configuration (PGlite), else `simple`.
      expect(rows.map((r) => r.lang)).toEqual([expect.stringMatching(/^(hindi|simple)$/)]);
      const hindi = await ask(student, 'परिचय कितने मिनट में दें?');
      expect(hindi.intent).toBe('passage');
      expect(hindi.response).toContain('परिचय');
    });

    it('says what is on', async () => {
      const student = await s.user('student');
      const res = await s.api('GET', '/api/chatbot/capabilities', { token: student.token });
      expect(res.status).toBe(200);
      expect(res.body.passages.enabled).toBe(true);
      expect(res.body.passages.count).toBeGreaterThan(0);
      expect(res.body.personalIntents).toContain('pending_amount');
      expect(res.body.personalIntents).not.toContain('review_queue');
      expect(res.body.llm).toEqual({ configured: false });
    });

    it('lets a model rephrase a cited answer only with the retrieved links, and says when it fails', async () => {
      const inst = await s.user('instructor');
      const c = await course(
        inst,
        'A readiness probe tells the load balancer when a container may receive traffic.',
      );
      const cited = `/courses/${c._id}/lessons/${c.modules[0].lessons[0]._id}#p-0`;
      let mode: 'good' | 'bad' | 'error' = 'good';
      const fake: Server = createServer((req, res) => {
        req.resume();
        req.on('end', () => {
          if (mode === 'error') {
            res.statusCode = 503;
            res.end('down');
            return;
          }
          const link = mode === 'good' ? cited : '/courses/somewhere-else';
          res.setHeader('content-type', 'application/json');
          res.end(
            JSON.stringify({
              choices: [
                {
                  message: { content: `A readiness probe gates traffic to a container (${link}).` },
                },
              ],
            }),
          );
        });
      });
      await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
      const port = (fake.address() as AddressInfo).port;
      const ctx = s.campus.ctx;
      const svc = new ChatbotService({
        ...ctx,
        config: {
          ...ctx.config,
          llm: { url: `http://127.0.0.1:${port}/v1`, apiKey: undefined, model: 'm' },
        },
      });
      const who = {
        id: inst.id,
        role: 'instructor' as const,
        name: inst.row.name,
        email: inst.email,
        tokenVersion: 0,
      };
      const question = 'what does a readiness probe tell the load balancer?';
      try {
        const good = await svc.chat(who, { message: question });
        expect(good.intent).toBe('passage');
        expect(good.response).toBe(`A readiness probe gates traffic to a container (${cited}).`);
        expect(good.searchResults[0]!.url).toBe(cited);

        mode = 'bad';
        const bad = await svc.chat(who, { message: question });
        expect(bad.response).toMatch(/^From the lesson “Scheduling on a cluster”/);
        expect(bad.response).not.toContain('somewhere-else');
        expect(bad.searchResults[0]!.url).toBe(cited);

        mode = 'error';
        const failed = await svc.chat(who, { message: question });
        expect(failed.response).toMatch(/^From the lesson “Scheduling on a cluster”/);
        expect(failed.response).toContain(
          'The language model could not phrase this answer — it answered HTTP 503',
        );
      } finally {
        await new Promise((r) => fake.close(r));
      }
      const caps = await svc.capabilities(who);
      expect(caps.llm).toEqual({ configured: true });
    });
  });
}
