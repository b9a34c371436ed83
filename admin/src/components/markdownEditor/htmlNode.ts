/**
 * The part of a DOM node the conversion reads. The browser's DOMParser gives it for free (no HTML parser
 * in the bundle); the tests give htmlparser2's nodes through a small adapter.
 */
export interface HtmlNode {
  /** 1 for an element, 3 for text; comments and the rest are skipped. */
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<HtmlNode>;
  getAttribute?(name: string): string | null;
}

export const ELEMENT = 1;
export const TEXT = 3;
export const tagOf = (node: HtmlNode) => (node.nodeType === ELEMENT ? node.nodeName.toLowerCase() : '');
export const attribute = (node: HtmlNode, name: string) => node.getAttribute?.(name) ?? '';
export const childrenOf = (node: HtmlNode) => Array.from(node.childNodes);
export const styleOf = (node: HtmlNode) => attribute(node, 'style').toLowerCase().replace(/\s+/g, '');
