import { attribute, childrenOf, ELEMENT, type HtmlNode, styleOf, TEXT, tagOf } from './htmlNode.ts';
import { type DocMark, type DocNode, joinTexts } from './markdownDoc.ts';
import { isWordMarker, type WordItem, wordListLevel, wordLists, wordMarkerIn } from './wordLists.ts';

export type { HtmlNode } from './htmlNode.ts';

/** What a paste became: the blocks to insert, and how many pictures were left out (they need uploading). */
export interface PastedContent {
  content: DocNode[];
  droppedImages: number;
}

const IGNORED = new Set([
  'head',
  'style',
  'script',
  'title',
  'meta',
  'link',
  'template',
  'svg',
  'xml',
  'object',
]);
const BLOCKS = new Set([
  'p',
  'div',
  'section',
  'article',
  'header',
  'footer',
  'main',
  'aside',
  'nav',
  'figure',
  'figcaption',
  'center',
  'address',
  'dl',
  'dt',
  'dd',
  'tr',
  'table',
  'tbody',
  'thead',
  'tfoot',
  'body',
  'html',
]);
const SAFE_HREF = /^(?:https?:|mailto:)/i;

/** Marks a tag or its inline style stands for (Word and Google Docs mostly say it with styles). */
function marksOf(element: HtmlNode): DocMark[] {
  const name = tagOf(element);
  const style = styleOf(element);
  const marks: DocMark[] = [];
  const weight = /font-weight:(\w+)/.exec(style)?.[1];
  // Google Docs wraps a whole paste in <b style="font-weight:normal">.
  const boldTag = ['b', 'strong'].includes(name) && !/^(normal|[1-4]00)$/.test(weight ?? '');
  if (boldTag || /^(bold|bolder|[6-9]00)$/.test(weight ?? '')) marks.push({ type: 'bold' });
  if (['i', 'em'].includes(name) || /font-style:italic/.test(style)) marks.push({ type: 'italic' });
  if (['s', 'strike', 'del'].includes(name) || /text-decoration[\w-]*:[^;]*line-through/.test(style)) {
    marks.push({ type: 'strike' });
  }
  if (['code', 'kbd', 'samp', 'tt'].includes(name)) marks.push({ type: 'code' });
  const href = name === 'a' ? attribute(element, 'href').trim() : '';
  if (SAFE_HREF.test(href)) marks.push({ type: 'link', attrs: { href, title: null } });
  return marks;
}

const addMarks = (marks: readonly DocMark[], more: readonly DocMark[]) => [
  ...marks,
  ...more.filter((mark) => !marks.some((held) => held.type === mark.type)),
];

/** Collects blocks in order; inline content waits in `inline` until a block boundary makes it a paragraph. */
class Blocks {
  out: DocNode[] = [];
  inline: DocNode[] = [];
  words: WordItem[] = [];
  droppedImages = 0;

  endParagraph() {
    const content = trimInline(this.inline);
    this.inline = [];
    if (content.length > 0) this.push({ type: 'paragraph', content });
  }

  push(block: DocNode) {
    this.endWordList();
    this.out.push(block);
  }

  /** Word's list paragraphs gathered so far become lists when something else follows them. */
  endWordList() {
    this.out.push(...wordLists(this.words, 1));
    this.words = [];
  }

  done(): DocNode[] {
    this.endParagraph();
    this.endWordList();
    return this.out;
  }
}

/** Spaces at the ends of a block and around line breaks show nothing: gone, as the site would drop them. */
function trimInline(nodes: readonly DocNode[]): DocNode[] {
  const joined = joinTexts(nodes).map((node) =>
    node.type === 'text' ? { ...node, text: (node.text ?? '').replace(/\s+/g, ' ') } : node,
  );
  const trimmed = joined.map((node, index) => {
    if (node.type !== 'text') return node;
    const after = joined[index + 1];
    const before = joined[index - 1];
    let text = node.text ?? '';
    if (index === 0 || before?.type === 'hardBreak') text = text.trimStart();
    if (index === joined.length - 1 || after?.type === 'hardBreak') text = text.trimEnd();
    return { ...node, text };
  });
  const content = trimmed.filter((node) => node.type !== 'text' || node.text !== '');
  while (content[0]?.type === 'hardBreak') content.shift();
  while (content[content.length - 1]?.type === 'hardBreak') content.pop();
  return content;
}

