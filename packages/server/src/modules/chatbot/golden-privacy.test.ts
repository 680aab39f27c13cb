// The assistant keeps each person's data to them: per personal intent of the golden set
// (golden/own-data.json), two students (and two mentors) ask the same question on the demo world and
// no answer may contain what only the other one has.
import { describe, expect, it } from 'vitest';
import ownData from './golden/own-data.json';
import { type Login, type Golden, useGoldenServer } from './golden-testbed';

describe('support assistant golden set: privacy [pglite]', () => {
  const { people, ask, ownStrings } = useGoldenServer();

  const personalIntents = [
    ...new Map((ownData.questions as Golden[]).map((g) => [g.intent, g])).values(),
  ].filter((g) => g.as !== 'admin');

  it.each(personalIntents.map((g) => [g.intent, g] as const))(
    'never reveals another user’s data: %s',
    async (_intent, g) => {
      const pair: [Login, Login] =
        g.as === 'mentor' ? ['mentor', 'mentor2'] : ['student', 'student4'];
      const [a, b] = [people[pair[0]], people[pair[1]]];
      const [mineA, mineB] = [await ownStrings(a), await ownStrings(b)];
      for (const [asker, self, other] of [
        [pair[0], mineA, mineB],
        [pair[1], mineB, mineA],
      ] as const) {
        const reply = await ask(asker, g.question);
        expect(reply.intent).toBe(g.intent);
        const text = JSON.stringify(reply);
        const leaked = [...other].filter((x) => !self.has(x) && text.includes(x));
        expect(leaked, `${asker} asked “${g.question}”`).toEqual([]);
      }
    },
  );
});
