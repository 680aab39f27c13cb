/**
 * This browser's localStorage, the one way the app reads and writes it. A browser can refuse
 * storage outright (privacy modes, blocked site data, sandboxed frames: reading
 * `window.localStorage` itself throws a SecurityError) or refuse a write (quota). Everything kept
 * here is a convenience (theme, drafts, reader settings, what was seen), so a refusal is silent:
 * reads give null and writes are skipped, and the page carries on.
 */
function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readStored(key: string): string | null {
  try {
    return browserStorage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Whether the value was kept. */
export function writeStored(key: string, value: string): boolean {
  const storage = browserStorage();
  if (!storage) return false;
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeStored(key: string): void {
  try {
    browserStorage()?.removeItem(key);
  } catch {
    // Nothing was kept, so there is nothing to remove.
  }
}
