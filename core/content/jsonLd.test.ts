import { describe, expect, it } from 'vitest';
import { siteDefaults } from '../siteConfig.ts';
import { articleJsonLd, postPageJsonLd, serializeJsonLd } from './jsonLd.ts';

describe('serializeJsonLd', () => {
  it.each([
    ['</script><script>alert(1)</script>'],
    ['<!-- comentario -->'],
    ['a & b > c'],
    ['línea\u2028separada\u2029'],
  ])('%s stays inert inside a script element and parses back', (title) => {
    const json = serializeJsonLd({ headline: title });
    expect(json).not.toMatch(/<|>|&|\u2028|\u2029/);
    expect(JSON.parse(json)).toEqual({ headline: title });
  });
});

describe('articleJsonLd', () => {
  const input = {
    title: 'Título',
    description: 'Resumen',
    url: 'https://example.org/blog/titulo',
    imageUrl: 'https://example.org/i.png',
    datePublished: '2025-03-02T14:00:00Z',
    dateModified: null,
    keywords: ['fe', 'oración'],
    section: 'fe',
    publisherName: 'Palabra Viva',
    publisherLogoUrl: 'https://example.org/logo.svg',
  };

  it('describes the post as a schema.org Article', () => {
    expect(articleJsonLd(input)).toMatchObject({
      '@type': 'Article',
      headline: 'Título',
      datePublished: '2025-03-02T14:00:00.000Z',
      dateModified: '2025-03-02T14:00:00.000Z',
      keywords: 'fe, oración',
      inLanguage: 'es',
    });
  });

  it.each([
    ['unreadable date', 'no es fecha', undefined],
    ['missing date', null, undefined],
  ])('%s is left out', (_, datePublished, expected) => {
    expect(articleJsonLd({ ...input, datePublished }).datePublished).toBe(expected);
  });
});

describe('postPageJsonLd', () => {
  const site = new URL('https://example.org');
  const post = {
    title: 'Título',
    description: 'Resumen',
    featured_image_url: null,
    datePublished: '2025-03-02T14:00:00Z',
    updated_at: '2025-03-04T10:00:00Z',
    tags: ['fe'],
    section: 'Fe',
  };

  it('publishes the post as the ministry, with the site share image when the post has none', () => {
    expect(
      JSON.parse(postPageJsonLd(post, 'https://example.org/blog/titulo', site, siteDefaults.identity)),
    ).toMatchObject({
      '@type': 'Article',
      url: 'https://example.org/blog/titulo',
      image: [new URL(siteDefaults.identity.ogImage.src, site).href],
      dateModified: '2025-03-04T10:00:00.000Z',
      articleSection: 'Fe',
      publisher: {
        name: siteDefaults.identity.name,
        logo: { url: new URL(siteDefaults.identity.logo.src, site).href },
      },
    });
  });

  it("uses the post's own image", () => {
    const own = { ...post, featured_image_url: 'https://cdn.example.org/p.png' };
    expect(
      JSON.parse(postPageJsonLd(own, 'https://example.org/blog/titulo', site, siteDefaults.identity)).image,
    ).toEqual(['https://cdn.example.org/p.png']);
  });
});
