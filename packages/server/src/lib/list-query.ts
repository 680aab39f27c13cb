// What the areas' list reads share: search patterns.

/** `%…%` for ILIKE with the user's wildcards escaped. */
export function likePattern(search: string): string {
  return `%${search.trim().replace(/[\\%_]/g, (c) => '\\' + c)}%`;
}
