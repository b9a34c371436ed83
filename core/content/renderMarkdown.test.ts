import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './renderMarkdown.ts';

/** Attribute names of every tag, with quoted values removed first so escaped text cannot fool it. */
const attributeNames = (html: string) =>
  [...html.matchAll(/<[a-z][^>]*>/gi)].flatMap(([tag]) =>
    [...tag.replace(/"[^"]*"/g, '').matchAll(/\s([^\s=>]+)/g)].map((match) => (match[1] ?? '').toLowerCase()),
  );

describe('renderMarkdown', () => {
  it.each([
    ['paragraph', 'Hola **mundo**', '<p>Hola <strong>mundo</strong></p>'],
    ['# headings move down one level', '# Uno\n\n## Dos', '<h2>Uno</h2><h3>Dos</h3>'],
    ['## headings stay', '## Dos\n\n### Tres', '<h2>Dos</h2><h3>Tres</h3>'],
    ['safe links', '[sitio](https://example.org)', '<p><a href="https://example.org">sitio</a></p>'],
    ['lists', '- a\n- b', '<ul><li>a</li><li>b</li></ul>'],
    ['quotes', '> cita', '<blockquote><p>cita</p></blockquote>'],
    ['code is escaped', '```js\nx<y\n```', '<pre><code class="language-js">x&lt;y</code></pre>'],
    ['entities', 'Fe &amp; obras', '<p>Fe &amp; obras</p>'],
  ])('%s', (_, markdown, html) => {
    expect(renderMarkdown(markdown)).toBe(html);
  });

  const hostile = [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">x</a>',
    '[clic](javascript:alert(1))',
    '[clic](JaVaScRiPt:alert(1))',
    '[clic](  javascript:alert(1))',
    '[datos](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
    '![x](javascript:alert(1))',
    '<iframe src="https://evil.example"></iframe>',
    '<div onclick="alert(1)">hola</div>',
    '[x](https://ok.example "t\\" onmouseover=\\"alert(1)")',
    '<svg onload=alert(1)>',
    '<style>body{display:none}</style>',
    '[x](vbscript:msgbox(1))',
  ];

  it.each(hostile)('neutralises %s', (markdown) => {
    const html = renderMarkdown(markdown);
    expect(html).not.toMatch(/<script|<iframe|<svg|<style|<div/i);
    expect(attributeNames(html).filter((name) => name.startsWith('on'))).toEqual([]);
    expect(html).not.toMatch(/(href|src)="\s*(javascript|data|vbscript):/i);
  });

  it('keeps a safe image with its alt text, lazy', () => {
    expect(renderMarkdown('![Cruz](https://example.org/c.png)')).toBe(
      '<p><img src="https://example.org/c.png" alt="Cruz" loading="lazy" decoding="async"></p>',
    );
  });

  describe('with Bible references linked', () => {
    const toBook = { scriptureHref: ({ book }: { book: string }) => `/biblia/${book}` };

    it.each([
      [
        'a reference in running text',
        'Como dice Juan 3:16, Dios amó.',
        '<p>Como dice <a href="/biblia/juan">Juan 3:16</a>, Dios amó.</p>',
      ],
      [
        'several, inside emphasis and headings',
        '## Romanos 8:28\n\n*(Rom 8:28-39; Sal 23)*',
        '<h2><a href="/biblia/romanos">Romanos 8:28</a></h2><p><em>(<a href="/biblia/romanos">Rom 8:28-39</a>; Sal 23)</em></p>',
      ],
      [
        'none inside a link or code',
        '[Juan 3:16](https://example.org) `Juan 3:16`',
        '<p><a href="https://example.org">Juan 3:16</a> <code>Juan 3:16</code></p>',
      ],
    ])('links %s to the book', (_, markdown, html) => {
      expect(renderMarkdown(markdown, toBook)).toBe(html);
    });

    it('leaves them as text without the option (the newsletter)', () => {
      expect(renderMarkdown('Juan 3:16')).toBe('<p>Juan 3:16</p>');
    });
  });
});
