import type { AxiosAdapter } from 'axios';
import { createTokenStore, type TokenStore } from './token';

export interface CampusConfig {
  /** The API origin, e.g. `https://campus.example` or `''` for the page's own origin. Paths start with /api. */
  baseURL: string;
  /** The socket.io address; defaults to `baseURL` (spec §9's fixed address was a development leftover). */
  realtimeURL?: string;
  /** Reads the bearer token for each call. Defaults to the token store. */
  getToken: () => string | null | undefined;
  /** Called after any 401: the token was already removed (spec §8 "Global"). */
  onUnauthorized: () => void;
  /** Called after a 403 whose message mentions "deactivated", on any call but login (spec §8). */
  onDeactivated: (message: string) => void;
  tokenStore: TokenStore;
  /**
   * Sends each request in place of axios's own adapter (XMLHttpRequest in a browser, http in Node),
   * still inside the transport's rules: for a build step or test that must not reach the network.
   */
  adapter?: AxiosAdapter;
}

export type CampusOptions = Partial<CampusConfig>;

const tokenStore = createTokenStore();

let current: CampusConfig = {
  baseURL: '',
  getToken: () => current.tokenStore.get(),
  onUnauthorized: () => {},
  onDeactivated: () => {},
  tokenStore,
};

/**
 * Sets how the SDK reaches the API. Call once at start; later calls merge into the current settings
 * (so a test can swap one callback without repeating the rest).
 */
export function configure(options: CampusOptions): CampusConfig {
  current = { ...current, ...options };
  return current;
}

export function getConfig(): CampusConfig {
  return current;
}
