import { childrenOf, ELEMENT, type HtmlNode, styleOf } from './htmlNode.ts';
import type { DocNode } from './markdownDoc.ts';

/**
 * Word pastes a list as flat paragraphs, each with its level in a style and its bullet or number as
 * text in a span Word itself ignores: they are gathered and nested back into lists.
 */
/** A Word list paragraph: <p style="mso-list:l0 level2 lfo1"> with its bullet in a mso-list:Ignore span. */
export const wordListLevel = (element: HtmlNode) =>
  Number(/mso-list:l\d+level(\d+)/.exec(styleOf(element))?.[1] ?? 0);
export const isWordMarker = (element: HtmlNode) => styleOf(element).includes('mso-list:ignore');

export function wordMarkerIn(node: HtmlNode): HtmlNode | undefined {
  if (node.nodeType !== ELEMENT) return undefined;
  if (isWordMarker(node)) return node;
  for (const child of childrenOf(node)) {
    const found = wordMarkerIn(child);
    if (found) return found;
  }
  return undefined;
}

export interface WordItem {
  level: number;
  ordered: boolean;
  content: DocNode[];
}

/** Word's flat list paragraphs → nested lists, by their level. */
export function wordLists(items: readonly WordItem[], level: number): DocNode[] {
  const lists: DocNode[] = [];
  let index = 0;
  while (index < items.length) {
    const ordered = items[index]!.ordered;
    const content: DocNode[] = [];
    while (index < items.length && items[index]!.ordered === ordered && items[index]!.level <= level) {
      const item = items[index++]!;
      const nested: WordItem[] = [];
      while (index < items.length && items[index]!.level > level) nested.push(items[index++]!);
      content.push({
        type: 'listItem',
        content: [{ type: 'paragraph', content: item.content }, ...wordLists(nested, level + 1)],
      });
    }
    lists.push(
      ordered ? { type: 'orderedList', attrs: { start: 1 }, content } : { type: 'bulletList', content },
    );
  }
  return lists;
}
