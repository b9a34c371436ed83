import type { ElementContent } from 'hast';
import { findReferences } from '../scripture/findReferences.ts';
import type { ScriptureReference } from '../scripture/scriptureReference.ts';

/** Where a reference leads, e.g. its book's page (/biblia/juan). */
export type ScriptureHref = (reference: ScriptureReference) => string;

/** Text already inside a link or code stays as it is. */
const LEFT_ALONE = new Set(['a', 'code', 'pre']);

function linkText(value: string, href: ScriptureHref): ElementContent[] {
  const out: ElementContent[] = [];
  let cursor = 0;
  for (const found of findReferences(value)) {
    if (found.start > cursor) out.push({ type: 'text', value: value.slice(cursor, found.start) });
    out.push({
      type: 'element',
      tagName: 'a',
      properties: { href: href(found.reference) },
      children: [{ type: 'text', value: found.text }],
    });
    cursor = found.end;
  }
  if (cursor < value.length) out.push({ type: 'text', value: value.slice(cursor) });
  return out;
}

/**
 * Bible references written as text in a post ("Juan 3:16", "Rom 8:28-39") become links, at render time:
 * every post gets them, old ones too, and the stored Markdown stays plain (findReferences says which
 * spellings count).
 */
export function linkScripture(nodes: readonly ElementContent[], href: ScriptureHref): ElementContent[] {
  return nodes.flatMap((node): ElementContent[] => {
    if (node.type === 'text') return linkText(node.value, href);
    if (node.type === 'element' && !LEFT_ALONE.has(node.tagName)) {
      return [{ ...node, children: linkScripture(node.children, href) }];
    }
    return [node];
  });
}
