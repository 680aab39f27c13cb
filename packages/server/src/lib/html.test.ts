// The one rule for authors' text (lib/html.ts): Markdown in, the sanitiser's allow-list out.
import { describe, expect, it } from 'vitest';
import { renderRichText, richTextBlocks } from './html';

describe('renderRichText', () => {
  it('renders Markdown headings, lists, code, quotes, emphasis, links and single line breaks', () => {
    const html = renderRichText(
      [
        '## Operators',
        'An **operator** combines *values*.',
        'A second line.',
        '',
        '- plus',
        '- minus',
        '',
        '1. first',
        '2. second',
        '',
        '```js',
        'const sum = 1 + 2 < 4;',
        '```',
        '',
        '> Read `typeof` twice.',
        '',
        '[MDN](https://developer.mozilla.org/)',
      ].join('\n'),
    );
    expect(html).toContain('<h2>Operators</h2>');
    expect(html).toContain(
      '<p>An <strong>operator</strong> combines <em>values</em>.<br />\nA second line.</p>',
    );
    expect(html).toContain('<ul>\n<li>plus</li>\n<li>minus</li>\n</ul>');
    expect(html).toContain('<ol>\n<li>first</li>');
    expect(html).toContain(
      '<pre><code class="language-js">const sum = 1 + 2 &lt; 4;\n</code></pre>',
    );
    expect(html).toContain('<blockquote>\n<p>Read <code>typeof</code> twice.</p>\n</blockquote>');
    expect(html).toContain('<a href="https://developer.mozilla.org/">MDN</a>');
  });

  it('strips scripts, event handlers and unsafe links, in Markdown and in the HTML inside it', () => {
    const html = renderRichText(
      [
        '# Title',
        '',
        '<script>alert(1)</script>',
        '',
        'Text <img src="https://img.test/a.png" onerror="steal()"> and <a href="javascript:alert(1)">a link</a>.',
        '',
        '[md link](javascript:alert(2)) <span onclick="x()">span</span>',
        '',
        '<iframe src="https://evil.test/x"></iframe>',
      ].join('\n'),
    );
    expect(html).not.toMatch(/<script|alert\(1\)|onerror|onclick|href="javascript|evil\.test/);
    // markdown-it refuses the unsafe Markdown link: it stays visible as text, not a link.
    expect(html).toContain('[md link](javascript:alert(2))');
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<img src="https://img.test/a.png" />');
    expect(html).toContain('a link');
  });

  it('keeps HTML stored before Markdown as it was, and renders unsafe-only text as nothing', () => {
    const legacy =
      '<h2>Variables</h2><p>This reading walks through <strong>variables</strong>.</p><ul><li>Key ideas</li></ul>';
    expect(renderRichText(legacy)).toBe(legacy);
    expect(renderRichText('<script>alert(1)</script>')).toBe('');
    expect(renderRichText('   \n  ')).toBe('');
  });
});

describe('richTextBlocks', () => {
  it('counts each top-level element of stored HTML as a block, with a word break between elements', () => {
    const html =
      '<h2>Lists and tuples</h2><p>A list is ordered.</p><ul><li>one</li><li>two</li></ul><img src="https://x.test/a.png"><p>A tuple is fixed.</p>';
    expect(richTextBlocks(html)).toEqual([
      'Lists and tuples',
      'A list is ordered.',
      'one two',
      '',
      'A tuple is fixed.',
    ]);
    expect(richTextBlocks('# Title\n\nA paragraph.\n\n- a\n- b')).toEqual([
      'Title',
      'A paragraph.',
      'a b',
    ]);
  });
});
