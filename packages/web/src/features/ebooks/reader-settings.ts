import { useCallback, useSyncExternalStore } from 'react';
import { readStored, writeStored } from '../../lib/storage';

/**
 * The e-book reader's settings: text size and line width, remembered on this device.
 * They are a matter of taste and eyesight per screen, not progress, so they live in local storage
 * rather than on the server; the colour theme is the app's own (the shell's theme switch).
 */
export const fontSizes = ['small', 'medium', 'large', 'x-large'] as const;
export const widths = ['narrow', 'comfortable', 'wide'] as const;
export type ReaderFontSize = (typeof fontSizes)[number];
export type ReaderWidth = (typeof widths)[number];
export interface ReaderSettings {
  fontSize: ReaderFontSize;
  width: ReaderWidth;
}

export const READER_SETTINGS_KEY = 'campus.reader';
export const defaultReaderSettings: ReaderSettings = { fontSize: 'medium', width: 'comfortable' };

const listeners = new Set<() => void>();
let cached: { raw: string | null; value: ReaderSettings } | null = null;
/** The settings chosen on this page when storage refused to keep them. */
let unsaved: string | null = null;

function read(): ReaderSettings {
  // Storage blocked (private mode): this page's choice, or the defaults, not remembered.
  const raw = readStored(READER_SETTINGS_KEY) ?? unsaved;
  if (cached && cached.raw === raw) return cached.value;
  let value = defaultReaderSettings;
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<ReaderSettings>) : {};
    value = {
      fontSize: fontSizes.includes(parsed.fontSize!) ? parsed.fontSize! : 'medium',
      width: widths.includes(parsed.width!) ? parsed.width! : 'comfortable',
    };
  } catch {
    // A damaged value falls back to the defaults.
  }
  cached = { raw, value };
  return value;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function useReaderSettings(): [ReaderSettings, (change: Partial<ReaderSettings>) => void] {
  const settings = useSyncExternalStore(subscribe, read, () => defaultReaderSettings);
  const update = useCallback((change: Partial<ReaderSettings>) => {
    const next = { ...read(), ...change };
    // Not remembered when storage refuses, but still applied for this page.
    unsaved = writeStored(READER_SETTINGS_KEY, JSON.stringify(next)) ? null : JSON.stringify(next);
    for (const l of listeners) l();
  }, []);
  return [settings, update];
}
