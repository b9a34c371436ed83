import type { Element, Root, RootContent } from 'hast';

const VOID = new Set(['br', 'hr', 'img', 'input']);
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (value: string) => value.replace(/[&<>"]/g, (char) => ESCAPES[char] ?? char);

/** hast property names → HTML attribute names (only those our sanitized trees can hold). */
const ATTRIBUTE_NAMES: Record<string, string> = { className: 'class', htmlFor: 'for' };
const attributeName = (property: string) =>
  ATTRIBUTE_NAMES[property] ?? property.replace(/[A-Z]/g, (char) => `-${char.toLowerCase()}`);

function attributes(node: Element): string {
  let out = '';
  for (const [name, value] of Object.entries(node.properties ?? {})) {
    if (value === undefined || value === null || value === false) continue;
    if (value === true) out += ` ${attributeName(name)}`;
    else {
      const joined = Array.isArray(value) ? value.join(' ') : String(value);
      out += ` ${attributeName(name)}="${escapeHtml(joined)}"`;
    }
  }
  return out;
}

function serialize(node: RootContent | Root): string {
  switch (node.type) {
    case 'root':
      return node.children.map(serialize).join('');
    case 'text':
      return escapeHtml(node.value);
    case 'element': {
      const open = `<${node.tagName}${attributes(node)}>`;
      if (VOID.has(node.tagName)) return open;
      return `${open}${node.children.map(serialize).join('')}</${node.tagName}>`;
    }
    // Comments, doctypes and raw nodes never reach visitors.
    default:
      return '';
  }
}

/** Serializes a sanitized hast tree (elements and text only) to HTML. */
export function hastToHtml(tree: Root): string {
  return serialize(tree);
}

const BASIC_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** marked leaves the common named references in text as written; the tree wants characters. */
export function decodeBasicEntities(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|apos|nbsp);/g, (_, name: string) => BASIC_ENTITIES[name] ?? '');
}
