import type { Identity } from '../site/identity.ts';

/**
 * JSON for a <script type="application/ld+json"> element. JSON.stringify alone is not enough: a title
 * holding "</script>" would close the element and let the rest run as HTML. Escaping <, > and & (and the
 * two line separators old parsers choke on) keeps the JSON identical for readers and inert for HTML.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface ArticleJsonLdInput {
  title: string;
  description: string;
  url: string;
  imageUrl: string;
  datePublished: string | null | undefined;
  dateModified: string | null | undefined;
  keywords: readonly string[];
  section: string | null;
  publisherName: string;
  publisherLogoUrl: string;
}

const iso = (value: string | null | undefined) => {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
};

/** schema.org Article for a blog post page. */
export function articleJsonLd(input: ArticleJsonLdInput): Record<string, unknown> {
  const published = iso(input.datePublished);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.title.slice(0, 110),
    description: input.description,
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    url: input.url,
    image: [input.imageUrl],
    datePublished: published,
    dateModified: iso(input.dateModified) ?? published,
    keywords: input.keywords.length > 0 ? input.keywords.join(', ') : undefined,
    articleSection: input.section ?? undefined,
    inLanguage: 'es',
    author: { '@type': 'Organization', name: input.publisherName },
    publisher: {
      '@type': 'Organization',
      name: input.publisherName,
      logo: { '@type': 'ImageObject', url: input.publisherLogoUrl },
    },
  };
}

/** What a blog post page knows about its post, for the page's JSON-LD. */
export interface PostPageFacts {
  title: string;
  /** The page's meta description. */
  description: string;
  featured_image_url: string | null;
  /** When visitors first saw it (published_at, else created_at). */
  datePublished: string | null | undefined;
  updated_at: string | null;
  tags: readonly string[];
  /** The category's label, when the post has one. */
  section: string | null;
}

/**
 * The JSON-LD of a post page at `pageUrl`, ready for its script element: the post as an Article the
 * ministry publishes, with the site's share image when the post has none.
 */
export function postPageJsonLd(
  post: PostPageFacts,
  pageUrl: string,
  site: URL,
  ministry: Pick<Identity, 'name' | 'logo' | 'ogImage'>,
): string {
  return serializeJsonLd(
    articleJsonLd({
      title: post.title,
      description: post.description,
      url: pageUrl,
      imageUrl: post.featured_image_url || new URL(ministry.ogImage.src, site).href,
      datePublished: post.datePublished,
      dateModified: post.updated_at,
      keywords: post.tags,
      section: post.section,
      publisherName: ministry.name,
      publisherLogoUrl: new URL(ministry.logo.src, site).href,
    }),
  );
}
