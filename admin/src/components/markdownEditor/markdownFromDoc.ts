import { type DocMark, type DocNode, MARK_ORDER } from './markdownDoc.ts';
import {
  escapeAlt,
  escapeHeading,
  escapeLineStart,
  escapeText,
  linkDestination,
  linkTitle,
} from './markdownEscape.ts';

/**
 * The editor's document → Markdown, written the way the site's posts are: `## ` headings, `**bold**`,
 * `*italic*`, `- ` and `1. ` lists, `> ` quotes, fenced code, one blank line between blocks. Every
 * character that Markdown would read as markup is escaped, so what the editor shows is what the site
 * renders (docFromMarkdown(markdownFromDoc(doc)) gives the document back).
 */
export function markdownFromDoc(doc: DocNode): string {
  return blocks(doc.content ?? []);
}

const DELIMITERS: Partial<Record<string, string>> = { bold: '**', italic: '*', strike: '~~' };

const sameMark = (a: DocMark, b: DocMark) =>
  a.type === b.type &&
  (a.attrs?.href ?? null) === (b.attrs?.href ?? null) &&
  (a.attrs?.title ?? null) === (b.attrs?.title ?? null);

const rank = (mark: DocMark) => MARK_ORDER.indexOf(mark.type);

function codeSpan(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = /^[`\s]|[`\s]$/.test(text) && text.trim() !== '' ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** An autolink the site reads back as the same link: `<https://…>` or `<correo@…>`. */
function autolink(nodes: readonly DocNode[], link: DocMark): string | undefined {
  const [only] = nodes;
  if (nodes.length !== 1 || only?.type !== 'text' || (only.marks?.length ?? 0) > 1 || link.attrs?.title)
    return;
  const href = String(link.attrs?.href ?? '');
  const text = only.text ?? '';
  if (/[\s<>]/.test(text)) return;
  if (text === href && /^https?:\/\/./i.test(href)) return `<${text}>`;
  if (`mailto:${text}` === href && /^[\w.+-]+@[\w-]+(\.[\w-]+)+$/.test(text)) return `<${text}>`;
  return;
}

interface InlineContext {
  heading: boolean;
}

/** Inline content: marks opened and closed around runs of text, with spaces kept outside delimiters. */
function inlines(nodes: readonly DocNode[], context: InlineContext): string {
  let out = '';
  // A heading's text follows its #s: nothing there starts a line.
  let lineStart = !context.heading;
  const open: DocMark[] = [];
  // Where each open link's text starts in `out`, and its nodes (an address alone becomes <…>).
  const linkStarts: { at: number; nodes: DocNode[] }[] = [];
  let heldSpace = '';

  const closeTo = (depth: number) => {
    while (open.length > depth) {
      const mark = open.pop()!;
      if (mark.type === 'link') {
        const start = linkStarts.pop()!;
        const inner = out.slice(start.at);
        const auto = autolink(start.nodes, mark);
        out = `${out.slice(0, start.at)}${auto ?? `[${inner}](${linkDestination(String(mark.attrs?.href ?? ''))}${linkTitle(mark.attrs?.title)})`}`;
      } else out += DELIMITERS[mark.type] ?? '';
    }
  };

  const trimmed = trimBreaks(nodes);
  trimmed.forEach((node) => {
    const text = node.type === 'text' ? (node.text ?? '') : '';
    // Emphasis around nothing but spaces would print bare asterisks: those spaces stay plain.
    const wanted = [...(node.marks ?? [])]
      .filter((mark) => !(DELIMITERS[mark.type] && node.type === 'text' && text.trim() === ''))
      .sort((a, b) => rank(a) - rank(b));
    let keep = 0;
    while (keep < open.length && keep < wanted.length && sameMark(open[keep]!, wanted[keep]!)) keep++;
    closeTo(keep);
    out += heldSpace;
    heldSpace = '';
    let body = text;
    const opening = wanted.slice(keep);
    if (node.type === 'text' && opening.some((mark) => DELIMITERS[mark.type])) {
      const lead = /^\s*/.exec(body)![0];
      out += lead;
      body = body.slice(lead.length);
    }
    for (const mark of opening) {
      open.push(mark);
      if (mark.type === 'link') {
        linkStarts.push({ at: out.length, nodes: [] });
      } else if (mark.type !== 'code') out += DELIMITERS[mark.type] ?? '';
    }
    for (const start of linkStarts) start.nodes.push(node);
    const inEmphasis = open.some((mark) => DELIMITERS[mark.type]);
    if (node.type === 'text' && inEmphasis) {
      heldSpace = /\s*$/.exec(body)![0];
      body = body.slice(0, body.length - heldSpace.length);
    }
    if (node.type === 'hardBreak') {
      out += context.heading ? ' ' : '\\\n';
      lineStart = !context.heading;
      return;
    }
    if (node.type === 'image') {
      const { src, alt, title } = node.attrs ?? {};
      out += `![${escapeAlt(String(alt ?? ''))}](${linkDestination(String(src ?? ''))}${linkTitle(title)})`;
    } else if (open.some((mark) => mark.type === 'code')) {
      out += codeSpan(body);
    } else {
      let written = escapeText(body);
      if (context.heading) written = escapeHeading(written);
      // marked reads "[\\[\\]()](…)" as text: inside a link's text, parentheses are escaped too.
      if (linkStarts.length > 0) written = written.replace(/[()]/g, '\\$&');
      out += lineStart ? escapeLineStart(written) : written;
    }
    lineStart = false;
  });
  closeTo(0);
  return out + heldSpace;
}

/** Line breaks at either end of a block show nothing (and a final one would print a backslash). */
function trimBreaks(nodes: readonly DocNode[]): DocNode[] {
  let start = 0;
  let end = nodes.length;
  while (start < end && nodes[start]?.type === 'hardBreak') start++;
  while (end > start && nodes[end - 1]?.type === 'hardBreak') end--;
  return nodes.slice(start, end);
}

const indent = (text: string, by: string, first: string) =>
  text
    .split('\n')
    .map((line, index) => (index === 0 ? first + line : line === '' ? '' : by + line))
    .join('\n');

function listItems(node: DocNode, marker: (index: number) => string): string {
  const items = (node.content ?? []).map((item, index) => {
    const head = marker(index);
    const body = itemBlocks(item.content ?? []);
    return body === '' ? head.trimEnd() : indent(body, ' '.repeat(head.length), head);
  });
  const loose = items.some((item) => item.includes('\n\n'));
  return items.join(loose ? '\n\n' : '\n');
}

/** A paragraph may be followed on the next line by a list that can interrupt it (bullets, or from 1). */
const interruptsParagraph = (node: DocNode) =>
  node.type === 'bulletList' || (node.type === 'orderedList' && (node.attrs?.start ?? 1) === 1);

/**
 * Blocks in order, each with what separates it from the one before. Two lists of the same kind in a row
 * take turns with their markers (- and *, . and )), or Markdown would read them as one list.
 */
function joinBlocks(
  content: readonly DocNode[],
  separator: (previous: DocNode, next: DocNode) => string,
): string {
  let out = '';
  let previous: DocNode | undefined;
  let otherMarker = false;
  for (const child of content) {
    const turn: boolean = previous?.type === child.type && !otherMarker;
    const written = blockText(child, turn);
    if (written === null) continue;
    if (previous) out += separator(previous, child);
    out += written;
    previous = child;
    otherMarker = turn;
  }
  return out;
}

const itemBlocks = (content: readonly DocNode[]) =>
  joinBlocks(content, (previous, next) =>
    previous.type === 'paragraph' && interruptsParagraph(next) ? '\n' : '\n\n',
  );

const blocks = (content: readonly DocNode[]) => joinBlocks(content, () => '\n\n');

function fence(code: string): string {
  const longest = Math.max(0, ...[...code.matchAll(/^ {0,3}(`{3,}|~{3,})/gm)].map((run) => run[1]!.length));
  return '`'.repeat(Math.max(3, longest + 1));
}

/** One block as Markdown, or null for an empty one (nothing to write); lists with `otherMarker` use * or ). */
function blockText(node: DocNode, otherMarker: boolean): string | null {
  const content = node.content ?? [];
  switch (node.type) {
    case 'paragraph': {
      const text = inlines(content, { heading: false });
      return text === '' ? null : text;
    }
    case 'heading': {
      const text = inlines(content, { heading: true });
      const level = Number(node.attrs?.level ?? 2);
      return text === '' ? null : `${'#'.repeat(level)} ${text}`;
    }
    case 'blockquote': {
      const inner = blocks(content);
      return inner === ''
        ? null
        : inner
            .split('\n')
            .map((line) => (line === '' ? '>' : `> ${line}`))
            .join('\n');
    }
    case 'bulletList':
      return listItems(node, () => (otherMarker ? '* ' : '- '));
    case 'orderedList': {
      const start = Number(node.attrs?.start ?? 1);
      return listItems(node, (index) => `${start + index}${otherMarker ? ')' : '.'} `);
    }
    case 'codeBlock': {
      const code = content.map((child) => child.text ?? '').join('');
      const language = typeof node.attrs?.language === 'string' ? node.attrs.language : '';
      const marks = fence(code);
      return `${marks}${language}\n${code}${code === '' ? '' : '\n'}${marks}`;
    }
    case 'horizontalRule':
      return '---';
    case 'markdownBlock': {
      const raw = content.map((child) => child.text ?? '').join('');
      return raw.trim() === '' ? null : raw;
    }
    default:
      return null;
  }
}
