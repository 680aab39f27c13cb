// @vitest-environment node
// The prerendered first pages render in Node as the app first renders in a browser.
import { describe, expect, it } from 'vitest';
import { prerenderedPages, renderPage, themeScript } from './prerender';

describe('prerendered pages', () => {
  it('renders each page with its heading, the visitor navigation, and data still loading', async () => {
    const headings: Record<string, RegExp> = {
      '/': /<h1[^>]*>Learn with a mentor, not alone<\/h1>/,
      '/login': /<h1[^>]*>Log in to Campus<\/h1>/,
      '/courses': /<h1[^>]*>Courses<\/h1>/,
    };
    expect(Object.keys(prerenderedPages).sort()).toEqual(Object.keys(headings).sort());
    for (const [path, heading] of Object.entries(headings)) {
      const { html } = await renderPage(path);
      expect(html, path).toMatch(heading);
      // The page itself, not the route's "Loading page…" spinner.
      expect(html, path).not.toContain('Loading page');
      expect(html, path).toContain('>Sign Up</a>');
      // Nothing of the build's moment: the clock fills in in the visitor's browser.
      expect(html, path).not.toMatch(/<time /);
    }
  });

  it('names the API reads each page starts with, as the app will send them', async () => {
    expect((await renderPage('/login')).reads).toEqual([]);
    const { reads } = await renderPage('/courses');
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatch(/^\/api\/courses\?/);
    expect((await renderPage('/')).reads).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/api\/programs/)]),
    );
  });

  it('sets the stored or system theme before the first paint', () => {
    const run = (stored: string | null, systemDark: boolean) => {
      const classes = new Set<string>();
      const root = {
        classList: { add: (c: string) => classes.add(c) },
        dataset: {} as Record<string, string>,
      };
      new Function('localStorage', 'matchMedia', 'document', themeScript)(
        { getItem: () => stored },
        () => ({ matches: systemDark }),
        { documentElement: root },
      );
      return { theme: root.dataset.theme, classes: [...classes] };
    };
    expect(run(null, false).theme).toBe('light');
    expect(run(null, true).theme).toBe('dark');
    expect(run('system', true).theme).toBe('dark');
    expect(run('light', true).theme).toBe('light');
    expect(run('dark', false).theme).toBe('dark');
    expect(run('dark', false).classes).toHaveLength(1);
    expect(run('dark', false).classes).not.toEqual(run('light', false).classes);
  });
});
