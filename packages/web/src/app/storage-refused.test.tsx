import { act, render, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider, useTheme } from './theme';
import { useReaderSettings } from '../features/ebooks/reader-settings';
import {
  readStoredImagePreview,
  storeImagePreview,
} from '../features/identity/image-preview-store';
import { clearedSession } from '../features/support/chat.machine';
import { clearDraft, readDraft, useKeepDraft } from '../lib/draft';
import { readStored, removeStored, writeStored } from '../lib/storage';

const blocked = () => {
  throw new DOMException(
    "Failed to read the 'localStorage' property from 'Window': Access is denied for this document.",
    'SecurityError',
  );
};

describe('storage refused by the browser', () => {
  const original = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
  let logged: ReturnType<typeof vi.spyOn>[];

  beforeEach(() => {
    Object.defineProperty(window, 'localStorage', { configurable: true, get: blocked });
    logged = (['error', 'warn', 'log'] as const).map((level) => vi.spyOn(console, level));
  });

  afterEach(() => {
    Object.defineProperty(window, 'localStorage', original);
    vi.restoreAllMocks();
  });

  it('reads nothing, keeps nothing and logs nothing', () => {
    expect(() => window.localStorage).toThrow('Access is denied');
    expect(readStored('k')).toBeNull();
    expect(writeStored('k', 'v')).toBe(false);
    expect(() => removeStored('k')).not.toThrow();
    for (const spy of logged) expect(spy).not.toHaveBeenCalled();
  });

  it("leaves every reader and writer of the app's storage working", () => {
    expect(readDraft('draft')).toBeNull();
    expect(() => clearDraft('draft')).not.toThrow();
    const { result } = renderHook(() => {
      const form = useForm({ defaultValues: { answer: '' } });
      useKeepDraft(form, 'draft');
      return form;
    });
    act(() => result.current.setValue('answer', 'typed'));

    expect(readStoredImagePreview()).toBeNull();
    expect(() => storeImagePreview('data:image/png;base64,cG5n')).not.toThrow();
    expect(clearedSession('user-1')).toBeNull();

    const reader = renderHook(() => useReaderSettings());
    act(() => reader.result.current[1]({ fontSize: 'large' }));
    expect(reader.result.current[0].fontSize).toBe('large');

    function ThemeChoice() {
      const { choice, setChoice } = useTheme();
      return (
        <button type="button" onClick={() => setChoice('dark')}>
          {choice}
        </button>
      );
    }
    const page = render(
      <ThemeProvider>
        <ThemeChoice />
      </ThemeProvider>,
    );
    act(() => page.getByRole('button').click());
    expect(page.getByRole('button').textContent).toBe('dark');

    for (const spy of logged) expect(spy).not.toHaveBeenCalled();
  });
});
