import { darkTheme, lightTheme, type ThemeName } from '@campus/ui';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { readStored, writeStored } from '../lib/storage';
import { useMediaQuery } from '../lib/use-media-query';

/** `system` follows prefers-color-scheme; the choice is kept in this browser only. */
export type ThemeChoice = ThemeName | 'system';
export const THEME_STORAGE_KEY = 'campus-theme';

/** The choices as the side panel and the account menu offer them. */
export const themeChoices: { value: ThemeChoice; label: string }[] = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

interface ThemeState {
  choice: ThemeChoice;
  theme: ThemeName;
  setChoice: (choice: ThemeChoice) => void;
}

const ThemeContext = createContext<ThemeState | null>(null);

const darkQuery = '(prefers-color-scheme: dark)';

/** Without storage (privacy modes) the system preference applies. */
function readChoice(): ThemeChoice {
  const stored = readStored(THEME_STORAGE_KEY);
  if (stored === 'light' || stored === 'dark' || stored === 'system') return stored;
  return 'system';
}

/** Puts the theme's class on <html>, so portals (dialogs, toasts) get the theme's variables too. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [choice, setChoiceState] = useState<ThemeChoice>(readChoice);
  const systemDark = useMediaQuery(darkQuery);
  const theme: ThemeName = choice === 'system' ? (systemDark ? 'dark' : 'light') : choice;

  useEffect(() => {
    const root = document.documentElement;
    root.classList.remove(lightTheme, darkTheme);
    root.classList.add(theme === 'dark' ? darkTheme : lightTheme);
    root.dataset.theme = theme;
  }, [theme]);

  const setChoice = useCallback((next: ThemeChoice) => {
    setChoiceState(next);
    // Without storage the choice still holds for this visit.
    writeStored(THEME_STORAGE_KEY, next);
  }, []);

  const value = useMemo(() => ({ choice, theme, setChoice }), [choice, theme, setChoice]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeState {
  const state = useContext(ThemeContext);
  if (!state) throw new Error('useTheme needs <ThemeProvider>');
  return state;
}
