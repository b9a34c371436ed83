import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listen, type RunningServer } from '@palabra-viva/local-supabase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '#devserver/buildSite.ts';
import {
  filesContaining,
  listFiles,
  pageBasics,
  removeSiteBuild,
  siteBuildFolder,
} from '../support/siteFiles.ts';
import { startTestBackend, type TestBackend } from '../support/testBackend.ts';
import { describeSecretsKeptOut, withSecretsInEnvironment } from './siteSecrets.ts';
import { describeSeo } from './siteSeo.ts';

/** docs/spec.md §2 routes plus the seven blog sections; /admin/login is the admin SPA's entry. */
const ROUTES = [
  'index.html',
  'about/index.html',
  'teachings/index.html',
  'blog/index.html',
  'donate/index.html',
  'biblioteca/index.html',
  'contact/index.html',
  'gpt-experto/index.html',
  'careers/index.html',
  'legal/index.html',
  '404.html',
  ...['articulos', 'meditaciones', 'pastor', 'destacados', 'pdf', 'planes-lectura', 'suscripciones'].map(
    (section) => `blog/${section}/index.html`,
  ),
];

const day = 86_400_000;
const post = (
  slug: string,
  title: string,
  isPublished: boolean,
  publishedAt: number | null,
  content: string,
) => ({
  slug,
  title,
  content,
  description: `Resumen de ${title}`,
  category: 'fe',
  tags: ['prueba'],
  is_published: isPublished,
  published_at: publishedAt === null ? null : new Date(publishedAt).toISOString(),
});

const HOSTILE = [
  'Texto con <script>alert("xss")</script> incrustado.',
  '<img src=x onerror="alert(1)">',
  '[enlace](javascript:alert(1)) y ![img](data:image/svg+xml;base64,PHN2Zz4=)',
  '<a href="javascript:alert(2)">otro</a>',
].join('\n\n');

let test: TestBackend;
let api: RunningServer;
let outDir: string;

beforeAll(async () => {
  test = await startTestBackend();
  api = await listen(test.backend, 0);
  const admin = test.client('service_role');
  const now = Date.now();
  const { error } = await admin
    .from('posts')
    .insert([
      post(
        'entrada-publicada',
        'Entrada Publicada Visible',
        true,
        now - 2 * day,
        '## Hola\n\nContenido **visible**.',
      ),
      post('entrada-hostil', 'Entrada Con Markdown Hostil', true, now - 3 * day, HOSTILE),
      post('borrador-secreto', 'Borrador Secreto Zafiro', false, null, 'No debe publicarse.'),
      post('futura-secreta', 'Entrada Futura Esmeralda', true, now + 30 * day, 'Todavía no.'),
    ]);
  expect(error).toBeNull();
  const inserts = await Promise.all([
    admin.from('videos').insert({
      title: 'Video Publicado',
      video_url: 'https://video.example.org/v1',
      tags: ['oracion'],
      is_published: true,
      published_at: new Date(now - day).toISOString(),
    }),
    admin.from('audios').insert([
      {
        title: 'Audio Publicado',
        audio_url: 'https://media.example.org/a1.mp3',
        duration_seconds: 754,
        is_published: true,
        published_at: new Date(now - day).toISOString(),
      },
      { title: 'Audio Borrador Rubí', audio_url: 'https://media.example.org/a2.mp3', is_published: false },
    ]),
    admin.from('resources').insert({
      title: 'Recurso Publicado',
      category: 'libros',
      file_url: 'https://files.example.org/r1.pdf',
      file_type: 'pdf',
      file_size: 1536,
      is_published: true,
      published_at: new Date(now - day).toISOString(),
    }),
    admin.from('testimonials').insert([
      { name: 'Testigo Aprobado', country: 'Chile', testimonial_text: 'Dios es fiel.', is_approved: true },
      {
        name: 'Testigo Pendiente Ónix',
        country: 'Perú',
        testimonial_text: 'En revisión.',
        is_approved: false,
      },
    ]),
  ]);
  for (const result of inserts) expect(result.error).toBeNull();
  outDir = siteBuildFolder('build');
  await withSecretsInEnvironment(() =>
    buildSite({ supabaseUrl: api.url, publishableKey: test.backend.ctx.keys.publishableKey, outDir }),
  );
}, 300_000);

afterAll(async () => {
  await api?.close();
  await test?.close();
  if (outDir) removeSiteBuild(outDir);
});

const read = (file: string) => readFileSync(join(outDir, file), 'utf8');

