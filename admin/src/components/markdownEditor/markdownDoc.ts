import { Lexer, type Token, type Tokens } from 'marked';
import { decodeBasicEntities } from '#core/content/markdownText.ts';

/**
 * The visual editor's document as JSON (the shape Tiptap's getJSON and setContent use), limited to what
 * the site's Markdown renderer shows: paragraphs, headings, quotes, lists, code, rules, and inside them
 * bold, italic, struck, code and linked text, line breaks and images. What the editor cannot show as such
 * (a table, raw HTML, a task list) is kept as a `markdownBlock` holding its Markdown exactly as written.
 */
export interface DocMark {
  type: string;
  attrs?: Record<string, unknown>;
}

/** One node; the same shape as Tiptap's JSONContent, so the editor's getJSON() is one too. */
export interface DocNode {
  type?: string;
  attrs?: Record<string, unknown>;
  content?: DocNode[];
  marks?: DocMark[];
  text?: string;
}

/** Markdown the site parses as the editor does: marked with GitHub's extensions, as renderMarkdown. */
const lex = (markdown: string) => Lexer.lex(markdown, { gfm: true });

/** Links and images the site keeps (rehype-sanitize's): http(s), mailto and paths on the site. */
const SAFE_URL = /^(?:https?:|mailto:|[/#?.]|[^:]*$)/i;

/** Soft line breaks read as the spaces the site shows. */
const softBreaks = (text: string) => text.replace(/[ \t]*\n[ \t]*/g, ' ');

/** Marks in one order, the editor's (links outermost, code innermost), so equal texts compare equal. */
export const MARK_ORDER: readonly string[] = ['link', 'bold', 'italic', 'strike', 'code'];

function withMark(nodes: DocNode[], mark: DocMark): DocNode[] {
  const rank = (m: DocMark) => MARK_ORDER.indexOf(m.type);
  return nodes.map((node) => ({
    ...node,
    marks: [...(node.marks ?? []), mark].sort((a, b) => rank(a) - rank(b)),
  }));
}

const sameMarks = (a: DocNode, b: DocNode) => JSON.stringify(a.marks ?? []) === JSON.stringify(b.marks ?? []);

/** Neighbouring texts with the same marks are one text, as in the editor ("a", "*", "b" from "a\\*b"). */
export function joinTexts(nodes: readonly DocNode[]): DocNode[] {
  const out: DocNode[] = [];
  for (const node of nodes) {
    const last = out[out.length - 1];
    if (last?.type === 'text' && node.type === 'text' && sameMarks(last, node)) {
      out[out.length - 1] = { ...last, text: `${last.text}${node.text}` };
    } else out.push(node);
  }
  return out;
}

function inline(tokens: readonly Token[] | undefined): DocNode[] {
  return (tokens ?? []).flatMap((token): DocNode[] => {
    switch (token.type) {
      case 'text':
        return token.tokens ? inline(token.tokens) : textNode(softBreaks(decodeBasicEntities(token.text)));
      case 'escape':
        return textNode(decodeBasicEntities(token.text));
      // The site shows raw HTML as the text it is.
      case 'html':
        return textNode(softBreaks(token.text));
      case 'strong':
        return withMark(inline(token.tokens), { type: 'bold' });
      case 'em':
        return withMark(inline(token.tokens), { type: 'italic' });
      case 'del':
        return withMark(inline(token.tokens), { type: 'strike' });
      case 'codespan':
        return withMark(textNode(decodeBasicEntities(token.text)), { type: 'code' });
      case 'br':
        return [{ type: 'hardBreak' }];
      case 'link': {
        const link = token as Tokens.Link;
        const content = inline(link.tokens);
        if (!SAFE_URL.test(link.href)) return content;
        return withMark(content, { type: 'link', attrs: { href: link.href, title: link.title ?? null } });
      }
      case 'image': {
        const image = token as Tokens.Image;
        // The alt is marked's image text, as the site writes it into the page.
        if (!SAFE_URL.test(image.href)) return textNode(image.text);
        return [{ type: 'image', attrs: { src: image.href, alt: image.text, title: image.title ?? null } }];
      }
      default:
        return 'text' in token && typeof token.text === 'string' ? textNode(token.text) : [];
    }
  });
}

const textNode = (text: string): DocNode[] => (text === '' ? [] : [{ type: 'text', text }]);

/** A node with its content, left out when empty (as the editor's JSON leaves it out). */
const node = (type: string, content: DocNode[], attrs?: DocNode['attrs']): DocNode => ({
  type,
  ...(attrs ? { attrs } : {}),
  ...(content.length > 0 ? { content } : {}),
});

/** A block as it was written, for the editor to keep untouched. */
const kept = (token: Token): DocNode => node('markdownBlock', textNode(token.raw.replace(/\n+$/, '')));

const paragraph = (content: DocNode[]): DocNode => node('paragraph', joinTexts(content));

function listItem(item: Tokens.ListItem): DocNode | undefined {
  const content = item.tokens.flatMap((token) =>
    token.type === 'text' ? [paragraph(inline(token.tokens ?? [token]))] : block(token),
  );
  // The editor's list item starts with a paragraph; anything else is kept as written.
  if (item.task || content[0]?.type !== 'paragraph') return undefined;
  return { type: 'listItem', content };
}

function block(token: Token): DocNode[] {
  switch (token.type) {
    case 'space':
      return [];
    case 'paragraph':
      return [paragraph(inline(token.tokens))];
    case 'text':
      return [paragraph(inline(token.tokens ?? [token]))];
    case 'heading':
      return [node('heading', joinTexts(inline(token.tokens)), { level: token.depth })];
    case 'hr':
      return [{ type: 'horizontalRule' }];
    case 'blockquote': {
      const content = blocks(token.tokens ?? []);
      return content.length > 0 ? [{ type: 'blockquote', content }] : [kept(token)];
    }
    case 'code':
      if (token.codeBlockStyle === 'indented') return [kept(token)];
      return [node('codeBlock', textNode(token.text), { language: token.lang || null })];
    case 'list': {
      const list = token as Tokens.List;
      const items = list.items.map(listItem);
      if (items.some((item) => item === undefined)) return [kept(token)];
      const content = items as DocNode[];
      if (!list.ordered) return [{ type: 'bulletList', content }];
      return [
        { type: 'orderedList', attrs: { start: typeof list.start === 'number' ? list.start : 1 }, content },
      ];
    }
    default:
      // Tables, raw HTML blocks, link definitions: kept as written.
      return [kept(token)];
  }
}

function blocks(tokens: readonly Token[]): DocNode[] {
  return tokens.flatMap(block);
}

/** Markdown → the editor's document. An empty text gives one empty paragraph, as an empty editor has. */
export function docFromMarkdown(markdown: string): DocNode {
  const content = blocks(lex(markdown));
  return { type: 'doc', content: content.length > 0 ? content : [paragraph([])] };
}
