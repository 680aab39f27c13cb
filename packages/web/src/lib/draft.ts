import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { readStored, removeStored, writeStored } from './storage';

/**
 * A form's unsent values kept in this browser until they are sent (the task answer, the course
 * editor): written on every change, read when the form opens, removed once saved. Kept
 * in localStorage, so a reload, a closed tab or a crash loses nothing; never sent anywhere.
 */
export function readDraft<T>(key: string): T | null {
  const raw = readStored(key);
  try {
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function clearDraft(key: string): void {
  removeStored(key);
}

/** Keeps the form's values as the draft under `key` while the form is mounted. */
export function useKeepDraft<T extends FieldValues>(form: UseFormReturn<T>, key: string): void {
  useEffect(() => {
    const sub = form.watch((values) => void writeStored(key, JSON.stringify(values)));
    return () => sub.unsubscribe();
  }, [form, key]);
}
