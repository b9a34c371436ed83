/**
 * Reads the SEO-relevant parts of a built page's <head> with regular expressions: Astro writes attributes
 * in a fixed order and always double-quoted, and the values are HTML-escaped, so this is exact enough
 * for our own output and needs no HTML parser dependency.
 */
const attr = (tag: string, name: string) =>
  decodeEntities(new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ?? '');

export function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

const tags = (html: string, name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? [];

export interface PageHead {
  lang: string;
  title: string;
  description: string;
  canonical: string;
  noindex: boolean;
  /** hreflang → href of the alternate links. */
  hreflang: Record<string, string>;
  /** property (og:…) → content. */
  og: Record<string, string>;
  jsonLd: unknown[];
}

export function pageHead(html: string): PageHead {
  const head: PageHead = {
    lang: attr(tags(html, 'html')[0] ?? '', 'lang'),
    title: decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim() ?? ''),
    description: '',
    canonical: '',
    noindex: false,
    hreflang: {},
    og: {},
    jsonLd: [],
  };
  for (const tag of tags(html, 'meta')) {
    if (attr(tag, 'name') === 'description') head.description = attr(tag, 'content');
    if (attr(tag, 'name') === 'robots') head.noindex = attr(tag, 'content').includes('noindex');
    const property = attr(tag, 'property');
    if (property.startsWith('og:')) head.og[property] = attr(tag, 'content');
  }
  for (const tag of tags(html, 'link')) {
    if (attr(tag, 'rel') === 'canonical') head.canonical = attr(tag, 'href');
    const lang = attr(tag, 'hreflang');
    if (attr(tag, 'rel') === 'alternate' && lang) head.hreflang[lang] = attr(tag, 'href');
  }
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    head.jsonLd.push(JSON.parse(json ?? ''));
  }
  return head;
}
