/* eslint-disable @typescript-eslint/no-explicit-any -- test responses are asserted field by field */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, testDatabases, uniqueEmail, type TestServer } from '../../testing/server';

const SPEC_PAGES = [
  'generative-ai-leader',
  'fullstack-web-engineer',
  'data-engineer',
  'machine-learning-engineer',
  'cloud-security-engineer',
  'associate-cloud-engineer',
  'cloud-developer',
  'accelerator-career',
  'advanced-fullstack-web-development',
  'sales-business-development',
  'data-analysis-python',
  'data-science-python',
  'nextgen-ai-ml-career',
];

const newProgram = (slug: string) => ({
  slug,
  title: 'DevOps Engineer',
  summary: 'Ship and run software.',
  curriculum: [
    { title: 'Linux', topics: ['Shell', 'Processes'] },
    { title: 'CI/CD', topics: ['Pipelines'] },
  ],
  durationWeeks: 12,
  price: 32_999,
  level: 'intermediate',
  mode: 'live-online',
});

for (const db of testDatabases()) {
  describe(`programs [${db}]`, () => {
    let s: TestServer;
    beforeAll(async () => {
      s = await startServer(db);
    });
    afterAll(async () => {
      expect(s.campus.violations).toEqual([]);
      await s.close();
    });

    it('has the 13 program pages of the spec on a fresh database, in order, with curriculum and ₹ prices', async () => {
      const res = await s.api('GET', '/api/programs');
      expect(res.status).toBe(200);
      expect(res.body.map((p: any) => p.slug)).toEqual(SPEC_PAGES);
      for (const p of res.body) {
        expect(p.price).toBeGreaterThan(0);
        expect(p.curriculum.length).toBeGreaterThan(0);
        expect(p.curriculum.map((c: any) => c.order)).toEqual(
          p.curriculum.map((_: any, i: number) => i + 1),
        );
        expect(p.outcomes.length).toBeGreaterThan(0);
      }
      const one = await s.api('GET', '/api/programs/data-engineer');
      expect(one.body).toMatchObject({
        title: 'Data Engineer',
        published: true,
        level: 'intermediate',
      });
    });

    it('lets admins create, edit and delete; slugs are unique (409); drafts stay hidden', async () => {
      const admin = await s.user('admin');
      const student = await s.user('student');
      expect(
        (await s.api('POST', '/api/programs', { token: student.token, body: newProgram('devops') }))
          .status,
      ).toBe(403);
      const created = await s.api('POST', '/api/programs', {
        token: admin.token,
        body: newProgram('devops-engineer'),
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        published: false,
        outcomes: [],
        curriculum: [{ order: 1 }, { order: 2 }],
      });
      expect(created.body.order).toBeGreaterThan(130);
      const dup = await s.api('POST', '/api/programs', {
        token: admin.token,
        body: newProgram('devops-engineer'),
      });
      expect(dup.status).toBe(409);
      expect(
        (
          await s.api('POST', '/api/programs', {
            token: admin.token,
            body: newProgram('Not A Slug'),
          })
        ).status,
      ).toBe(400);

      expect((await s.api('GET', '/api/programs/devops-engineer')).status).toBe(404);
      expect((await s.api('GET', '/api/programs/devops-engineer', { token: 'stale' })).status).toBe(
        404,
      );
      expect(
        (await s.api('GET', '/api/programs/devops-engineer', { token: admin.token })).status,
      ).toBe(200);
      expect((await s.api('GET', '/api/programs?includeUnpublished=true')).body).toHaveLength(13);
      expect(
        (await s.api('GET', '/api/programs?includeUnpublished=true', { token: admin.token })).body,
      ).toHaveLength(14);

      const taken = await s.api('PATCH', '/api/programs/devops-engineer', {
        token: admin.token,
        body: { slug: 'data-engineer' },
      });
      expect(taken.status).toBe(409);
      const edited = await s.api('PATCH', '/api/programs/devops-engineer', {
        token: admin.token,
        body: {
          published: true,
          order: 0,
          outcomes: ['Run a pipeline'],
          curriculum: [{ title: 'Only', topics: ['One'] }],
        },
      });
      expect(edited.body).toMatchObject({
        published: true,
        order: 0,
        outcomes: ['Run a pipeline'],
        curriculum: [{ title: 'Only', order: 1 }],
      });
      expect((await s.api('GET', '/api/programs')).body[0].slug).toBe('devops-engineer');
      const renamed = await s.api('PATCH', '/api/programs/devops-engineer', {
        token: admin.token,
        body: { slug: 'platform-engineer' },
      });
      expect(renamed.body.slug).toBe('platform-engineer');
      expect(
        (await s.api('DELETE', '/api/programs/platform-engineer', { token: admin.token })).status,
      ).toBe(204);
      expect(
        (await s.api('DELETE', '/api/programs/platform-engineer', { token: admin.token })).status,
      ).toBe(404);
      expect(
        (
          await s.api('PATCH', '/api/programs/platform-engineer', {
            token: admin.token,
            body: { price: 1 },
          })
        ).status,
      ).toBe(404);
    });

    it('prices registration with payment from the programs table', async () => {
      const admin = await s.user('admin');
      await s.api('PATCH', '/api/programs/cloud-developer', {
        token: admin.token,
        body: { price: 12_345 },
      });
      const reg = await s.api('POST', '/api/auth/register-with-payment', {
        body: { name: 'Payer', email: uniqueEmail(), programSlug: 'cloud-developer' },
      });
      expect(reg.status).toBe(201);
      expect(reg.body.user.pendingAmount).toBe(12_345);
      await s.api('PATCH', '/api/programs/cloud-developer', {
        token: admin.token,
        body: { published: false },
      });
      const hidden = await s.api('POST', '/api/auth/register-with-payment', {
        body: { name: 'Payer', email: uniqueEmail(), programSlug: 'cloud-developer' },
      });
      expect(hidden.status).toBe(404);
      await s.api('PATCH', '/api/programs/cloud-developer', {
        token: admin.token,
        body: { published: true },
      });
    });
  });
}
