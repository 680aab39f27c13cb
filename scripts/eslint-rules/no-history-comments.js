// Comments and test titles explain the code as it is; its history (which ticket, which working
// session, which review finding asked for it, what it did before) belongs in git log. This rule
// reports a comment, or the title of a describe/it/test, that tags an issue, a session or a finding
// by number, or that narrates a fix.

/** A numbered tag: the word, an optional `#`, a number. */
const TAG = /\b(issue|session|finding)s? ?#?\d+/i;
/** Narration of a change, in the phrasings that never describe the code itself. */
const NARRATION = /\b(before|after|until|since) (the|this) fix\b/i;

/** The first pattern the text matches, as words for the message, or undefined. */
function historyIn(text) {
  const tag = TAG.exec(text);
  if (tag) return `"${tag[0]}"`;
  const narration = NARRATION.exec(text);
  if (narration) return `"${narration[0]}"`;
  return undefined;
}

const TEST_FUNCTIONS = new Set(['describe', 'it', 'test', 'suite', 'bench']);

/** `it(…)`, `describe.skip(…)`, `it.each(table)(…)`: a call whose first argument is a test title. */
function isTestCall(callee) {
  if (callee.type === 'Identifier') return TEST_FUNCTIONS.has(callee.name);
  if (callee.type === 'MemberExpression') return isTestCall(callee.object);
  if (callee.type === 'CallExpression') return isTestCall(callee.callee);
  return false;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noHistoryComments = {
  meta: {
    type: 'suggestion',
    docs: {
      description:
        'Comments and test titles explain the code as it is, without issue, session or finding numbers',
    },
    schema: [],
    messages: {
      history:
        '{{what}} is history: say what the code does and why, and leave where it came from to git log.',
    },
  },
  create(context) {
    const report = (node, loc, text) => {
      const what = historyIn(text);
      if (what) context.report({ node, loc, messageId: 'history', data: { what } });
    };
    return {
      Program(program) {
        for (const comment of context.sourceCode.getAllComments()) {
          report(program, comment.loc, comment.value);
        }
      },
      CallExpression(call) {
        if (!isTestCall(call.callee)) return;
        const title = call.arguments[0];
        if (title?.type === 'Literal' && typeof title.value === 'string') {
          report(title, title.loc, title.value);
        } else if (title?.type === 'TemplateLiteral') {
          report(title, title.loc, title.quasis.map((q) => q.value.cooked ?? q.value.raw).join(''));
        }
      },
    };
  },
};

/** The local plugin, as eslint.config.js registers it. */
export default { rules: { 'no-history-comments': noHistoryComments } };
