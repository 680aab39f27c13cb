// Seed content kept as JSON (prose, not code) widens its enum fields to string; this narrows them
// back when the module loads, so a typo in a data file fails the first start instead of storing it.

/** `value` as one of `allowed`, or an error naming the record it came from. */
export function oneOf<T extends string>(allowed: readonly T[], value: string, where: string): T {
  if (!(allowed as readonly string[]).includes(value)) {
    throw new Error(`${where}: "${value}" is not one of ${allowed.join(', ')}`);
  }
  return value as T;
}
