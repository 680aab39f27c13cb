// What the areas' list reads share: the contract's page parameters and search patterns.

/** `%…%` for ILIKE with the user's wildcards escaped. */
export function likePattern(search: string): string {
  return `%${search.trim().replace(/[\\%_]/g, (c) => '\\' + c)}%`;
}

export interface PageQuery {
  page: number;
  pageSize: number;
}
