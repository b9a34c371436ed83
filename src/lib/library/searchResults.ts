/** Pagefind's answer for one result (pagefind.js `result.data()`), as much of it as /buscar shows. */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string; tipo?: string };
  sub_results?: { title: string; url: string; excerpt: string }[];
}

export interface ExcerptPart {
  text: string;
  marked: boolean;
}

/**
 * An excerpt from Pagefind ("…la <mark>oración</mark> del…") → text parts with the matches flagged, so
 * the page builds it from text nodes and <mark> elements only: nothing in an excerpt is ever parsed as
 * HTML into the page. Entities Pagefind may write are decoded.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const decode = (text: string) =>
    text.replace(
      /&(amp|lt|gt|quot|#39|apos);/g,
      (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" })[name] ?? '',
    );
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .map((part) => {
      const marked = part.startsWith('<mark>');
      const text = marked ? part.slice(6, -7) : part;
      return { text: decode(text.replace(/<[^>]*>/g, '')), marked };
    })
    .filter((part) => part.text !== '');
}

/** The result's own page, plus the sections of it that matched (a resource of /biblioteca…) elsewhere. */
export function subResultsBeyondPage(result: PagefindResultData): { title: string; url: string }[] {
  return (result.sub_results ?? [])
    .filter((sub) => sub.url !== result.url && sub.url.includes('#'))
    .slice(0, 3);
}
