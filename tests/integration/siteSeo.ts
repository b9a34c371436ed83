import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { siteDefaults } from '#core/siteConfig.ts';
import { type PageHead, pageHead } from '../support/pageHead.ts';
import { listFiles } from '../support/siteFiles.ts';

/** The build's site origin (astro.config.mjs: SITE_URL, else localhost on PORT). */
const SITE = new URL(process.env.SITE_URL ?? `http://localhost:${process.env.PORT || 4321}`);

/** The built file a same-site URL is served from (directory format: /x/ → x/index.html). */
export function fileForUrl(url: string): string {
  const path = decodeURIComponent(new URL(url).pathname).replace(/^\//, '');
  return path === '' || path.endsWith('/') ? `${path}index.html` : path;
}

const isAbsoluteHttp = (value: unknown) =>
  typeof value === 'string' && /^https?:\/\//.test(value) && URL.canParse(value);

const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });
const asList = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : ([value].flat() as T[]));

/**
 * Search-engine checks over a finished build (issue 7 §4), run by siteBuild.test.ts on its build so the
 * slow Astro build happens once: titles, descriptions, canonicals, Open Graph images, JSON-LD, sitemap,
 * feeds and languages.
 */
export function describeSeo(outDir: () => string, published: { postSlug: string; audioTitle: string }) {
  const read = (file: string) => readFileSync(join(outDir(), file), 'utf8');
  const pages = () =>
    listFiles(outDir())
      .filter((file) => file.endsWith('.html') && !file.startsWith('admin/'))
      .map((file) => ({ file, head: pageHead(read(file)) }));
  const indexable = () => pages().filter(({ head }) => !head.noindex);
  const types = (head: PageHead) => head.jsonLd.map((entry) => (entry as { '@type': string })['@type']);

  describe('search engines and social previews', () => {
    it('every page has lang="es" and a unique title and description; only the 404, the private-link and this-device pages are noindex', () => {
      const all = pages();
      expect(all.filter(({ head }) => head.lang !== 'es').map(({ file }) => file)).toEqual([]);
      expect(all.filter(({ head }) => head.noindex).map(({ file }) => file)).toEqual([
        '404.html',
        'baja/index.html',
        'donate/gestionar/index.html',
        // What this device keeps offline (issue 31): nothing for a search engine to show.
        'guardados/index.html',
        'inscripcion/gestionar/index.html',
        'oracion/mi-peticion/index.html',
        'sin-conexion/index.html',
        'visitanos/gestionar/index.html',
      ]);
      for (const key of ['title', 'description'] as const) {
        const values = all.map(({ head }) => head[key]);
        expect(values.filter((value) => !value)).toEqual([]);
        expect(
          values.filter((value, i) => values.indexOf(value) !== i),
          `${key} repetidos`,
        ).toEqual([]);
      }
      expect(read('admin/index.html')).toMatch(/<html lang="es"/);
    });

    it('every indexable page is canonical to itself, with hreflang es and x-default pointing there too', () => {
      for (const { file, head } of indexable()) {
        expect(head.canonical, file).toMatch(/^https?:\/\//);
        expect(fileForUrl(head.canonical), file).toBe(file);
        expect(head.hreflang, file).toEqual({ es: head.canonical, 'x-default': head.canonical });
        expect(head.og['og:url'], file).toBe(head.canonical);
      }
    });

    it('every page has an Open Graph image: a built file when it is ours, an absolute URL otherwise', () => {
      for (const { file, head } of pages()) {
        const image = head.og['og:image'] ?? '';
        expect(isAbsoluteHttp(image), `${file}: ${image}`).toBe(true);
        if (new URL(image).origin === SITE.origin)
          expect(existsSync(join(outDir(), fileForUrl(image))), image).toBe(true);
        expect(head.og['og:image:alt'], file).toBeTruthy();
        expect(head.og['og:title'], file).toBe(head.title);
      }
    });

    it('the home page describes the ministry as an Organization with its weekly meetings', () => {
      const head = pageHead(read('index.html'));
      const organization = head.jsonLd.find(
        (entry) => (entry as { '@type': string })['@type'] === 'Organization',
      ) as {
        '@type': string;
        name: string;
        event: { name: string; eventSchedule: { byDay: string; startTime: string; endTime: string } }[];
      };
      expect(organization['@type']).toBe('Organization');
      expect(organization.name).toBe(siteDefaults.identity.name);
      expect(organization.event.map((event) => event.name)).toEqual(
        siteDefaults.schedule.services.map((service) => service.name),
      );
      for (const { eventSchedule } of organization.event) {
        expect(eventSchedule.byDay).toMatch(/^https:\/\/schema\.org\/\w+day$/);
        expect(eventSchedule.startTime).toMatch(/^\d\d:\d\d$/);
        expect(eventSchedule.endTime).toMatch(/^\d\d:\d\d$/);
      }
    });

    it('a post page carries an Article; the teachings page a PodcastSeries with its episodes', () => {
      const post = pageHead(read(`blog/${published.postSlug}/index.html`));
      expect(types(post)).toContain('Article');
      const teachingsHtml = read('teachings/index.html');
      const series = pageHead(teachingsHtml).jsonLd.find(
        (entry) => (entry as { '@type': string })['@type'] === 'PodcastSeries',
      ) as { webFeed: string; episode: { '@type': string; name: string; url: string }[] };
      expect(series.webFeed).toBe(new URL('/podcast.xml', SITE).href);
      const episode = series.episode.find((item) => item.name === published.audioTitle);
      expect(episode?.['@type']).toBe('PodcastEpisode');
      // The episode's address is its own page (player, transcript).
      expect(existsSync(join(outDir(), fileForUrl(`${episode?.url}/`))), episode?.url).toBe(true);
      for (const { file, head } of pages()) {
        for (const entry of head.jsonLd)
          expect((entry as object)['@context' as never], file).toBe('https://schema.org');
      }
    });

    it('the sitemap is valid XML listing exactly the indexable pages: no drafts, no admin, no 404', () => {
      const index = read('sitemap-index.xml');
      expect(XMLValidator.validate(index)).toBe(true);
      const maps = asList(xml.parse(index).sitemapindex.sitemap).map((entry: { loc: string }) => entry.loc);
      const urls = maps.flatMap((loc) => {
        const body = read(fileForUrl(loc));
        expect(XMLValidator.validate(body), loc).toBe(true);
        return asList(xml.parse(body).urlset.url).map((entry: { loc: string }) => entry.loc);
      });
      expect(urls.every(isAbsoluteHttp)).toBe(true);
      expect(urls.filter((url) => /\/admin|404|borrador|futura/.test(url))).toEqual([]);
      expect(urls.map(fileForUrl).sort()).toEqual(
        indexable()
          .map(({ file }) => file)
          .sort(),
      );
    });

    it.each(['rss.xml', 'podcast.xml'])('%s is well-formed RSS 2.0 with absolute links', (feed) => {
      const body = read(feed);
      expect(XMLValidator.validate(body)).toBe(true);
      const { rss } = xml.parse(body);
      expect(rss['@version']).toBe('2.0');
      const channel = rss.channel;
      for (const key of ['title', 'link', 'description', 'language']) expect(channel[key], key).toBeTruthy();
      expect(isAbsoluteHttp(channel.link)).toBe(true);
      const items = asList(channel.item) as Record<string, unknown>[];
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(item.title).toBeTruthy();
        expect(isAbsoluteHttp(item.link), String(item.link)).toBe(true);
        expect(Number.isNaN(Date.parse(String(item.pubDate)))).toBe(false);
        if (new URL(String(item.link)).origin === SITE.origin && feed === 'rss.xml') {
          expect(existsSync(join(outDir(), fileForUrl(String(item.link)))), String(item.link)).toBe(true);
        }
      }
      if (feed === 'podcast.xml') {
        expect(isAbsoluteHttp(channel['itunes:image']['@href'])).toBe(true);
        expect(channel['itunes:author']).toBe(siteDefaults.identity.name);
        for (const item of items) {
          const enclosure = item.enclosure as Record<string, string>;
          expect(isAbsoluteHttp(enclosure['@url'])).toBe(true);
          expect(enclosure['@type']).toMatch(/^audio\//);
        }
      }
    });
  });
}
