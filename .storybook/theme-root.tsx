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
