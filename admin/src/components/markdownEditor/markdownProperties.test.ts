import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markdownBaseline } from './markdownBaseline.ts';
import { type DocMark, type DocNode, docFromMarkdown, joinTexts, MARK_ORDER } from './markdownDoc.ts';
import { markdownFromDoc } from './markdownFromDoc.ts';

/** Letters and every character Markdown gives a meaning to, and whole entities and addresses. */
const piece = fc.constantFrom(
  ...'abcñáÉ019*_`[]\\#<>&~|!-+.():@/=;"\''.split(''),
  '&amp;',
  '&lt;',
  '&#1;',
  '&#xA9;',
  'https://x.org',
  'www.x.org',
  'a@b.org',
  '<b>',
  '1.',
  '-',
);
/** A word: never starts or ends with a space (a space at the edge of bold text is written outside it). */
const word = fc.array(piece, { minLength: 1, maxLength: 6 }).map((parts) => parts.join(''));
const words = fc.array(word, { minLength: 1, maxLength: 4 }).map((list) => list.join(' '));

const link = fc.record({
  type: fc.constant('link' as const),
  attrs: fc.record({
    href: fc.constantFrom(
      'https://example.org/a_b',
      '/biblia/juan',
      'https://x.org/a(b)',
      'mailto:a@b.org',
      'https://x.org/a b',
    ),
    title: fc.constantFrom(null, 'Título "citado"'),
  }),
});
const emphasis = fc.subarray<DocMark>([{ type: 'bold' }, { type: 'italic' }, { type: 'strike' }]);
const marks: fc.Arbitrary<DocMark[]> = fc.oneof(
  emphasis,
  fc.tuple(link, emphasis).map(([l, e]) => [l, ...e]),
  fc.constant([{ type: 'code' }] as DocMark[]),
);

/**
 * Code holds no entity: marked reads `&lt;` and `<` in code alike (the site shows both as <). An alt is
 * a description in words (the image dialog's): marked's image text keeps other markup as written.
 */
const altText = fc
  .array(fc.constantFrom(...'abcñáÉ019 .,:;!?()-"\'[]'.split('')), { minLength: 1, maxLength: 12 })
  .map((chars) => chars.join('').trim())
  .filter((alt) => alt !== '');
const textRun = fc
  .record({ type: fc.constant('text'), text: words, marks })
  .filter(({ text, marks: m }) => !(m.some((mark) => mark.type === 'code') && /&(amp|lt);/.test(text)))
  .map(({ marks: m, ...node }) => (m.length > 0 ? { ...node, marks: m } : node));
const image = fc.record({
  type: fc.constant('image'),
  attrs: fc.record({
    src: fc.constantFrom('/a.webp', 'https://x.org/b c.png'),
    alt: altText,
    title: fc.constant(null),
  }),
});

/** Runs separated by plain spaces (or line breaks outside headings). */
function inlineContent(breaks: boolean): fc.Arbitrary<DocNode[]> {
  const separator = breaks
    ? fc.constantFrom<DocNode>({ type: 'text', text: ' ' }, { type: 'hardBreak' })
    : fc.constant<DocNode>({ type: 'text', text: ' ' });
  return fc
    .array(
      fc.tuple(fc.oneof({ weight: 5, arbitrary: textRun }, { weight: 1, arbitrary: image }), separator),
      {
        minLength: 1,
        maxLength: 5,
      },
    )
    .map((runs) =>
      joinTexts(runs.flatMap(([run, between], index) => (index === 0 ? [run] : [between, run]))),
    );
}

const paragraph = inlineContent(true).map((content): DocNode => ({ type: 'paragraph', content }));
const heading = fc
  .record({ level: fc.integer({ min: 1, max: 6 }), content: inlineContent(false) })
  .map(({ level, content }): DocNode => ({ type: 'heading', attrs: { level }, content }));
const codeBlock = fc
  .record({
    language: fc.constantFrom(null, 'js'),
    code: fc.array(fc.constantFrom('x = 1', '```', '  indentado', '', '# no', '~~~'), {
      minLength: 1,
      maxLength: 4,
    }),
  })
  .map(({ language, code }): DocNode => {
    const text = code.join('\n').replace(/\n+$/, '');
    return { type: 'codeBlock', attrs: { language }, ...(text ? { content: [{ type: 'text', text }] } : {}) };
  });

const { block } = fc.letrec<{ block: DocNode; item: DocNode; list: DocNode }>((tie) => ({
  block: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    paragraph,
    heading,
    codeBlock,
    fc.constant<DocNode>({ type: 'horizontalRule' }),
    fc
      .array(tie('block'), { minLength: 1, maxLength: 2 })
      .map((content): DocNode => ({ type: 'blockquote', content })),
    tie('list'),
  ),
  item: fc
    .tuple(paragraph, fc.array(tie('block'), { maxLength: 2 }))
    .map(([first, rest]): DocNode => ({ type: 'listItem', content: [first, ...rest] })),
  list: fc.oneof(
    fc
      .array(tie('item'), { minLength: 1, maxLength: 3 })
      .map((content): DocNode => ({ type: 'bulletList', content })),
    fc
      .record({
        start: fc.integer({ min: 0, max: 12 }),
        content: fc.array(tie('item'), { minLength: 1, maxLength: 3 }),
      })
      .map(({ start, content }): DocNode => ({ type: 'orderedList', attrs: { start }, content })),
  ),
}));

const doc = fc
  .array(block, { minLength: 1, maxLength: 5 })
  .map((content): DocNode => ({ type: 'doc', content }));

/** Marks in the editor's order, as docFromMarkdown gives them. */
function normalized(node: DocNode): DocNode {
  const rank = (mark: DocMark) => MARK_ORDER.indexOf(mark.type);
  const content = node.content?.map(normalized);
  return {
    ...node,
    ...(node.marks ? { marks: [...node.marks].sort((a, b) => rank(a) - rank(b)) } : {}),
    ...(content ? { content: joinTexts(content) } : {}),
  };
}

describe('any document the editor holds', () => {
  it('is written as Markdown that reads back as the same document', () => {
    fc.assert(
      fc.property(doc, (original) => {
        expect(docFromMarkdown(markdownFromDoc(original))).toEqual(normalized(original));
      }),
      { numRuns: 400 },
    );
  });

  it('is written the same way again after a round trip (the editor’s Markdown is stable)', () => {
    fc.assert(
      fc.property(doc, (original) => {
        const once = markdownFromDoc(original);
        expect(markdownFromDoc(docFromMarkdown(once))).toBe(once);
      }),
      { numRuns: 200 },
    );
  });

  it('keeps any Markdown byte for byte while its document is unchanged', () => {
    fc.assert(
      fc.property(doc, fc.constantFrom('', '\n', '\n\n'), (original, trailing) => {
        const markdown = `${markdownFromDoc(original).replaceAll('**', '__')}${trailing}`;
        const baseline = markdownBaseline(markdown);
        expect(baseline.markdownOf(baseline.doc())).toBe(markdown);
      }),
      { numRuns: 200 },
    );
  });
});
