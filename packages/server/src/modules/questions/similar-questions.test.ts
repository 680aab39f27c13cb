// The similar-question box judged on similar-questions.fixture.json: 100 answered questions of one
// batch, and for each a title another student might type for the same problem. For every typed
// title the box must offer its question among the three it shows. The pairs at even positions are
// the tuning half; the odd ones are held out (never looked at while tuning) and must reach 80 %.
// Both halves' rates and the box's p95 latency over HTTP are printed.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { questions } from '../../db/schema/index';
import { testDatabases } from '../../testing/server';
import { useQuestionServer, type Cohort } from './questions-testbed';

interface Pair {
  title: string;
  body: string;
  paraphrase: string;
}
const { pairs } = JSON.parse(
  readFileSync(join(import.meta.dirname, 'similar-questions.fixture.json'), 'utf8'),
) as { pairs: Pair[] };

const REQUIRED = 0.8;

for (const db of testDatabases()) {
  describe(`similar-question box on 100 reworded titles [${db}]`, () => {
    const q = useQuestionServer(db);
    let c: Cohort;
    const ids: string[] = [];

    beforeAll(async () => {
      c = await q.cohort(1);
      const rows = await q.s.campus.ctx.db
        .insert(questions)
        .values(
          pairs.map((p) => ({
            ...c.batch,
            authorId: c.students[0]!.id,
            title: p.title,
            body: p.body,
            acceptedAnswerId: randomUUID(),
            answerCount: 1,
          })),
        )
        .returning({ id: questions.id });
      ids.push(...rows.map((r) => r.id));
      // Unanswered questions worded exactly as some typed titles: never offered.
      await q.s.campus.ctx.db.insert(questions).values(
        pairs.slice(0, 10).map((p) => ({
          ...c.batch,
          authorId: c.students[0]!.id,
          title: p.paraphrase,
          body: p.body,
        })),
      );
    });

    it('offers the right question in its top three for 80 % of the held-out half', async () => {
      const found = { tuning: 0, heldOut: 0 };
      const misses: string[] = [];
      const times: number[] = [];
      for (const [i, pair] of pairs.entries()) {
        const started = performance.now();
        const res = await q.s.api(
          'GET',
          `${q.space(c)}/similar?title=${encodeURIComponent(pair.paraphrase)}`,
          { token: c.students[0]!.token },
        );
        times.push(performance.now() - started);
        expect(res.status).toBe(200);
        const offered = (res.body as { _id: string }[]).map((x) => x._id);
        expect(
          offered.every((id) => ids.includes(id)),
          'only answered questions',
        ).toBe(true);
        const hit = offered.includes(ids[i]!);
        if (hit) found[i % 2 === 0 ? 'tuning' : 'heldOut']++;
        else if (i % 2 === 0) misses.push(`${pair.paraphrase} → ${pair.title}`);
      }
      times.sort((x, y) => x - y);
      const half = pairs.length / 2;
      console.log(
        `similar questions [${db}]: tuning half ${found.tuning}/${half}, held-out half ` +
          `${found.heldOut}/${half}; p95 ${times[Math.ceil(times.length * 0.95) - 1]!.toFixed(1)} ms` +
          (misses.length ? `\ntuning misses:\n  ${misses.join('\n  ')}` : ''),
      );
      expect(found.heldOut / half).toBeGreaterThanOrEqual(REQUIRED);
    });
  });
}