function children(element: HtmlNode, into: Blocks, marks: DocMark[]) {
  for (const child of childrenOf(element)) walk(child, into, marks);
}

/** The blocks inside an element (a list item, a quote), collected apart. */
function blocksOf(element: HtmlNode, parent: Blocks, marks: DocMark[]): DocNode[] {
  const inner = new Blocks();
  children(element, inner, marks);
  parent.droppedImages += inner.droppedImages;
  return inner.done();
}

function list(element: HtmlNode, into: Blocks, marks: DocMark[]): DocNode {
  const items = childrenOf(element)
    .filter((child) => child.nodeType === ELEMENT)
    .map((child): DocNode => {
      const content = blocksOf(child, into, marks);
      // The editor's list item opens with a paragraph.
      if (content[0]?.type !== 'paragraph') content.unshift({ type: 'paragraph' });
      return { type: 'listItem', content };
    });
  if (tagOf(element) === 'ul') return { type: 'bulletList', content: items };
  const start = Number.parseInt(attribute(element, 'start') || '1', 10);
  return { type: 'orderedList', attrs: { start: Number.isFinite(start) ? start : 1 }, content: items };
}

function walk(node: HtmlNode, into: Blocks, marks: DocMark[]): void {
  if (node.nodeType === TEXT) {
    const text = (node.textContent ?? '').replace(/\u00a0/g, ' ');
    if (text !== '')
      into.inline.push(marks.length > 0 ? { type: 'text', text, marks } : { type: 'text', text });
    return;
  }
  if (node.nodeType !== ELEMENT) return;
  const name = tagOf(node);
  if (IGNORED.has(name) || name.includes(':') || isWordMarker(node)) return;
  if (name === 'img') {
    into.droppedImages++;
    return;
  }
  if (name === 'br') {
    into.inline.push({ type: 'hardBreak' });
    return;
  }
  const level = /^h([1-6])$/.exec(name)?.[1];
  if (level) {
    into.endParagraph();
    const inner = new Blocks();
    children(node, inner, marks);
    const content = trimInline(inner.inline);
    if (content.length > 0) into.push({ type: 'heading', attrs: { level: Number(level) }, content });
    return;
  }
  if (name === 'ul' || name === 'ol') {
    into.endParagraph();
    into.push(list(node, into, marks));
    return;
  }
  if (name === 'blockquote') {
    into.endParagraph();
    const content = blocksOf(node, into, marks);
    if (content.length > 0) into.push({ type: 'blockquote', content });
    return;
  }
  if (name === 'pre') {
    into.endParagraph();
    const code = (node.textContent ?? '').replace(/\n$/, '');
    into.push({
      type: 'codeBlock',
      attrs: { language: null },
      ...(code ? { content: [{ type: 'text', text: code }] } : {}),
    });
    return;
  }
  if (name === 'hr') {
    into.endParagraph();
    into.push({ type: 'horizontalRule' });
    return;
  }
  if (name === 'p' && wordListLevel(node) > 0) {
    into.endParagraph();
    const marker = wordMarkerIn(node);
    const inner = new Blocks();
    children(node, inner, marks);
    const ordered = /^\s*[\da-z]{1,4}[.)]/i.test(marker?.textContent ?? '');
    into.words.push({ level: wordListLevel(node), ordered, content: trimInline(inner.inline) });
    return;
  }
  if (BLOCKS.has(name) || name === 'li') {
    into.endParagraph();
    children(node, into, marks);
    into.endParagraph();
    return;
  }
  // Table cells are read as text separated by spaces; other inline elements pass their marks down.
  if (name === 'td' || name === 'th') into.inline.push({ type: 'text', text: ' ' });
  children(node, into, addMarks(marks, marksOf(node)));
}

/**
 * HTML copied from Word, Google Docs, a web page or WhatsApp Web → the blocks the site's Markdown can say:
 * headings, paragraphs, lists (Word's numbered paragraphs become real lists), quotes, code, bold, italic,
 * struck and linked text. Fonts, colours, sizes, classes and Office markup go; so do pictures, which must be
 * uploaded with their description (counted, so the editor can say so); unsafe links keep only their text.
 */
export function pastedHtml(root: HtmlNode): PastedContent {
  const blocks = new Blocks();
  children(root, blocks, []);
  return { content: blocks.done(), droppedImages: blocks.droppedImages };
}
