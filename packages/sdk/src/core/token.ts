/**
 * Where the bearer token lives. The browser app keeps it in localStorage under `token` (spec §9), so
 * a reload stays signed in; where there is no localStorage (Node, workers) it lives in memory.
 */
export const TOKEN_STORAGE_KEY = 'token';

export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  remove(): void;
}

function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Access can throw (privacy modes, sandboxed iframes): fall back to memory.
    return undefined;
  }
}

export function createTokenStore(storage: Storage | undefined = browserStorage()): TokenStore {
  let memory: string | null = null;
  return {
    get: () => (storage ? storage.getItem(TOKEN_STORAGE_KEY) : memory),
    set: (token) => {
      if (storage) storage.setItem(TOKEN_STORAGE_KEY, token);
      else memory = token;
    },
    remove: () => {
      if (storage) storage.removeItem(TOKEN_STORAGE_KEY);
      else memory = null;
    },
  };
}
