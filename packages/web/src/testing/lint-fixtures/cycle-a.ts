// A deliberate import cycle: src/testing/fences.test.ts lints it to prove the cycle fence bites.
// eslint.config.js ignores this folder in ordinary runs.
import { b } from './cycle-b';

export const a = (): number => b() + 1;