describe('site built from the database', () => {
  it.each(ROUTES)('has %s', (file) => {
    expect(existsSync(join(outDir, file))).toBe(true);
  });

  it('has the admin entry for /admin/login', () => {
    expect(existsSync(join(outDir, 'admin/index.html'))).toBe(true);
  });

  it('builds a page for the published post, with its rendered Markdown', () => {
    const html = read('blog/entrada-publicada/index.html');
    expect(html).toContain('<h2>Hola</h2>');
    expect(html).toContain('<strong>visible</strong>');
    expect(html).toContain('"@type":"Article"');
  });

  it.each([
    ['the draft', 'borrador-secreto', 'Borrador Secreto Zafiro'],
    ['the future post', 'futura-secreta', 'Entrada Futura Esmeralda'],
    ['the draft audio', 'a2.mp3', 'Audio Borrador Rubí'],
    ['the unapproved testimonial', 'Testigo Pendiente Ónix', 'En revisión.'],
  ])('never contains %s anywhere (pages, feeds, sitemap)', (_, slug, title) => {
    expect(existsSync(join(outDir, 'blog', slug))).toBe(false);
    expect(filesContaining(outDir, slug)).toEqual([]);
    expect(filesContaining(outDir, title)).toEqual([]);
  });

  it('lists published content on the home, teachings, library and feeds', () => {
    expect(read('index.html')).toContain('Entrada Publicada Visible');
    expect(read('index.html')).toContain('Testigo Aprobado');
    const teachings = read('teachings/index.html');
    for (const title of ['Entrada Publicada Visible', 'Video Publicado', 'Audio Publicado']) {
      expect(teachings).toContain(title);
    }
    expect(read('biblioteca/index.html')).toContain('1,5 KB');
    expect(read('rss.xml')).toContain('/blog/entrada-publicada/');
    expect(read('sitemap-0.xml')).toContain('/blog/entrada-publicada/');
    const podcast = read('podcast.xml');
    expect(podcast).toContain(
      '<enclosure url="https://media.example.org/a1.mp3" length="0" type="audio/mpeg"/>',
    );
    expect(podcast).toContain('<itunes:duration>12:34</itunes:duration>');
    expect(podcast).toContain('<itunes:author>');
  });

  it('opens the site’s own teaching pages in the same tab, only links that leave it in a new one', () => {
    const cards = read('teachings/index.html').match(/<article[^>]*data-teaching[\s\S]*?<\/article>/g) ?? [];
    const links = cards.flatMap((card) => card.match(/<a [^>]*>/g) ?? []);
    const own = links.filter((link) => /href="\//.test(link));
    expect(own.length).toBeGreaterThan(0);
    for (const link of own) expect(link).not.toContain('target=');
    for (const link of links.filter((link) => !own.includes(link))) {
      expect(link).toContain('target="_blank"');
      expect(link).toContain('rel="noopener noreferrer"');
    }
  });

  it('shows no template placeholder (REEMPLAZAR): unconfigured buttons and players are hidden', () => {
    // (The admin's bundle keeps the typed defaults: staff see there what is left to fill in.)
    const visitorFiles = filesContaining(outDir, 'REEMPLAZAR').filter((file) => !file.startsWith('admin/'));
    expect(visitorFiles).toEqual([]);
    // The template's Stripe ids, live channel and Spotify show are placeholders: nothing of them is built.
    expect(read('donate/index.html')).not.toMatch(/data-publishable-key=/);
    expect(read('en-vivo/index.html')).not.toContain('youtube-nocookie.com');
  });

  it('offers the site search on the blog instead of a «Próximamente» card', () => {
    const blog = read('blog/index.html');
    expect(blog).not.toContain('Próximamente');
    expect(blog).toMatch(/<form role="search" action="\/buscar"[^>]*aria-labelledby="blog-search-title"/);
  });

  it('renders hostile Markdown inert', () => {
    const html = read('blog/entrada-hostil/index.html');
    const body = html.slice(html.indexOf('post-body'));
    expect(body).not.toMatch(/<script>alert|<img[^>]*onerror|href="javascript:|src="data:/i);
    expect(body).toContain('&lt;script&gt;alert');
  });

  it('gives every page exactly one h1, a title and a meta description', () => {
    const pages = listFiles(outDir).filter((file) => file.endsWith('.html') && !file.startsWith('admin/'));
    expect(pages.length).toBeGreaterThanOrEqual(ROUTES.length + 2);
    for (const page of pages) {
      const basics = pageBasics(read(page));
      expect({
        page,
        ...basics,
        ok: basics.h1 === 1 && !!basics.title && !!basics.description,
      }).toMatchObject({
        page,
        ok: true,
      });
    }
  });
});

describeSeo(() => outDir, { postSlug: 'entrada-publicada', audioTitle: 'Audio Publicado' });
describeSecretsKeptOut(
  () => outDir,
  () => test.backend.ctx.keys,
);
