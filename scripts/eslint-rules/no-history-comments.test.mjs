import { ESLint, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { noHistoryComments } from './no-history-comments.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
// The tags are spelled in pieces so this file's own source does not carry one.
const tag = (word, n) => `${word} ${n}`;
const history = [{ messageId: 'history' }];

tester.run('no-history-comments', noHistoryComments, {
  valid: [
    '// Sessions expire after 30 minutes of inactivity.\nconst ttl = 30;',
    "/** The session's issuer and the issue date of the token. */\nconst a = 1;",
    '// A mentor who is no longer approved joins no room.\nconst b = 2;',
    "it('keeps a chat session open across a reload', () => {});",
    "describe('a login session of 2 tabs', () => {});",
    "const pattern = /x/; pattern.test('" + tag('issue', 4) + "');",
    "const label = '" + tag('Session', 3) + " of the course';",
  ],
  invalid: [
    { code: `// Cursor pages (${tag('issue', 27)}).\nconst c = 3;`, errors: history },
    { code: `/* since ${tag('session', 20)} */\nconst d = 4;`, errors: history },
    { code: `/** Locks the rows first (${tag('finding', 3)}). */\nconst e = 5;`, errors: history },
    { code: `// See ${tag('Issue', '#12')}.\nconst f = 6;`, errors: history },
    { code: '// Before the fix this raced.\nconst g = 7;', errors: history },
    { code: `it('answers in words (${tag('issue', 31)})', () => {});`, errors: history },
    { code: `describe.skip('bookings, ${tag('finding', 2)}', () => {});`, errors: history },
    { code: `it.each([1])('row %s (${tag('issue', 9)})', () => {});`, errors: history },
    { code: `test(\`cancel twice (${tag('session', 23)})\`, () => {});`, errors: history },
  ],
});

describe('the repository config', () => {
  const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
  const eslint = new ESLint({ cwd: root });
  const ruleIds = async (code, filePath) =>
    (await eslint.lintText(code, { filePath: join(root, filePath) }))[0].messages.map(
      (m) => m.ruleId,
    );

  // Loading the whole config (its import resolvers) takes seconds on a shared core.
  it('reports a numbered tag in a comment of any source file', { timeout: 60_000 }, async () => {
    expect(
      await ruleIds(
        `// Retries twice (${tag('issue', 27)}).\nexport const retries = 2;\n`,
        'scripts/x.mjs',
      ),
    ).toEqual(['campus/no-history-comments']);
    expect(
      await ruleIds('// Retries twice.\nexport const retries = 2;\n', 'scripts/x.mjs'),
    ).toEqual([]);
  });
});
