// The trained side of intent recognition: a nearest-neighbour classifier over example questions
// (intent-examples.ts), backing the hand-written rules (intents.ts) for the phrasings they were not
// written for — indirect ("what's coming up"), misspelt ("nxt sesion"), terse or Hinglish.
//
// A question becomes a TF-IDF vector of its word stems and of the character trigrams of its words
// (so "reveiw" still shares most of its trigrams with "review"); its score for an intent is the
// cosine similarity to that intent's closest example. Examples of `other` (help, lesson content,
// what Campus cannot answer) compete with the intents, so a question that merely shares a word
// with an intent is not pulled into it. The model is trained once per process, in milliseconds.
//
// Recognition (`recognise`) asks the rules first, then the model; when the model's two best intents
// are about as likely, the assistant asks which one was meant (compose.ts `clarify`).
import type { Role } from '../../db/schema/index';
import { INTENT_EXAMPLES, type ExampleLabel } from './intent-examples';
import { classify, type PersonalIntent } from './intents';
import { OUTSIDE_CAMPUS } from './question-words';

type Vector = Map<string, number>;

/** A crude English stem: enough to meet "tasks" with "task" and "classes" with "class". */
const stem = (w: string) =>
  w.length > 4 ? w.replace(/(ing|ed|es|s)$/u, '') : w.length > 3 ? w.replace(/s$/u, '') : w;

/** The features of a text: word stems (weight 1) and character trigrams of each word (0.5). */
function features(text: string): Map<string, number> {
  const out = new Map<string, number>();
  const add = (f: string, w: number) => out.set(f, (out.get(f) ?? 0) + w);
  const words = text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  for (const word of words) {
    const s = stem(word);
    add(`w:${s}`, 1);
    const padded = ` ${s} `;
    for (let i = 0; i + 3 <= padded.length; i++) add(`c:${padded.slice(i, i + 3)}`, 0.5);
  }
  return out;
}

function normalise(v: Vector): Vector {
  let sum = 0;
  for (const x of v.values()) sum += x * x;
  const n = Math.sqrt(sum) || 1;
  for (const [k, x] of v) v.set(k, x / n);
  return v;
}

function cosine(a: Vector, b: Vector): number {
  const [small, large] = a.size < b.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [k, x] of small) dot += x * (large.get(k) ?? 0);
  return dot;
}

export interface Scored {
  label: ExampleLabel;
  score: number;
}

class IntentModel {
  private readonly idf = new Map<string, number>();
  private readonly examples: Array<{ label: ExampleLabel; roles: readonly Role[]; v: Vector }>;

  constructor() {
    const raw = INTENT_EXAMPLES.flatMap((group) =>
      group.examples.map((text) => ({ label: group.label, roles: group.roles, f: features(text) })),
    );
    const df = new Map<string, number>();
    for (const e of raw) for (const k of e.f.keys()) df.set(k, (df.get(k) ?? 0) + 1);
    for (const [k, n] of df) this.idf.set(k, Math.log((1 + raw.length) / (1 + n)) + 1);
    this.examples = raw.map((e) => ({ label: e.label, roles: e.roles, v: this.vector(e.f) }));
  }

  private vector(f: Map<string, number>): Vector {
    const v: Vector = new Map();
    // A feature no example has says nothing about any intent.
    for (const [k, x] of f) if (this.idf.has(k)) v.set(k, x * this.idf.get(k)!);
    return normalise(v);
  }

  /** Every label the role may be answered with, best first, scored by its closest example. */
  rank(message: string, role: Role): Scored[] {
    const v = this.vector(features(message));
    const best = new Map<ExampleLabel, number>();
    for (const e of this.examples) {
      if (!e.roles.includes(role)) continue;
      const s = cosine(v, e.v);
      if (s > (best.get(e.label) ?? -1)) best.set(e.label, s);
    }
    return [...best].map(([label, score]) => ({ label, score })).sort((a, b) => b.score - a.score);
  }
}

let model: IntentModel | null = null;

/** The trained model, built on first use and kept for the life of the process. */
export function intentModel(): IntentModel {
  model ??= new IntentModel();
  return model;
}

/** The model's closest intent is taken at or above this score (cosine similarity). */
export const MODEL_ACCEPT = 0.5;
/** …and ahead of the closest `other` example by this much ("what is Skill_Up?" is not "what's up"). */
export const MODEL_MARGIN = 0.1;
/** Two intents this close at the top are asked about rather than guessed between. */
export const MODEL_TIE = 0.1;

/** What a question is recognised as: one intent, two to choose from, or neither (search Campus). */
export type Recognised =
  { intent: PersonalIntent } | { choices: [PersonalIntent, PersonalIntent] } | { intent: null };

/**
 * The rules first (they are exact where they match); then the model: its best intent when it is
 * at or above MODEL_ACCEPT and MODEL_MARGIN ahead of `other`, the two best when the runner-up is
 * within MODEL_TIE.
 */
export function recognise(message: string, role: Role): Recognised {
  const ruled = classify(message, role);
  if (ruled.intent) return { intent: ruled.intent };
  // A topic Campus holds no answer for ("money back") is not the asker's own data either.
  if (OUTSIDE_CAMPUS.test(message)) return { intent: null };
  const ranked = intentModel().rank(message, role);
  const [first, second] = ranked;
  const other = ranked.find((r) => r.label === 'other')?.score ?? 0;
  if (!first || first.label === 'other' || first.score < MODEL_ACCEPT) return { intent: null };
  if (first.score - other < MODEL_MARGIN) return { intent: null };
  if (second && second.label !== 'other' && first.score - second.score < MODEL_TIE)
    return { choices: [first.label, second.label] };
  return { intent: first.label };
}
