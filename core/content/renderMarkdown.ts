import type { Element, ElementContent, Properties, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { Lexer, type Token, type Tokens } from 'marked';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import { stringifyEntities } from 'stringify-entities';
import { decodeBasicEntities } from './markdownText.ts';
import { linkScripture, type ScriptureHref } from './scriptureLinks.ts';

/**
 * Post Markdown → safe HTML at build time. marked only tokenizes; we build the HTML tree ourselves, so
 * raw HTML in a post never becomes markup (it is shown as text), and the tree then goes through
 * rehype-sanitize (GitHub's schema: no scripts, no event handlers, only http(s)/mailto links and http(s)
 * images) as a second, independent guard before it is serialized.
 */

const element = (tagName: string, children: ElementContent[], properties: Properties = {}): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string): ElementContent => ({ type: 'text', value });

function inline(tokens: readonly Token[] | undefined): ElementContent[] {
  return (tokens ?? []).flatMap((token): ElementContent[] => {
    switch (token.type) {
      case 'text':
        return token.tokens ? inline(token.tokens) : [text(decodeBasicEntities(token.text))];
      case 'escape':
        return [text(decodeBasicEntities(token.text))];
      case 'strong':
        return [element('strong', inline(token.tokens))];
      case 'em':
        return [element('em', inline(token.tokens))];
      case 'del':
        return [element('del', inline(token.tokens))];
      case 'codespan':
        return [element('code', [text(decodeBasicEntities(token.text))])];
      case 'br':
        return [element('br', [])];
      case 'link': {
        const link = token as Tokens.Link;
        return [element('a', inline(link.tokens), { href: link.href, title: link.title ?? undefined })];
      }
      case 'image': {
        const image = token as Tokens.Image;
        return [
          element('img', [], {
            src: image.href,
            alt: image.text,
            title: image.title ?? undefined,
            loading: 'lazy',
            decoding: 'async',
          }),
        ];
      }
      case 'checkbox':
        return [element('input', [], { type: 'checkbox', checked: token.checked, disabled: true })];
      // Raw HTML is never trusted: visitors see it as the text it is.
      case 'html':
        return [text(token.text)];
      default:
        return 'text' in token && typeof token.text === 'string' ? [text(token.text)] : [];
    }
  });
}

// The page title is the only h1: a post that uses # headings has them all moved down one level.
let headingShift = 0;

function block(token: Token): ElementContent[] {
  switch (token.type) {
    case 'space':
    case 'def':
      return [];
    case 'paragraph':
      return [element('p', inline(token.tokens))];
    case 'heading':
      return [element(`h${Math.min(token.depth + headingShift, 6)}`, inline(token.tokens))];
    case 'hr':
      return [element('hr', [])];
    case 'blockquote':
      return [element('blockquote', blocks(token.tokens ?? []))];
    case 'code': {
      const lang = typeof token.lang === 'string' ? token.lang.split(/\s/)[0] : '';
      const className = lang ? [`language-${lang}`] : undefined;
      return [element('pre', [element('code', [text(token.text)], { className })])];
    }
    case 'list': {
      const list = token as Tokens.List;
      const items = list.items.map((item) =>
        element('li', item.loose ? blocks(item.tokens) : item.tokens.flatMap(tightItemChild)),
      );
      const start =
        list.ordered && typeof list.start === 'number' && list.start !== 1 ? list.start : undefined;
      return [element(list.ordered ? 'ol' : 'ul', items, { start })];
    }
    case 'table': {
      const table = token as Tokens.Table;
      const cell = (tag: string) => (c: Tokens.TableCell) =>
        element(tag, inline(c.tokens), { align: c.align ?? undefined });
      return [
        element('table', [
          element('thead', [element('tr', table.header.map(cell('th')))]),
          element(
            'tbody',
            table.rows.map((row) => element('tr', row.map(cell('td')))),
          ),
        ]),
      ];
    }
    case 'html':
      return [element('p', [text(token.text)])];
    case 'text':
      return [element('p', inline(token.tokens ?? [token]))];
    default:
      return [];
  }
}

/** Tight list items hold bare text runs, not paragraphs. */
function tightItemChild(token: Token): ElementContent[] {
  if (token.type === 'text') return inline(token.tokens ?? [token]);
  if (token.type === 'checkbox') return inline([token]);
  return block(token);
}

function blocks(tokens: readonly Token[]): ElementContent[] {
  return tokens.flatMap(block);
}

const schema = {
  ...defaultSchema,
  // Posts are the only place users write HTML-like content; keep ids from clobbering page ids.
  clobberPrefix: 'contenido-',
  attributes: {
    ...defaultSchema.attributes,
    img: [...(defaultSchema.attributes?.img ?? []), 'loading', 'decoding'],
  },
};
const sanitize = rehypeSanitize(schema);

/**
 * Text escaped as the site always wrote it: & < > and " all become references, so raw HTML in a post
 * reads as inert text, to browsers and to simple scanners of the page alike (hast-util-to-html escapes
 * only & and < in text). Runs after the sanitizer; the raw nodes it makes hold escaped text only.
 */
const TEXT_ESCAPES = ['&', '<', '>', '"'];
function escapeText(node: ElementContent): ElementContent {
  if (node.type === 'text') {
    const value = stringifyEntities(node.value, { subset: TEXT_ESCAPES, useNamedReferences: true });
    // A raw node (hast's extension for serialized HTML), printed as is by toHtml's allowDangerousHtml.
    return { type: 'raw', value } as unknown as ElementContent;
  }
  return node.type === 'element' ? { ...node, children: node.children.map(escapeText) } : node;
}

export interface RenderOptions {
  /** Links the Bible references written in the text there ("Juan 3:16" → its book's page). */
  scriptureHref?: ScriptureHref;
}

export function renderMarkdown(markdown: string, { scriptureHref }: RenderOptions = {}): string {
  const tokens = Lexer.lex(markdown ?? '', { gfm: true });
  headingShift = tokens.some((token) => token.type === 'heading' && token.depth === 1) ? 1 : 0;
  const body = blocks(tokens);
  const tree: Root = {
    type: 'root',
    children: (scriptureHref ? linkScripture(body, scriptureHref) : body) as RootContent[],
  };
  const safe = sanitize(tree);
  // Named references (&amp; &quot;) in attributes as HTML authors write them, not the library's hex ones.
  return toHtml(
    { ...safe, children: (safe.children as ElementContent[]).map(escapeText) },
    {
      allowDangerousHtml: true,
      characterReferences: { useNamedReferences: true },
    },
  );
}
