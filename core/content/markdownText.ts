import { Lexer, type Token } from 'marked';

const BASIC_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** marked leaves the common named references in text as written; text and trees want characters. */
export function decodeBasicEntities(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_, name: string) => BASIC_ENTITIES[name] ?? '');
}

const BLOCKS = new Set(['paragraph', 'heading', 'list', 'blockquote', 'code', 'table', 'hr', 'br']);

function collect(tokens: readonly Token[] | undefined, out: string[]): void {
  for (const token of tokens ?? []) {
    if (token.type === 'html' || token.type === 'space' || token.type === 'def') continue;
    if (token.type === 'list') {
      for (const item of token.items) {
        collect(item.tokens, out);
        out.push(' ');
      }
    } else if (token.type === 'table') {
      for (const cell of token.header) collect(cell.tokens, out);
      for (const row of token.rows) for (const cell of row) collect(cell.tokens, out);
    } else if ('tokens' in token && Array.isArray(token.tokens) && token.type !== 'image') {
      collect(token.tokens, out);
    } else if (
      token.type === 'text' ||
      token.type === 'codespan' ||
      token.type === 'escape' ||
      token.type === 'code'
    ) {
      out.push(decodeBasicEntities(token.text));
    }
    // Block boundaries become spaces so words of adjacent paragraphs never run together.
    if (BLOCKS.has(token.type)) out.push(' ');
  }
}

/**
 * The words of a Markdown text without its markup (for card previews and feed summaries): headings,
 * emphasis and links keep their text, images and raw HTML are left out, whitespace collapses.
 */
export function markdownToPlainText(markdown: string | null | undefined): string {
  const out: string[] = [];
  collect(Lexer.lex(markdown ?? '', { gfm: true }), out);
  return out.join('').replace(/\s+/g, ' ').trim();
}
