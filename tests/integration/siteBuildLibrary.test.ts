import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listen, type RunningServer, seedDatabase } from '@palabra-viva/local-supabase';
import { parseRssFeed } from 'feedsmith';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIBLE_BOOKS } from '#core/scripture/bibleBooks.ts';
import { siteDefaults } from '#core/siteConfig.ts';
import { buildSite } from '#devserver/buildSite.ts';
import { configuredSite, publishConfiguredSite } from '../support/configuredSite.ts';
import { pageHead } from '../support/pageHead.ts';
import { listFiles, removeSiteBuild, siteBuildFolder } from '../support/siteFiles.ts';
import { startTestBackend, type TestBackend } from '../support/testBackend.ts';

// The teaching library built from the demo seed: pages, Bible index, feeds and the search index.
let test: TestBackend;
let api: RunningServer;
let outDir: string;

beforeAll(async () => {
  test = await startTestBackend();
  await seedDatabase(test.backend);
  await publishConfiguredSite(test.backend.db);
  api = await listen(test.backend, 0);
  outDir = siteBuildFolder('library');
  await buildSite({
    supabaseUrl: api.url,
    publishableKey: test.backend.ctx.keys.publishableKey,
    outDir,
    admin: false,
  });
}, 240_000);

afterAll(async () => {
  await api?.close();
  await test?.close();
  if (outDir) removeSiteBuild(outDir);
});

const read = (file: string) => readFileSync(join(outDir, file), 'utf8');
/** The page's own content, without header and footer. */
const main = (file: string) => read(file).replace(/^[\s\S]*?<main[^>]*>|<\/main>[\s\S]*$/g, '');
const exists = (file: string) => existsSync(join(outDir, file));
const types = (file: string) =>
  pageHead(read(file)).jsonLd.map((entry) => (entry as { '@type': string })['@type']);
/** Visible text of an element's matches, in document order. */
const texts = (html: string, pattern: RegExp) =>
  [...html.matchAll(pattern)].map((match) =>
    match[1]!
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  );

describe('library pages', () => {
  it.each([
    'series/index.html',
    'series/fundamentos-de-la-fe/index.html',
    'series/escuela-de-oracion/index.html',
    'predicadores/index.html',
    'predicadores/daniel-herrera/index.html',
    'predicadores/lucia-fernandez/index.html',
    'biblia/index.html',
    'biblia/romanos/index.html',
    'biblia/salmos/index.html',
    'buscar/index.html',
    'audios/meditacion-salmo-23/index.html',
    'videos/escuela-de-oracion-padre-nuestro/index.html',
  ])('builds %s', (file) => {
    expect(exists(file)).toBe(true);
  });

  it.each([
    ['a draft series', 'series/hechos-la-iglesia'],
    ['a draft audio', 'audios/fundamentos-4-la-iglesia'],
    ['a draft video', 'videos/serie-hechos-avance'],
    ['a book without teachings', 'biblia/exodo'],
  ])('builds no page for %s', (_, path) => {
    expect(exists(path)).toBe(false);
  });

  it('lists the episodes of a series in order, whatever their kind, and leaves drafts out', () => {
    const html = read('series/escuela-de-oracion/index.html');
    expect(texts(html, /<h3[^>]*>([\s\S]*?)<\/h3>/g)).toEqual([
      'Escuela de oración: el Padre Nuestro',
      'Cómo orar cuando no encuentras palabras',
    ]);
    const fundamentos = read('series/fundamentos-de-la-fe/index.html');
    expect(texts(fundamentos, /<span class="font-semibold text-gold-700">([^<]*)<\/span>/g)).toEqual([
      'Episodio 1',
      'Episodio 2',
      'Episodio 3',
    ]);
    expect(fundamentos).toContain('href="podcast:');
    expect(fundamentos).toContain('/series/fundamentos-de-la-fe/podcast.xml');
    // The show's Spotify page, from the social area (core/siteConfig.ts seeds a placeholder).
    expect(fundamentos).toContain(`href="${configuredSite.social.podcast.spotifyShowUrl}"`);
  });

  it('shows the 66 books in canonical order, by testament, with teachings linked and counted', () => {
    const html = main('biblia/index.html');
    const names = texts(html, /<li>\s*<(?:a|span)[^>]*>\s*<span[^>]*>([^<]*)<\/span>/g);
    expect(names).toEqual(BIBLE_BOOKS.map((book) => book.name));
    expect(html).toContain('href="/biblia/romanos"');
    expect(html).not.toContain('href="/biblia/exodo"');
    expect(texts(html, /<h2[^>]*>([^<]*)<\/h2>/g)).toEqual(['Antiguo Testamento', 'Nuevo Testamento']);
  });

  it('orders a book page by chapter and verse (6:9, 6:33, 13, 18:21–35)', () => {
    const html = main('biblia/mateo/index.html');
    expect(texts(html, /<h2 class="mt-2[^"]*">([\s\S]*?)<\/h2>/g)).toEqual([
      'Escuela de oración: el Padre Nuestro',
      '¿Qué es el Reino de Dios?',
      'Las parábolas de Jesús y el Reino',
      'Perdonar como hemos sido perdonados',
    ]);
  });

  it('links the references of posts and teachings to their book pages', () => {
    expect(read('blog/fe-que-persevera-en-tiempos-dificiles/index.html')).toMatch(
      /href="\/biblia\/romanos"[^>]*>[\s\S]*?Romanos 8:28–39/,
    );
    expect(read('audios/meditacion-salmo-23/index.html')).toMatch(
      /href="\/biblia\/salmos"[^>]*>[\s\S]*?Salmos 23/,
    );
  });

  it('gives a teaching page its player, its transcript with times, and captions as a file', () => {
    const html = read('audios/meditacion-salmo-23/index.html');
    expect(html).toMatch(/<audio controls preload="none" src="http[^"]+\.mp3"/);
    expect(html).toContain('data-seek="2.5"');
    expect(html).toContain('delicados pastos');
    expect(read('audios/meditacion-salmo-23.vtt')).toMatch(/^WEBVTT/);
  });

  it.each([
    ['series/fundamentos-de-la-fe/index.html', 'CreativeWorkSeries'],
    ['predicadores/daniel-herrera/index.html', 'ProfilePage'],
    ['audios/meditacion-salmo-23/index.html', 'PodcastEpisode'],
    ['videos/escuela-de-oracion-padre-nuestro/index.html', 'VideoObject'],
  ])('%s describes itself as %s', (file, type) => {
    expect(types(file)).toContain(type);
  });

  it('puts every library page in the sitemap', () => {
    const sitemap = read('sitemap-0.xml');
    for (const path of [
      '/series/',
      '/series/fundamentos-de-la-fe/',
      '/predicadores/samuel-ortiz/',
      '/biblia/',
      '/biblia/juan/',
      '/buscar/',
      '/audios/meditacion-salmo-23/',
      '/videos/evangelio-del-reino/',
    ]) {
      expect(sitemap).toContain(path);
    }
  });

  it('indexes posts, teachings with their transcripts, series, speakers and resources for the search', () => {
    const entry = JSON.parse(read('pagefind/pagefind-entry.json'));
    expect(entry.languages.es.page_count).toBeGreaterThanOrEqual(20);
    const indexed = listFiles(outDir).filter(
      (file) => file.endsWith('.html') && read(file).includes('data-pagefind-body'),
    );
    for (const file of [
      'blog/que-es-el-reino-de-dios/index.html',
      'audios/meditacion-salmo-23/index.html',
      'series/fundamentos-de-la-fe/index.html',
      'predicadores/lucia-fernandez/index.html',
      'biblioteca/index.html',
    ]) {
      expect(indexed).toContain(file);
    }
  });
});

