import type { ElementContent } from 'hast';
import { describe, expect, it } from 'vitest';
import { linkScripture } from './scriptureLinks.ts';

const text = (value: string): ElementContent => ({ type: 'text', value });
const element = (tagName: string, children: ElementContent[], properties = {}): ElementContent => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const href = ({ book }: { book: string }) => `/biblia/${book}`;

describe('linkScripture', () => {
  it('splits a text around each reference, keeping the words between', () => {
    expect(linkScripture([text('Ver Jn 3:16 y Rom 8:28.')], href)).toEqual([
      text('Ver '),
      element('a', [text('Jn 3:16')], { href: '/biblia/juan' }),
      text(' y '),
      element('a', [text('Rom 8:28')], { href: '/biblia/romanos' }),
      text('.'),
    ]);
  });

  it.each(['a', 'code', 'pre'])('leaves the text inside <%s> alone', (tagName) => {
    const inside = [element(tagName, [text('Juan 3:16')])];
    expect(linkScripture(inside, href)).toEqual(inside);
  });

  it('goes down into other elements', () => {
    expect(linkScripture([element('li', [element('strong', [text('Juan 3:16')])])], href)).toEqual([
      element('li', [element('strong', [element('a', [text('Juan 3:16')], { href: '/biblia/juan' })])]),
    ]);
  });
});
