// Lessons keep their shape (spec §7 "Courses and ebook courses"): lesson and e-book text
// is Markdown, served rendered and sanitised; editors get the source back and a preview from the same
// rule; a visitor reads a free-preview lesson and nothing else.
import { describe, expect, it } from 'vitest';
import { testDatabases, useServer } from '../../testing/server';
import { curriculumInput, makeCourse } from '../../testing/courses';

const MARKDOWN = [
  '## Operators',
  'An **operator** combines values.',
  '',
  '- plus',
  '- minus',
  '',
  '```',
  'const sum = 1 + 2;',
  '```',
  '',
  '<img src="x" onerror="steal()"><script>alert(1)</script>',
].join('\n');

for (const db of testDatabases()) {
  describe(`courses: lesson content [${db}]`, () => {
    const s = useServer(db);

    it('stores Markdown as written and serves it rendered and sanitised; the editor gets the source', async () => {
      const inst = await s.user('instructor');
      const student = await s.user('student');
      const modules = curriculumInput();
      modules[0]!.lessons[1]!.content = MARKDOWN;
      const course = await makeCourse(s, inst.token, { price: 0, modules });

      const edited = course.modules[0].lessons[1];
      expect(edited.markdown).toBe(MARKDOWN);
      await s.api('POST', `/api/courses/${course._id}/enroll`, { token: student.token });
      const learner = (await s.api('GET', `/api/courses/${course._id}`, { token: student.token }))
        .body.modules[0].lessons[1];
      expect(learner.markdown).toBeUndefined();
      expect(learner.content).toContain('<h2>Operators</h2>');
      expect(learner.content).toContain('<ul>\n<li>plus</li>\n<li>minus</li>\n</ul>');
      expect(learner.content).toContain('<pre><code>const sum = 1 + 2;\n</code></pre>');
      expect(learner.content).not.toMatch(/<script|onerror|alert/);
    });

    it('lets a visitor read a free-preview lesson, never a paid one', async () => {
      const inst = await s.user('instructor');
      const course = await makeCourse(s, inst.token);
      expect(course.price).toBeGreaterThan(0);
      const anon = await s.api('GET', `/api/courses/${course._id}`);
      expect(anon.status).toBe(200);
      const [preview, paid] = anon.body.modules[0].lessons;
      expect(preview).toMatchObject({ preview: true, content: '<p>Notes</p>' });
      expect(preview.videoUrl).toBe('https://www.youtube.com/embed/intro');
      expect(preview.markdown).toBeUndefined();
      expect(paid.preview).toBe(false);
      expect(paid.content).toBeUndefined();
      expect(paid.videoUrl).toBeUndefined();
      expect(anon.body.modules[1].lessons[0].content).toBeUndefined();
    });

    it('previews Markdown for authors with the readers’ rendering; students may not call it', async () => {
      const inst = await s.user('instructor');
      const student = await s.user('student');
      const res = await s.api('POST', '/api/rich-text/preview', {
        token: inst.token,
        body: { markdown: MARKDOWN },
      });
      expect(res.status).toBe(200);
      expect(res.body.html).toContain('<h2>Operators</h2>');
      expect(res.body.html).not.toMatch(/<script|onerror/);
      const course = await makeCourse(s, inst.token, {
        modules: [{ title: 'M', lessons: [{ title: 'L', type: 'article', content: MARKDOWN }] }],
      });
      expect(course.modules[0].lessons[0].content).toBe(res.body.html);
      expect(
        (
          await s.api('POST', '/api/rich-text/preview', {
            token: student.token,
            body: { markdown: '# x' },
          })
        ).status,
      ).toBe(403);
      expect(
        (await s.api('POST', '/api/rich-text/preview', { body: { markdown: '# x' } })).status,
      ).toBe(401);
    });

    it('counts a lesson whose text is only unsafe markup as having no content', async () => {
      const inst = await s.user('instructor');
      const res = await s.api('POST', '/api/courses', {
        token: inst.token,
        body: {
          title: 'Unsafe only',
          description: 'x',
          category: 'Data',
          level: 'beginner',
          price: 0,
          status: 'published',
          modules: [
            {
              title: 'M',
              lessons: [{ title: 'L', type: 'article', content: '<script>alert(1)</script>' }],
            },
          ],
        },
      });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain('Content is required for');
    });

    it('serves e-book modules rendered from Markdown, with the source for admins only', async () => {
      const admin = await s.user('admin');
      const book = (
        await s.api('POST', '/api/ebookcourses', {
          token: admin.token,
          body: { title: 'Markdown book', category: 'Tools' },
        })
      ).body;
      const added = await s.api('POST', `/api/ebookcourses/${book._id}/modules`, {
        token: admin.token,
        body: { title: 'One', content: MARKDOWN },
      });
      expect(added.status).toBe(201);
      expect(added.body.markdown).toBe(MARKDOWN);
      expect(added.body.content).toContain('<h2>Operators</h2>');
      expect(added.body.content).not.toMatch(/<script|onerror/);
      await s.api('PATCH', `/api/ebookcourses/${book._id}`, {
        token: admin.token,
        body: { published: true },
      });
      const read = await s.api('GET', `/api/ebookcourses/${book._id}/modules/${added.body._id}`);
      expect(read.body.content).toBe(added.body.content);
      expect(read.body.markdown).toBeUndefined();
    });
  });
}