describe('podcast feeds', () => {
  const feeds = () => listFiles(outDir).filter((file) => file.endsWith('podcast.xml'));
  const parse = (file: string) => parseRssFeed(read(file));

  it('has the global feed and one per series and speaker with audios, nothing for the others', () => {
    expect(feeds().sort()).toEqual([
      'podcast.xml',
      'predicadores/daniel-herrera/podcast.xml',
      'predicadores/lucia-fernandez/podcast.xml',
      'predicadores/samuel-ortiz/podcast.xml',
      'series/fundamentos-de-la-fe/podcast.xml',
    ]);
  });

  it("parses every feed with a feed parser and finds Apple's required tags and the Podcasting 2.0 guid", () => {
    for (const file of feeds()) {
      const feed = parse(file);
      expect(feed, file).toMatchObject({
        title: expect.any(String),
        description: expect.any(String),
        language: 'es',
        itunes: {
          image: expect.stringMatching(/^https?:\/\//),
          categories: [{ text: 'Religion & Spirituality' }],
          explicit: false,
          author: 'Palabra Viva',
        },
        podcast: {
          guid: expect.stringMatching(
            /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
          ),
        },
      });
      expect(feed.items?.length, file).toBeGreaterThan(0);
      for (const item of feed.items ?? []) {
        expect(item.title, file).toBeTruthy();
        expect(item.guid?.value, file).toBeTruthy();
        expect(item.enclosures?.[0], file).toMatchObject({
          url: expect.stringMatching(/^https?:\/\//),
          type: 'audio/mpeg',
        });
        expect(Number.isNaN(Date.parse(item.pubDate ?? ''))).toBe(false);
      }
    }
  });

  it('carries every published audio in the global feed, with or without a series, and no draft', async () => {
    const { data, error } = await test.client('anon').from('audios').select('id, title');
    expect(error).toBeNull();
    const items = parse('podcast.xml').items ?? [];
    const guids = items.map((item) => item.guid?.value ?? '');
    for (const audio of data!)
      expect(
        guids.some((guid) => guid.endsWith(`#audio-${audio.id}`)),
        audio.title,
      ).toBe(true);
    expect(items).toHaveLength(data!.length);
    expect(read('podcast.xml')).not.toContain('Fundamentos de la fe 4');
  });

  it('numbers episodes by their series position and links the transcript where there is one', () => {
    const global = parse('podcast.xml').items ?? [];
    const nacer = global.find((item) => item.title === 'Fundamentos de la fe 3: Nacer de nuevo');
    expect(nacer?.itunes).toMatchObject({ season: 1, episode: 3 });
    expect(nacer?.podcast).toMatchObject({
      season: { number: 1, name: 'Fundamentos de la fe' },
      episode: { number: 3 },
    });
    expect(nacer?.podcast?.persons?.map((person) => person.display)).toEqual([
      'Pastor Daniel Herrera',
      'Samuel Ortiz',
    ]);
    const salmo = global.find((item) => item.title === 'Meditación: Salmo 23');
    expect(salmo?.podcast?.transcripts).toEqual([
      expect.objectContaining({
        url: expect.stringMatching(/\/audios\/meditacion-salmo-23\.vtt$/),
        type: 'text/vtt',
      }),
    ]);
    expect(salmo?.itunes?.season).toBeUndefined();
    expect(parse('series/fundamentos-de-la-fe/podcast.xml').itunes?.type).toBe('serial');
  });
});
