import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml, safeHref } from './safe-html';

describe('SafeHtml', () => {
  it('keeps allowed structure and text', () => {
    const { container } = render(
      <SafeHtml html="<h2>Title</h2><p>Some <strong>bold</strong> text</p><ul><li>one</li></ul>" />,
    );
    expect(container.querySelector('h3')?.textContent).toBe('Title');
    expect(container.querySelector('p strong')?.textContent).toBe('bold');
    expect(container.querySelectorAll('li')).toHaveLength(1);
  });

  it('drops scripts, handlers, styles and unsafe links', () => {
    const { container } = render(
      <SafeHtml html='<p onclick="alert(1)" style="color:red">Hi<script>alert(1)</script></p><img src=x onerror="alert(1)"><a href="javascript:alert(1)">bad</a><iframe src="https://evil.example"></iframe>' />,
    );
    expect(container.innerHTML).toBe('<div><p>Hi</p><span></span><span>bad</span></div>');
  });

  it('opens safe links in a new tab without an opener', () => {
    const { container } = render(<SafeHtml html='<a href="https://example.com/x">docs</a>' />);
    const a = container.querySelector('a');
    expect(a?.getAttribute('href')).toBe('https://example.com/x');
    expect(a?.getAttribute('rel')).toBe('noopener noreferrer');
  });
});

describe('safeHref', () => {
  it('allows http(s) and mailto only', () => {
    expect(safeHref('https://a.example/')).toBe('https://a.example/');
    expect(safeHref('mailto:x@example.com')).toBe('mailto:x@example.com');
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref('data:text/html,hi')).toBeUndefined();
    expect(safeHref(null)).toBeUndefined();
  });
});
