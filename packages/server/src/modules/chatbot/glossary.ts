// The glossary of what Campus teaches: groups of words a learner uses for one idea that a lesson or
// Skill_Up module may say in other words ("FIFO" for a queue, "unique values" for a set, "parichay"
// for the Hindi lesson's परिचय). A question's term also finds passages holding any word of its
// group (passages.ts); the words are single lower-case words, as text search reads them.
const GROUPS: readonly (readonly string[])[] = [
  ['set', 'sets', 'unique', 'duplicate', 'duplicates', 'distinct'],
  ['queue', 'queues', 'fifo', 'deque'],
  ['stack', 'stacks', 'lifo', 'undo'],
  ['tree', 'trees', 'hierarchy', 'hierarchies', 'nested'],
  ['const', 'let', 'var', 'declare', 'declaring', 'declaration'],
  ['primitive', 'primitives', 'basic'],
  ['spread', 'dots', 'ellipsis'],
  ['closure', 'closures', 'remember', 'remembers'],
  ['promise', 'promises', 'later', 'eventually'],
  ['await', 'async', 'wait', 'waiting'],
  ['catch', 'error', 'errors', 'failure', 'exception', 'exceptions'],
  ['tuple', 'tuples', 'immutable', 'unchangeable'],
  ['list', 'lists', 'mutable', 'changeable'],
  ['dictionary', 'dictionaries', 'dict', 'dicts', 'hashmap', 'lookup', 'lookups'],
  ['counter', 'count', 'counting', 'frequency', 'frequencies'],
  ['membership', 'contains', 'exists'],
  ['running', 'cumulative'],
  ['rank', 'numbering'],
  ['lock', 'locking', 'locked', 'race', 'concurrent', 'concurrency', 'simultaneous'],
  ['transaction', 'transactions', 'atomic'],
  ['specificity', 'override', 'overrides'],
  ['validation', 'tune', 'tuning', 'hyperparameter', 'hyperparameters'],
  ['leak', 'leaks', 'leakage'],
  ['cleanup', 'unsubscribe', 'teardown'],
  ['useeffect', 'effect', 'effects'],
  ['dependency', 'dependencies', 'deps'],
  ['resume', 'cv'],
  ['introduction', 'introduce', 'parichay', 'परिचय'],
  ['interview', 'इंटरव्यू'],
  ['weakness', 'weaknesses'],
  ['mock', 'practice', 'practise'],
  ['month', 'week', 'weeks', 'mahina', 'mahine'],
  ['preparation', 'prepare', 'prep', 'taiyari'],
  ['aloud', 'loud'],
  ['database', 'databases', 'postgres', 'postgresql', 'sql'],
  ['wrap', 'overflow', 'overflowing'],
  ['refetch', 'refresh', 'invalidate', 'reload'],
  ['stale', 'outdated'],
];

const BY_WORD = new Map<string, readonly string[]>();
for (const group of GROUPS) for (const w of group) BY_WORD.set(w, group);

/** The other words of a term's glossary group (none when the glossary does not know it). */
export function synonymsOf(term: string): string[] {
  return (BY_WORD.get(term) ?? []).filter((w) => w !== term);
}
