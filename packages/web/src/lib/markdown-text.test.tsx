import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownText } from './markdown-text';

const html = (markdown: string) => render(<MarkdownText markdown={markdown} />).container;

describe('MarkdownText', () => {
  it('renders code blocks, headings, lists, paragraphs and inline marks', () => {
    const c = html(
      '## Setup\n\nRun `npm ci` **first**, then *test*.\nSecond line\n\n- one\n- two\n\n```js\nconst a = 1 < 2;\n```',
    );
    expect(c.querySelector('h3')?.textContent).toBe('Setup');
    expect(c.querySelector('p code')?.textContent).toBe('npm ci');
    expect(c.querySelector('p strong')?.textContent).toBe('first');
    expect(c.querySelector('p em')?.textContent).toBe('test');
    expect(c.querySelectorAll('p br')).toHaveLength(1);
    expect(c.querySelectorAll('li')).toHaveLength(2);
    expect(c.querySelector('pre code')?.textContent).toBe('const a = 1 < 2;');
    // A code block scrolls sideways when its lines are long: the keyboard reaches it to scroll it.
    expect(c.querySelector('pre')?.tabIndex).toBe(0);
  });

  it('shows HTML as text: scripts, handlers and iframes never become elements', () => {
    const c = html(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n```html\n<iframe src="javascript:alert(1)"></iframe>\n```',
    );
    expect(c.querySelector('script, img, iframe')).toBeNull();
    expect(c.textContent).toContain('<script>alert(1)</script>');
    expect(c.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(c.querySelector('pre code')?.textContent).toBe(
      '<iframe src="javascript:alert(1)"></iframe>',
    );
  });

  it('keeps http(s) links, opened apart, and drops a javascript: address', () => {
    const c = html('[docs](https://example.com/x) and [click](javascript:alert(1))');
    const links = c.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('https://example.com/x');
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(c.textContent).toContain('click');
  });
});
