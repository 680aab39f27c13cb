// The evaluation set (evaluation/*.json), written apart from the assistant's matching code, and its
// one split: each file's questions shuffled by a fixed seed and cut in two. The first half is the
// tuning half the matching code may be tuned on; the second is the held-out half that gates.
import type { Login } from '../golden-testbed';
import contentFile from './content.json';
import outOfScopeFile from './out-of-scope.json';
import ownDataFile from './own-data.json';
import { seededRandom } from '../../../testing/seeded-random';

export interface OwnDataQuestion {
  as: Login;
  question: string;
  intent: string;
  facts: string[];
}
export interface Source {
  kind: 'lesson' | 'ebook_module';
  title: string;
}
export interface ContentQuestion {
  as: Login;
  question: string;
  /** The lessons or modules whose text answers it; citing any one of them is right. */
  sources: Source[];
}
export interface OutOfScopeQuestion {
  as: Login;
  question: string;
}
export type Half = 'tuning' | 'held-out';

/** The split's seed: changing it (or a file's questions) makes a new split, so neither changes. */
const SEED = 0x5eed_cafe;

/** The questions in a seeded Fisher–Yates order, cut into the tuning and held-out halves. */
export function split<T>(questions: readonly T[]): Record<Half, T[]> {
  const order = [...questions];
  const random = seededRandom(SEED);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const cut = Math.ceil(order.length / 2);
  return { tuning: order.slice(0, cut), 'held-out': order.slice(cut) };
}

export const ownData = split(ownDataFile.questions as OwnDataQuestion[]);
export const content = split(contentFile.questions as ContentQuestion[]);
export const outOfScope = split(outOfScopeFile.questions as OutOfScopeQuestion[]);
