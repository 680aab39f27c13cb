import { useLayoutEffect, type ReactNode } from 'react';
import { darkTheme, lightTheme, vars, type ThemeName } from '../packages/ui/src/theme';

const themeClass: Record<ThemeName, string> = { light: lightTheme, dark: darkTheme };

/**
 * Theme variables resolve only under a theme class. The class goes on <html> as well as on the
 * wrapper, because Radix portals (dialogs, menus, toasts) render straight into <body>.
 */
export function ThemeRoot({
  theme,
  fullHeight,
  children,
}: {
  theme: ThemeName;
  /** Fill the canvas in the story view; docs pages stack many stories, so not there. */
  fullHeight: boolean;
  children: ReactNode;
}) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.remove(lightTheme, darkTheme);
    root.classList.add(themeClass[theme]);
    root.dataset['theme'] = theme;
  }, [theme]);

  return (
    <div
      className={themeClass[theme]}
      style={{
        padding: vars.space.lg,
        minHeight: fullHeight ? '100vh' : undefined,
        background: vars.color.surface.canvas,
        color: vars.color.text.default,
      }}
    >
      {children}
    </div>
  );
}

/**
 * Shows the rendered page in another theme without rendering it again, the way the web app's
 * theme chooser switches (packages/web/src/app/theme.tsx): every element carrying the class of
 * `from` (<html>, the wrapper above) gets the class of `to`, and <html> the matching data-theme.
 * All colours are CSS variables under those classes, so nothing else has to change. Returns the
 * function that puts exactly those elements back.
 */
export function switchThemeInPlace(from: ThemeName, to: ThemeName): () => void {
  const root = document.documentElement;
  const carriers = [root, ...document.querySelectorAll(`.${CSS.escape(themeClass[from])}`)].filter(
    (element, index, all) =>
      element.classList.contains(themeClass[from]) && all.indexOf(element) === index,
  );
  const dataTheme = root.dataset['theme'];
  for (const element of carriers) element.classList.replace(themeClass[from], themeClass[to]);
  root.dataset['theme'] = to;
  return () => {
    for (const element of carriers) element.classList.replace(themeClass[to], themeClass[from]);
    if (dataTheme === undefined) delete root.dataset['theme'];
    else root.dataset['theme'] = dataTheme;
  };
}
